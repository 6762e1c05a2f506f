import type { VocabularyEntry } from '@skelbimai/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures.ts';
import { phoneScreen } from '../../../test/phoneScreen.ts';
import { fakeAuth, renderRoutes } from '../../../test/render.tsx';
import { DashboardNav } from '../DashboardNav.tsx';
import { fail, fakeApi, MODERATOR_ID, ok, paged } from '../testData.ts';
import { VocabularyPage } from './VocabularyPage.tsx';

const seeded: VocabularyEntry = {
  id: 1,
  term: 'moto',
  meaning: 'kawasaki',
  origin: 'seed',
  createdAt: '2026-03-01T08:00:00Z',
};
const added: VocabularyEntry = {
  id: 2,
  term: 'kompas',
  meaning: 'kompiuteris',
  origin: 'staff',
  createdAt: '2026-03-05T10:00:00Z',
};

/**
 * A stateful fake of the vocabulary calls: the list (newest first, `term` as a prefix), adding (409 for a pair
 * it has) and deleting (404 for an id it does not have). `failList` makes the list answer 500 until cleared.
 */
function renderVocabulary(path = '/dashboard/zodynas', options: { failList?: boolean } = {}) {
  let entries = [added, seeded];
  const state = { failList: options.failList ?? false };
  const remove = (id: number) => () => {
    if (!entries.some((entry) => entry.id === id)) return fail(404, ['Tokio įrašo nebėra.']);
    entries = entries.filter((entry) => entry.id !== id);
    return ok(null);
  };
  const api = fakeApi({
    '/api/settings/get': () => ok(null),
    '/api/search/vocabulary': (url, body) => {
      if (body) {
        const { term, meaning } = body as { term: string; meaning: string };
        if (entries.some((entry) => entry.term === term && entry.meaning === meaning)) {
          return fail(409, ['Toks sinonimas jau yra.'], [{ property: 'meaning', errors: ['Toks sinonimas jau yra.'] }]);
        }
        const entry: VocabularyEntry = { id: 3, term, meaning, origin: 'staff', createdAt: '2026-03-07T10:00:00Z' };
        entries = [entry, ...entries];
        return ok(entry);
      }
      if (state.failList) return fail(500, ['Įvyko serverio klaida.']);
      const term = url.searchParams.get('term') ?? '';
      return paged(entries.filter((entry) => entry.term.startsWith(term)));
    },
    '/api/search/vocabulary/1': remove(1),
    '/api/search/vocabulary/2': remove(2),
  });
  const result = renderRoutes([{ path: '/dashboard/zodynas', element: <VocabularyPage /> }], path, {
    auth: fakeAuth(makeUser({ id: MODERATOR_ID, authRole: 'Moderator' })),
  });
  return { ...result, api, state };
}

