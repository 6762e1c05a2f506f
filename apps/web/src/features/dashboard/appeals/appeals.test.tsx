import type { AdminAppeal, TransparencyReport } from '@skelbimai/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures.ts';
import { fakeAuth, renderRoutes } from '../../../test/render.tsx';
import { makeStatement } from '../../moderation/testStatements.ts';
import { fail, fakeApi, MODERATOR_ID, ok, paged } from '../testData.ts';
import { TransparencyPage } from '../transparency/TransparencyPage.tsx';
import { AppealsPage } from './AppealsPage.tsx';

const person = (id: string, fullName: string) => ({ id, fullName, email: `${fullName.toLowerCase()}@pastas.lt` });
const waiting: AdminAppeal = {
  id: 9,
  state: 'open',
  text: 'Avanso neprašiau, prekę galima apžiūrėti.',
  createdAt: '2026-03-06T10:00:00Z',
  decidedAt: null,
  outcomeText: null,
  user: person('00000000-0000-4000-8000-000000000009', 'Petras'),
  decision: makeStatement({ canAppeal: false }),
  decisionBy: person(MODERATOR_ID, 'Mona'),
  decidedBy: null,
  selfReviewed: false,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

const moderator = () => ({ auth: fakeAuth(makeUser({ id: MODERATOR_ID, authRole: 'Moderator' })) });

function renderAppeals() {
  let appeals = [waiting];
  const api = fakeApi({
    '/api/settings/get': () => ok(null),
    '/api/moderation/appeals': (url) =>
      paged(appeals.filter((item) => (url.searchParams.get('state') === 'decided') === (item.state !== 'open'))),
    '/api/moderation/decideAppeal': (_url, body) => {
      const { outcome, text } = body as { outcome: 'upheld' | 'reversed'; text: string };
      if (text.includes('savo'))
        return fail(403, ['Skundą turi nagrinėti kitas moderatorius, ne tas, kuris priėmė sprendimą.']);
      const decidedBy = person('00000000-0000-4000-8000-000000000001', 'Adomas');
      const decided = { ...waiting, state: outcome, outcomeText: text, decidedAt: '2026-03-07T10:00:00Z', decidedBy };
      appeals = [decided];
      return ok(decided);
    },
  });
  renderRoutes([{ path: '/dashboard/skundai', element: <AppealsPage /> }], '/dashboard/skundai', moderator());
  return api;
}

describe('/dashboard/skundai', { timeout: 45_000 }, () => {
  it('shows the appeal beside its decision’s statement and who made it', async () => {
    renderAppeals();
    const card = await screen.findByRole('article', { name: /Skelbimas užblokuotas/ });
    expect(within(card).getByText('Avanso neprašiau, prekę galima apžiūrėti.')).toBeInTheDocument();
    expect(within(card).getByText('Sukčiavimas ar apgaulė')).toBeInTheDocument();
    expect(within(card).getByText('Prašoma pervesti avansą')).toBeInTheDocument();
    expect(within(card).getByText(/Sprendimą priėmė: Mona/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Skelbimas #3' })).toHaveAttribute('href', '/skelbimas/3');
  });

  it('reverses with a text, showing the server’s refusal first; the decided list then has it', async () => {
    const api = renderAppeals();
    const card = await screen.findByRole('article', { name: /Skelbimas užblokuotas/ });
    await userEvent.click(within(card).getByRole('button', { name: 'Atšaukti sprendimą' }));
    const dialog = await screen.findByRole('dialog', { name: 'Atšaukti sprendimą ir panaikinti apribojimą' });
    const field = within(dialog).getByRole('textbox', { name: 'Paaiškinimas vartotojui' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Atšaukti sprendimą' }));
    expect(await within(dialog).findByText('Turi būti sudarytas bent iš 10 simbolių.')).toBeInTheDocument();
    await userEvent.type(field, 'Tai mano savo sprendimas');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Atšaukti sprendimą' }));
    expect(
      await within(dialog).findByText('Skundą turi nagrinėti kitas moderatorius, ne tas, kuris priėmė sprendimą.'),
    ).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, 'Skelbimas atitinka taisykles.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Atšaukti sprendimą' }));
    expect(
      await screen.findByText('Sprendimas atšauktas, apribojimas panaikintas. Vartotojui išsiųstas laiškas.'),
    ).toBeInTheDocument();
    expect(api.calls('/api/moderation/decideAppeal').at(-1)?.body).toEqual({
      appealId: 9,
      outcome: 'reversed',
      text: 'Skelbimas atitinka taisykles.',
    });
    expect(await screen.findByText('Nieko nerasta.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Išnagrinėti' }));
    expect(await screen.findByText(/^Išnagrinėjo Adomas, 2026-03-07/)).toBeInTheDocument();
  });
});

const report: TransparencyReport = {
  from: '2026-01-01',
  to: '2026-03-07',
  counts: [
    { id: 'reports.received', label: 'Gauti pranešimai apie skelbimus', value: 1234 },
    { id: 'reports.medianHours', label: 'Pranešimų nagrinėjimo trukmės mediana, val.', value: 3.5 },
    { id: 'appeals.medianHours', label: 'Skundų nagrinėjimo trukmės mediana, val.', value: null },
  ],
};

describe('/dashboard/skaidrumas', { timeout: 45_000 }, () => {
  it('shows the period’s counts, changes the period in the address, and links the CSV of the same period', async () => {
    const api = fakeApi({
      '/api/settings/get': () => ok(null),
      '/api/moderation/transparency': (url) =>
        ok({
          ...report,
          from: url.searchParams.get('from') || report.from,
          to: url.searchParams.get('to') || report.to,
        }),
    });
    renderRoutes(
      [{ path: '/dashboard/skaidrumas', element: <TransparencyPage /> }],
      '/dashboard/skaidrumas',
      moderator(),
    );
    const received = await screen.findByRole('rowheader', { name: 'Gauti pranešimai apie skelbimus' });
    const cells = within(received.closest('tr') as HTMLElement).getAllByRole('cell');
    expect(cells.at(-1)?.textContent?.replace(/\s/g, '')).toBe('1234');
    expect(screen.getByText('3,5')).toBeInTheDocument();
    expect(screen.getByText('–')).toBeInTheDocument();
    expect(screen.getByLabelText('Nuo')).toHaveValue('2026-01-01');
    expect(screen.getByRole('link', { name: 'Atsisiųsti CSV' })).toHaveAttribute(
      'href',
      '/api/moderation/transparency.csv?from=2026-01-01&to=2026-03-07',
    );

    // A date field changes at once to a whole date (as a browser's date picker does).
    fireEvent.input(screen.getByLabelText('Nuo'), { target: { value: '2025-01-01' } });
    expect(await screen.findByText('Skaičiai už 2025-01-01–2026-03-07')).toBeInTheDocument();
    expect(api.calls('/api/moderation/transparency').at(-1)?.url.searchParams.get('from')).toBe('2025-01-01');
    expect(screen.getByRole('link', { name: 'Atsisiųsti CSV' })).toHaveAttribute(
      'href',
      '/api/moderation/transparency.csv?from=2025-01-01&to=2026-03-07',
    );
  });
});
