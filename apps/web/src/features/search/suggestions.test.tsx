import type { SearchSuggestion } from '@skelbimai/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppLayout } from '../../app/layout/AppLayout.tsx';
import { envelopeOf, type MockAnswer, mockFetch, startupAnswers } from '../../test/fetchMock.ts';
import { phoneScreen } from '../../test/phoneScreen.ts';
import { fakeAuth, renderRoutes } from '../../test/render.tsx';
import { loadSuggestionList } from './useSuggestCombobox.ts';

// PRODUCT.md §20: the toolbar's search field is a combobox offering suggestions while typing (WAI-ARIA combobox
// pattern), and the phone dialog's field too.

// The list is a lazy chunk, fetched on the field's first focus; here it is loaded once for every test.
beforeAll(async () => {
  await loadSuggestionList();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const page = (text: string) => ({ element: <p>{text}</p> });
const routes = [
  {
    path: '/',
    Component: AppLayout,
    children: [
      { index: true, ...page('pradžia') },
      { path: 'visi', ...page('visi') },
      { path: 'skelbimai/:categoryLogicalName?', ...page('kategorija') },
      { path: 'skelbimai/:category/:subCategoryLogicalName', ...page('subkategorija') },
      { path: 'skelbimas/:id', ...page('skelbimas') },
      { path: 'dashboard/users', ...page('vartotojai') },
    ],
  },
];

const word = (text: string, adCount = 3): SearchSuggestion => ({ kind: 'word', text, adCount });
const automobiliai: SearchSuggestion = {
  kind: 'category',
  text: 'Automobiliai',
  adCount: 12,
  categoryName: 'transportas',
  subCategoryName: 'automobiliai',
  parentText: 'Transportas',
};

/** Answers by the typed text; texts not listed get no suggestions. */
const suggestionsBy = (table: Record<string, SearchSuggestion[]>) => async (url: URL) =>
  Response.json(envelopeOf(table[url.searchParams.get('q') ?? ''] ?? []).body);

function renderAt(path: string, suggest: MockAnswer = suggestionsBy({})) {
  const fetchSpy = mockFetch({ ...startupAnswers(), '/api/search/suggest': suggest });
  const result = renderRoutes(routes, path, { auth: fakeAuth(null) });
  const where = () => `${result.router.state.location.pathname}${result.router.state.location.search}`;
  /** The texts the suggestions were asked for, in order. */
  const asked = () =>
    fetchSpy.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/search/suggest')
      .map((url) => url.searchParams.get('q'));
  return { ...result, where, asked };
}

const field = () => screen.getByRole('combobox', { name: 'Ieškoti skelbimų' });
const options = () => within(screen.getByRole('listbox', { name: 'Paieškos pasiūlymai' })).getAllByRole('option');

describe('search suggestions in the toolbar', () => {
  it('opens a listbox the field controls, with the suggestions for what was typed', async () => {
    renderAt('/skelbimas/5', suggestionsBy({ sal: [word('šaldytuvas'), word('salotos')] }));
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(field(), 'sal');
    const listbox = await screen.findByRole('listbox', { name: 'Paieškos pasiūlymai' });
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    expect(field()).toHaveAttribute('aria-controls', listbox.id);
    // Each with how many ads it finds, never the typed text alone.
    expect(options().map((option) => option.textContent)).toEqual(['šaldytuvas3 skelbimai', 'salotos3 skelbimai']);
    expect(screen.getByRole('status')).toHaveTextContent('Pasiūlymų: 2.');
  });

  it('moves through the options with the arrow keys, wrapping, and names the active one', async () => {
    renderAt('/skelbimas/5', suggestionsBy({ sal: [word('šaldytuvas'), word('salotos'), word('saldainiai')] }));
    await userEvent.type(field(), 'sal');
    await screen.findByRole('listbox');
    expect(field()).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{ArrowDown}');
    expect(field()).toHaveAttribute('aria-activedescendant', options()[0]?.id);
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(field()).toHaveAttribute('aria-activedescendant', options()[2]?.id);
    await userEvent.keyboard('{ArrowDown}');
    expect(field()).toHaveAttribute('aria-activedescendant', options()[0]?.id);
    await userEvent.keyboard('{ArrowUp}');
    expect(field()).toHaveAttribute('aria-activedescendant', options()[2]?.id);
    expect(options()[0]).toHaveAttribute('aria-selected', 'false');
    // The focus never leaves the field.
    expect(field()).toHaveFocus();
  });

  it('searches the picked word on Enter', async () => {
    const { where } = renderAt('/skelbimas/5', suggestionsBy({ sal: [word('šaldytuvas'), word('salotos')] }));
    await userEvent.type(field(), 'sal');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(where()).toBe('/visi?searchKeyword=salotos&searchFilterType=all');
    expect(field()).toHaveValue('salotos');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it("searches a word picked on a category's page in every category, where its count holds", async () => {
    const { where } = renderAt('/skelbimai/transportas', suggestionsBy({ ked: [word('kėdės')] }));
    const inCategory = screen.getByRole('combobox');
    await userEvent.type(inCategory, 'ked');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(where()).toBe('/visi?searchKeyword=k%C4%97d%C4%97s&searchFilterType=all');
  });

  it('opens the picked category', async () => {
    const { where } = renderAt('/skelbimas/5', suggestionsBy({ auto: [automobiliai, word('automobilis')] }));
    await userEvent.type(field(), 'auto');
    await screen.findByRole('listbox');
    expect(options()[0]).toHaveTextContent('Subkategorija: Transportas · 12 skelbimų');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(where()).toBe('/skelbimai/transportas/automobiliai');
  });

  it('searches the typed text on Enter when no option is active', async () => {
    const { where } = renderAt('/skelbimas/5', suggestionsBy({ sal: [word('šaldytuvas')] }));
    await userEvent.type(field(), 'sal');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Enter}');
    expect(where()).toBe('/visi?searchKeyword=sal&searchFilterType=all');
  });

  it('closes the list on Escape, keeping the text; a second Escape empties it as before', async () => {
    const { where } = renderAt('/skelbimas/5', suggestionsBy({ sal: [word('šaldytuvas')] }));
    await userEvent.type(field(), 'sal');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(field()).not.toHaveAttribute('aria-activedescendant');
    expect(field()).toHaveValue('sal');
    expect(where()).toBe('/skelbimas/5');
    await userEvent.keyboard('{Escape}');
    expect(field()).toHaveValue('');
  });

  it('picks an option by click without the field’s blur searching the typed text', async () => {
    const { where, router } = renderAt('/skelbimas/5', suggestionsBy({ sal: [word('šaldytuvas')] }));
    await userEvent.type(field(), 'sal');
    await screen.findByRole('listbox');
    const before = router.state.historyAction;
    await userEvent.click(options()[0] as HTMLElement);
    expect(where()).toBe('/visi?searchKeyword=%C5%A1aldytuvas&searchFilterType=all');
    expect(before).toBe('POP');
    expect(field()).toHaveFocus();
  });

  it('closes the list when Tab leaves the field', async () => {
    renderAt('/', suggestionsBy({ sal: [word('šaldytuvas')] }));
    await userEvent.type(field(), 'sal');
    await screen.findByRole('listbox');
    await userEvent.tab();
    expect(field()).not.toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('asks once the typing has paused for 150 ms, for the whole text', async () => {
    const { asked } = renderAt('/skelbimas/5', suggestionsBy({ šal: [word('šaldytuvas')] }));
    // Only the debounce's timers are faked; the keys arrive at once, as from a fast typist.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => field().focus());
    for (const text of ['š', 'ša', 'šal']) fireEvent.input(field(), { target: { value: text } });
    expect(asked()).toEqual([]);
    await act(async () => {
      vi.advanceTimersByTime(149);
    });
    expect(asked()).toEqual([]);
    await act(async () => {
      vi.advanceTimersByTime(1);
      // What the query library scheduled meanwhile (its notifications) runs before the clock is real again.
      await vi.runAllTimersAsync();
    });
    vi.useRealTimers();
    await waitFor(() => expect(asked()).toEqual(['šal']));
    expect(await screen.findByRole('option', { name: /^šaldytuvas/ })).toBeInTheDocument();
  });

  it('never lets a late answer for older text replace the answer for newer text', async () => {
    let answerSa: (response: Response) => void = () => {};
    const late = new Promise<Response>((resolve) => {
      answerSa = resolve;
    });
    const { asked } = renderAt('/skelbimas/5', async (url) =>
      url.searchParams.get('q') === 'sa' ? late : Response.json(envelopeOf([word('šaldytuvas')]).body),
    );
    await userEvent.type(field(), 'sa');
    await waitFor(() => expect(asked()).toEqual(['sa']));
    await userEvent.type(field(), 'l');
    expect(await screen.findByRole('option', { name: /^šaldytuvas/ })).toBeInTheDocument();
    await act(async () => {
      answerSa(Response.json(envelopeOf([word('samanos')]).body));
      await late;
    });
    expect(options().map((option) => option.textContent)).toEqual(['šaldytuvas3 skelbimai']);
  });

  it('stays a plain search field on the dashboard lists and asks nothing', async () => {
    const { asked } = renderAt('/dashboard/users');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Ieškoti vartotojų' }), 'jonas');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(asked()).toEqual([]);
  });
});

describe('search suggestions in the phone dialog', () => {
  it('offers them under the field; Escape closes them first, then the dialog; a pick searches', async () => {
    phoneScreen();
    const { where } = renderAt('/skelbimas/5', suggestionsBy({ dvi: [word('dviratis'), word('dvigulė')] }));
    await userEvent.click(screen.getByRole('button', { name: 'Paieška' }));
    const dialog = await screen.findByRole('dialog', { name: 'Paieška' });
    const input = within(dialog).getByRole('combobox', { name: 'Ieškoti skelbimų' });
    await userEvent.type(input, 'dvi');
    await within(dialog).findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    expect(within(dialog).queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Paieška' })).toBeInTheDocument();
    await userEvent.type(input, 's');
    await userEvent.type(input, '{Backspace}');
    await within(dialog).findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(where()).toBe('/visi?searchKeyword=dvigul%C4%97&searchFilterType=all');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
