import type { DecisionStatement } from '@skelbimai/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { makePost } from '../ads/list/testPosts.ts';
import { forgetRecentLists } from '../ads/list/usePagedPosts.ts';
import MyAdsPage from '../ads/MyAdsPage.tsx';
import { fail, fakeApi, json, ok } from '../dashboard/testData.ts';
import AppealPage from './AppealPage.tsx';
import { makeStatement } from './testStatements.ts';

const blocked = makePost({ id: 3, title: 'Pigūs telefonai', status: 'blocked', expiresAt: '2099-01-01T10:00:00Z' });
const active = makePost({ id: 4, title: 'Dviratis', expiresAt: '2099-01-01T10:00:00Z' });

afterEach(() => {
  vi.unstubAllGlobals();
  forgetRecentLists();
});

/** The owner's list with one blocked ad; the appeal answers as the server does, once. */
function renderMyAds() {
  let statement = makeStatement();
  const api = fakeApi({
    '/api/posts/list': () =>
      json({ succeeded: true, data: [blocked, active], messages: [], errors: [], pagination: { totalPageCount: 1 } }),
    '/api/orders/GetActivePromotions': () => ok([]),
    '/api/moderation/myDecisions': () => ok([statement]),
    '/api/moderation/appeal': (_url, body) => {
      const { text } = body as { text: string };
      const appeal = {
        id: 9,
        state: 'open' as const,
        text,
        createdAt: '2026-03-06T10:00:00Z',
        decidedAt: null,
        outcomeText: null,
      };
      statement = { ...statement, canAppeal: false, appeal };
      return json({
        succeeded: true,
        data: appeal,
        messages: ['Skundas išsiųstas. Atsakymą gausite el. paštu.'],
        errors: [],
      });
    },
  });
  renderWithProviders(
    <MemoryRouter initialEntries={['/mano/skelbimai']}>
      <MyAdsPage />
    </MemoryRouter>,
  );
  return api;
}