const rowOf = async (term: string) => (await screen.findByRole('cell', { name: term })).closest('tr') as HTMLElement;
const deleteCalls = (api: ReturnType<typeof fakeApi>, id: number) => api.calls(`/api/search/vocabulary/${id}`);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/dashboard/zodynas', { timeout: 45_000 }, () => {
  it('lists each word, what it also finds, where it came from and when', async () => {
    renderVocabulary();
    expect(await screen.findByRole('heading', { name: 'Paieškos žodynas' })).toBeInTheDocument();
    const seededRow = await rowOf('moto');
    expect(within(seededRow).getByRole('cell', { name: 'kawasaki' })).toBeInTheDocument();
    expect(within(seededRow).getByRole('cell', { name: 'Iš sąrašo' })).toBeInTheDocument();
    const staffRow = await rowOf('kompas');
    expect(within(staffRow).getByRole('cell', { name: 'Pridėjo moderatorius' })).toBeInTheDocument();
    expect(within(staffRow).getByRole('cell', { name: '2026-03-05 12:00' })).toBeInTheDocument(); // Vilnius time
    expect(screen.getByText('Rasta: 2')).toBeInTheDocument();
    const headers = within(screen.getByRole('table', { name: 'Paieškos žodynas' })).getAllByRole('columnheader');
    expect(headers.map((cell) => cell.textContent)).toEqual([
      'Ieškomas žodis',
      'Taip pat randa',
      'Kilmė',
      'Įrašyta',
      'Veiksmai',
    ]);
  });

  it('searches by the typed word through the address, and sends the address’s term and page to the server', async () => {
    const { api, router } = renderVocabulary('/dashboard/zodynas?term=mo&page=2');
    await rowOf('moto');
    const first = api.calls('/api/search/vocabulary')[0]?.url.searchParams;
    expect(first?.get('term')).toBe('mo');
    expect(first?.get('page')).toBe('2');

    const field = screen.getByRole('textbox', { name: 'Ieškomas žodis' });
    await userEvent.clear(field);
    await userEvent.type(field, 'komp{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?term=komp'));
    await rowOf('kompas');
    expect(screen.queryByRole('cell', { name: 'moto' })).not.toBeInTheDocument();
    expect(api.calls('/api/search/vocabulary').at(-1)?.url.searchParams.get('page')).toBe('1');
  });

  it('adds an entry, showing the server’s refusal on its field, and lists it', async () => {
    const { api } = renderVocabulary();
    await rowOf('moto');
    await userEvent.click(screen.getByRole('button', { name: 'Pridėti įrašą' }));
    const dialog = await screen.findByRole('dialog', { name: 'Naujas sinonimas' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pridėti' }));
    expect(within(dialog).getAllByText('Laukelis yra privalomas.')).toHaveLength(2);
    expect(api.calls('/api/search/vocabulary').filter((call) => call.body)).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Ieškomas žodis' }), 'kompas');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Turėtų rasti žodį' }), 'kompiuteris');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pridėti' }));
    expect(await within(dialog).findByText('Toks sinonimas jau yra.')).toBeInTheDocument();

    const meaning = within(dialog).getByRole('textbox', { name: 'Turėtų rasti žodį' });
    await userEvent.clear(meaning);
    await userEvent.type(meaning, 'kompasas');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pridėti' }));
    expect(await screen.findByText('Sinonimas pridėtas: „kompas“ dabar ras ir „kompasas“.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Naujas sinonimas' })).not.toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'kompasas' })).toBeInTheDocument();
    expect(await screen.findByText('Rasta: 3')).toBeInTheDocument();
  });

  it('deletes after a confirmation that says a seeded entry will not come back', async () => {
    const { api } = renderVocabulary();
    await userEvent.click(within(await rowOf('moto')).getByRole('button', { name: 'Ištrinti: „moto“ → „kawasaki“' }));
    let dialog = await screen.findByRole('dialog', { name: 'Ištrinti įrašą?' });
    expect(dialog).toHaveTextContent('Paieška „moto“ nebeieškos žodžio „kawasaki“.');
    expect(dialog).toHaveTextContent('ištrintas jis nebegrįš ir paleidus portalą iš naujo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Atšaukti' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleteCalls(api, 1)).toHaveLength(0);

    await userEvent.click(within(await rowOf('moto')).getByRole('button', { name: /^Ištrinti: „moto“/ }));
    dialog = await screen.findByRole('dialog', { name: 'Ištrinti įrašą?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ištrinti' }));
    expect(await screen.findByText('Įrašas ištrintas.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('kawasaki')).not.toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'kompas' })).toBeInTheDocument();
    expect(deleteCalls(api, 1)).toHaveLength(1);

    // A staff entry's confirmation says nothing of coming back.
    await userEvent.click(within(await rowOf('kompas')).getByRole('button', { name: /^Ištrinti: „kompas“/ }));
    dialog = await screen.findByRole('dialog', { name: 'Ištrinti įrašą?' });
    expect(dialog).toHaveTextContent('Paieška „kompas“ nebeieškos žodžio „kompiuteris“.');
    expect(dialog).not.toHaveTextContent('nebegrįš');
  });

  it('shows the server’s refusal in the confirmation when the entry is gone already', async () => {
    const { api } = renderVocabulary();
    const row = await rowOf('kompas');
    // Someone else deletes it meanwhile.
    await fetch('/api/search/vocabulary/2', { method: 'DELETE' });
    await userEvent.click(within(row).getByRole('button', { name: /^Ištrinti: „kompas“/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Ištrinti įrašą?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ištrinti' }));
    expect(await within(dialog).findByText('Tokio įrašo nebėra.')).toBeInTheDocument();
    // The list is fetched again, without it (the open dialog hides the page from roles: read the text).
    await waitFor(() => expect(screen.queryByText('kompiuteris')).not.toBeInTheDocument());
    expect(screen.getByText('kawasaki')).toBeInTheDocument();
    expect(deleteCalls(api, 2)).toHaveLength(2);
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    const { state } = renderVocabulary('/dashboard/zodynas', { failList: true });
    expect(await screen.findByText('Įvyko serverio klaida.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    state.failList = false;
    await userEvent.click(screen.getByRole('button', { name: 'Bandyti dar kartą' }));
    expect(await rowOf('moto')).toBeInTheDocument();
  });

  it('shows cards on a phone, the word as each card’s title, with the delete button', async () => {
    phoneScreen();
    renderVocabulary();
    const cards = await screen.findAllByTestId('data-row');
    expect(cards).toHaveLength(2);
    expect(cards[0]?.tagName).toBe('LI');
    const card = cards[1] as HTMLElement;
    expect(within(card).getByText('moto')).toBeInTheDocument();
    expect(within(card).getByText('Iš sąrašo')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Ištrinti: „moto“ → „kawasaki“' })).toBeInTheDocument();
  });
});

describe('the vocabulary tab', { timeout: 45_000 }, () => {
  it('is there for a moderator', async () => {
    renderRoutes([{ path: '/dashboard', element: <DashboardNav /> }], '/dashboard', {
      auth: fakeAuth(makeUser({ id: MODERATOR_ID, authRole: 'Moderator' })),
    });
    expect(
      await within(await screen.findByRole('navigation', { name: 'Valdymo skydas' })).findByRole('link', {
        name: 'Paieškos žodynas',
      }),
    ).toHaveAttribute('href', '/dashboard/zodynas');
  });
});
