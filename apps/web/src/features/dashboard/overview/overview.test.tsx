import type { DashboardOverview, SearchMiss } from '@skelbimai/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures.ts';
import { fakeAuth, renderRoutes } from '../../../test/render.tsx';
import { fail, fakeApi, ok, paged } from '../testData.ts';
import { OverviewPage } from './OverviewPage.tsx';

const days = Array.from({ length: 30 }, (_, i) => ({
  date: `2026-03-${String(i + 1).padStart(2, '0')}`,
  count: i % 3 === 0 ? 1 : 0,
  revenue: i % 3 === 0 ? 10 : 0,
}));

const overview: DashboardOverview = {
  openReports: 4,
  reportedPosts: 3,
  postsPosted: { last7Days: 12, last30Days: 40 },
  usersRegistered: { last7Days: 5, last30Days: 21 },
  blockedUsers: 2,
  topUps: days,
  tasksWaiting: 1,
};

const misses: SearchMiss[] = [
  { query: 'kosminis laivas', count: 7, lastSeenAt: '2026-03-05T10:00:00Z' },
  { query: 'dvirtis', count: 2, lastSeenAt: '2026-03-06T08:30:00Z' },
];

function renderOverview(
  role: string,
  data: DashboardOverview | null = overview,
  missRows: SearchMiss[] | null = misses,
) {
  const api = fakeApi({
    // The server refuses a pair it already has, on the meaning field; anything else is added.
    '/api/search/vocabulary': (_url, body) => {
      const { term, meaning } = body as { term: string; meaning: string };
      if (meaning === 'automobilis') {
        return fail(409, ['Toks sinonimas jau yra.'], [{ property: 'meaning', errors: ['Toks sinonimas jau yra.'] }]);
      }
      return ok({ id: 1, term, meaning, origin: 'staff', createdAt: '2026-03-07T10:00:00Z' });
    },
    '/api/settings/get': () => ok(null),
    '/api/dashboard/overview': () => (data ? ok(data) : fail(500, ['Įvyko serverio klaida.'])),
    '/api/search/misses': () => (missRows ? paged(missRows) : fail(500, ['Įvyko serverio klaida.'])),
  });
  renderRoutes([{ path: '/dashboard', element: <OverviewPage /> }], '/dashboard', {
    auth: fakeAuth(makeUser({ authRole: role })),
  });
  return api;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/dashboard', { timeout: 30_000 }, () => {
  it('gives an administrator every figure, each linking to its list, and the 30-day revenue chart', async () => {
    renderOverview('Administrator');
    const reports = await screen.findByRole('link', { name: 'Neišspręsti pranešimai: Peržiūrėti pranešimus' });
    expect(reports).toHaveAttribute('href', '/dashboard/posts?onlyReported=true');
    expect(within(reports).getByText('4')).toBeInTheDocument();
    expect(within(reports).getByText('Skelbimų su pranešimais: 3')).toBeInTheDocument();
    const posts = screen.getByRole('link', { name: 'Nauji skelbimai: Visi skelbimai' });
    expect(within(posts).getByText('12 per 7 d. · 40 per 30 d.')).toBeInTheDocument();
    const users = screen.getByRole('link', { name: 'Nauji vartotojai: Vartotojai' });
    expect(users).toHaveAttribute('href', '/dashboard/users');
    expect(within(users).getByText(/Užblokuota dabar: 2/)).toBeInTheDocument();
    const tasks = screen.getByRole('link', { name: 'Laukiančios užduotys: Užsakymai' });
    expect(tasks).toHaveAttribute('href', '/dashboard/orders');
    const money = screen.getByRole('link', { name: 'Pajamos per 30 d.: Mokėjimai' });
    expect(within(money).getByText('100,00 €')).toBeInTheDocument();
    expect(within(money).getByText('Papildymai: 2 per 7 d. · 10 per 30 d.')).toBeInTheDocument();
    // The chart: one bar per day, and the same numbers in a table for screen readers.
    expect(within(money).getByTestId('bar-chart').querySelectorAll('rect')).toHaveLength(30);
    // Its axes: round sums up to the largest day (10,00 €) and a date each week ending today (03-30).
    expect(within(money).getByTestId('chart-values')).toHaveTextContent('0,00 €5,00 €10,00 €');
    expect(within(money).getByTestId('chart-dates')).toHaveTextContent('03-0203-0903-1603-2303-30');
    const table = within(money).getByRole('table', { name: 'Pajamos per paskutines 30 dienų' });
    expect(within(table).getAllByRole('row')).toHaveLength(30);
    expect(within(table).getByRole('rowheader', { name: '2026-03-01' }).nextSibling).toHaveTextContent('10,00 €');
    // The dashboard's own tabs include the money lists for an administrator.
    expect(
      within(screen.getByRole('navigation', { name: 'Valdymo skydas' })).getByRole('link', { name: 'Mokėjimai' }),
    ).toHaveAttribute('href', '/dashboard/payments');
  });

  it('shows a moderator the moderation figures only, whatever the answer holds', async () => {
    renderOverview('Moderator', { ...overview, topUps: null, tasksWaiting: null });
    expect(await screen.findByRole('link', { name: /^Neišspręsti pranešimai/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Pajamos/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Laukiančios užduotys/ })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Valdymo skydas' })).queryByRole('link', { name: 'Mokėjimai' }),
    ).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Valdymo skydas' })).getByRole('link', { name: 'Vartotojai' }),
    ).toBeInTheDocument();
  });

  it('says when the overview cannot be loaded', async () => {
    renderOverview('Administrator', null);
    expect(await screen.findByText('Įvyko serverio klaida.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bandyti dar kartą' })).toBeInTheDocument();
  });

  it('lists the searches that found nothing, the most frequent first, each a link that tries it', async () => {
    const api = renderOverview('Moderator', { ...overview, topUps: null, tasksWaiting: null });
    const table = await screen.findByRole('table', { name: 'Paieškos be rezultatų' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('kosminis laivas');
    expect(rows[1]).toHaveTextContent('7');
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'kosminis laivas' })).toHaveAttribute(
      'href',
      '/visi?searchKeyword=kosminis+laivas',
    );
    expect(rows[2]).toHaveTextContent('dvirtis');
    expect(api.calls('/api/search/misses')[0]?.url.searchParams.get('page')).toBe('1');
  });

  it('says when no search has come up empty', async () => {
    renderOverview('Administrator', overview, []);
    expect(await screen.findByText('Kol kas visos paieškos ką nors rado.')).toBeInTheDocument();
  });

  it('says when the misses cannot be loaded, without hiding the figures', async () => {
    renderOverview('Administrator', overview, null);
    expect(await screen.findByText('Nepavyko įkelti paieškų be rezultatų.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /^Neišspręsti pranešimai/ })).toBeInTheDocument();
  });

  it("adds a synonym for a missed search from its row, with the server's refusal on the field", async () => {
    const api = renderOverview('Moderator', { ...overview, topUps: null, tasksWaiting: null });
    await userEvent.click(await screen.findByRole('button', { name: 'Pridėti sinonimą paieškai „kosminis laivas“' }));
    const dialog = await screen.findByRole('dialog', { name: 'Naujas sinonimas' });
    expect(within(dialog).getByRole('textbox', { name: 'Ieškomas žodis' })).toHaveValue('kosminis laivas');
    const meaning = within(dialog).getByRole('textbox', { name: 'Turėtų rasti žodį' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pridėti' }));
    expect(await within(dialog).findByText('Laukelis yra privalomas.')).toBeInTheDocument();
    expect(api.calls('/api/search/vocabulary')).toHaveLength(0);

    await userEvent.type(meaning, 'automobilis');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pridėti' }));
    expect(await within(dialog).findByText('Toks sinonimas jau yra.')).toBeInTheDocument();

    await userEvent.clear(meaning);
    await userEvent.type(meaning, 'raketa');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pridėti' }));
    expect(await screen.findByText('Sinonimas pridėtas: „kosminis laivas“ dabar ras ir „raketa“.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Naujas sinonimas' })).not.toBeInTheDocument();
    expect(api.calls('/api/search/vocabulary').at(-1)?.body).toEqual({ term: 'kosminis laivas', meaning: 'raketa' });
  });
});