describe('the statement of reasons on my ads', () => {
  it('a blocked ad shows what, which rule, the facts, who decided, when, and until when to appeal', async () => {
    renderMyAds();
    const card = await screen.findByTestId('statement-3');
    expect(within(card).getByText('Sprendimo priežastys')).toBeInTheDocument();
    expect(within(card).getByText('Skelbimas užblokuotas – „Pigūs telefonai“')).toBeInTheDocument();
    expect(within(card).getByText('Sukčiavimas ar apgaulė')).toBeInTheDocument();
    expect(within(card).getByText('Prašoma pervesti avansą')).toBeInTheDocument();
    expect(within(card).getByText('Moderatorius')).toBeInTheDocument();
    expect(within(card).getByText('2026-03-05 12:00')).toBeInTheDocument(); // Vilnius time
    expect(within(card).getByText(/^Apskųsti galite iki 2026-09-05/)).toBeInTheDocument();
    // An active ad has none.
    expect(screen.queryByTestId('statement-4')).toBeNull();
  });

  it('appeals: the contract checks the length, then the appeal is sent and its state shown', async () => {
    const api = renderMyAds();
    const card = await screen.findByTestId('statement-3');
    await userEvent.click(within(card).getByRole('button', { name: 'Apskųsti sprendimą' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sprendimo apskundimas' });
    const field = within(dialog).getByRole('textbox', { name: 'Kodėl sprendimas neteisingas?' });
    await userEvent.type(field, 'Trumpai');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pateikti skundą' }));
    expect(await within(dialog).findByText('Turi būti sudarytas bent iš 10 simbolių.')).toBeInTheDocument();
    expect(api.calls('/api/moderation/appeal')).toHaveLength(0);

    await userEvent.type(field, ': avanso neprašiau, pirkėjas gali apžiūrėti.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pateikti skundą' }));
    expect(await screen.findByText('Skundas išsiųstas. Atsakymą gausite el. paštu.')).toBeInTheDocument();
    expect(api.calls('/api/moderation/appeal')[0]?.body).toEqual({
      decisionId: 41,
      text: 'Trumpai: avanso neprašiau, pirkėjas gali apžiūrėti.',
    });
    expect(await within(card).findByText(/^Skundas pateiktas 2026-03-06 ir nagrinėjamas/)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Apskųsti sprendimą' })).toBeNull();
  });
});

describe('a held ad on my ads', () => {
  const reason = 'Skelbime yra žodis „ginklas“, kurį moderatoriai turi peržiūrėti.';
  const held = makePost({
    id: 5,
    title: 'Seni ginklai',
    status: 'held',
    blockedReason: reason,
    expiresAt: '2099-01-01T10:00:00Z',
  });
  const renderHeld = (statements: DecisionStatement[]) => {
    fakeApi({
      '/api/posts/list': () =>
        json({ succeeded: true, data: [held], messages: [], errors: [], pagination: { totalPageCount: 1 } }),
      '/api/orders/GetActivePromotions': () => ok([]),
      '/api/moderation/myDecisions': () => ok(statements),
    });
    renderWithProviders(
      <MemoryRouter initialEntries={['/mano/skelbimai']}>
        <MyAdsPage />
      </MemoryRouter>,
    );
  };

  it('says the reason once: in the statement’s facts, not again in a line of its own', async () => {
    renderHeld([
      makeStatement({
        id: 42,
        kind: 'ad_hold',
        kindTitle: 'Skelbimas sulaikytas',
        postId: 5,
        facts: reason,
        automatic: true,
      }),
    ]);
    const statement = await screen.findByTestId('statement-5');
    expect(within(statement).getByText(reason)).toBeInTheDocument();
    const card = screen.getByTestId('my-post-5');
    expect(within(card).getByText('Skelbimas nerodomas kitiems, kol jį peržiūrės moderatorius.')).toBeInTheDocument();
    expect(within(card).getAllByText(reason)).toHaveLength(1);
  });

  it('a hold without a statement (made before statements were kept) shows the ad’s own reason', async () => {
    renderHeld([]);
    expect(await screen.findByTestId('held-reason')).toHaveTextContent(reason);
    expect(screen.queryByTestId('statement-5')).toBeNull();
  });
});

describe('/skundas (the e-mail’s signed link)', () => {
  const renderAppealPage = (
    path: string,
    answer = () =>
      ok(makeStatement({ kind: 'account_block', kindTitle: 'Paskyra užblokuota', postId: null, postTitle: null })),
  ) => {
    const api = fakeApi({
      '/api/moderation/statement': answer,
      '/api/moderation/appeal': () =>
        json({
          succeeded: true,
          data: { id: 1, state: 'open' },
          messages: ['Skundas išsiųstas. Atsakymą gausite el. paštu.'],
          errors: [],
        }),
    });
    renderWithProviders(
      <MemoryRouter initialEntries={[path]}>
        <AppealPage />
      </MemoryRouter>,
    );
    return api;
  };

  it('shows the decision the token names and sends the appeal with the token, signed out', async () => {
    const api = renderAppealPage('/skundas?token=abc.def');
    expect(await screen.findByText('Paskyra užblokuota')).toBeInTheDocument();
    expect(api.calls('/api/moderation/statement')[0]?.url.searchParams.get('token')).toBe('abc.def');
    await userEvent.click(screen.getByRole('button', { name: 'Apskųsti sprendimą' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sprendimo apskundimas' });
    await userEvent.type(within(dialog).getByRole('textbox'), 'Nieko blogo nedariau, prašau peržiūrėti.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pateikti skundą' }));
    expect(await screen.findByText('Skundas išsiųstas. Atsakymą gausite el. paštu.')).toBeInTheDocument();
    expect(api.calls('/api/moderation/appeal')[0]?.body).toEqual({
      decisionId: 41,
      text: 'Nieko blogo nedariau, prašau peržiūrėti.',
      token: 'abc.def',
    });
  });

  it('a bad or missing link says so in Lithuanian', async () => {
    renderAppealPage('/skundas?token=blogas', () =>
      fail(400, ['Nuoroda netinkama. Atidarykite ją iš laiško dar kartą.']),
    );
    expect(await screen.findByText('Nuoroda netinkama. Atidarykite ją iš laiško dar kartą.')).toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('without a token asks to open the e-mail’s link again', async () => {
    renderAppealPage('/skundas');
    expect(
      await screen.findByText('Nuorodoje trūksta duomenų. Atidarykite nuorodą iš laiško dar kartą.'),
    ).toBeInTheDocument();
  });
});
