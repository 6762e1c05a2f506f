import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures.ts';
import { fakeAuth, renderRoutes } from '../../../test/render.tsx';
import { fakeApi, MODERATOR_ID, ok } from '../testData.ts';
import { RatingReports } from './RatingReports.tsx';

const moderator = makeUser({ id: MODERATOR_ID, authRole: 'Moderator' });
const report = {
  id: 3,
  createdAt: '2026-03-01T10:00:00Z',
  reason: 'Įžeidžiantis turinys',
  comment: null,
  reporterName: 'Petras Pardavėjas',
  rating: {
    id: 11,
    stars: 1,
    comment: 'Kvailys',
    answer: null,
    raterName: 'Birutė Pirkėja',
    ratedName: 'Petras Pardavėjas',
    ratedId: '0b6f0d3e-1f7a-4c5e-9a51-2f3c4d5e6f70',
    adId: 7,
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('reported ratings on /dashboard/posts', { timeout: 45_000 }, () => {
  it('removes a rating with the rule and the facts of the statement of reasons', async () => {
    let open = [report];
    const api = fakeApi({
      '/api/settings/get': () => ok(null),
      '/api/ratings/reports': () => ok(open),
      '/api/moderation/removeRating': () => {
        open = [];
        return ok({ id: 11 });
      },
    });
    renderRoutes([{ path: '/', element: <RatingReports /> }], '/', { auth: fakeAuth(moderator) });
    const card = await screen.findByTestId('rating-report');
    expect(within(card).getByText('1 iš 5 ★ – Kvailys')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Pašalinti' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pašalinti įvertinimą' });
    await userEvent.selectOptions(within(dialog).getByRole('combobox'), 'offensive');
    await userEvent.type(within(dialog).getByRole('textbox'), 'Komentare įžeidimas.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pašalinti' }));
    expect(await screen.findByText('Neišnagrinėtų pranešimų apie įvertinimus nėra.')).toBeInTheDocument();
    expect(api.calls('/api/moderation/removeRating')[0]?.body).toEqual({
      ratingId: 11,
      ruleId: 'offensive',
      reason: 'Komentare įžeidimas.',
    });
  });
});
