import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures.ts';
import { fakeAuth, renderRoutes } from '../../../test/render.tsx';
import { fakeApi, MODERATOR_ID, ok } from '../testData.ts';
import { MessageReports } from './MessageReports.tsx';

const moderator = makeUser({ id: MODERATOR_ID, authRole: 'Moderator' });
const picture = (id: string) => ({
  id,
  url: `/uploads/message-pictures/${id}-large.webp`,
  thumbnailUrl: `/uploads/message-pictures/${id}-thumb.webp`,
  width: 600,
  height: 900,
});
const person = (id: string, name: string | null) => ({ id, name });
const report = {
  id: 5,
  createdAt: '2026-03-01T10:00:00Z',
  reason: 'Sukčiavimas',
  comment: 'Atsiuntė netinkamas nuotraukas',
  reporter: person('b1', 'Birutė P.'),
  messageId: 22,
  conversation: {
    id: 4,
    adId: 7,
    adTitle: 'Dviratis',
    buyer: person('b1', 'Birutė P.'),
    seller: person('s1', 'Petras P.'),
  },
  thread: [
    { id: 20, text: '', pictures: [], sentAt: '2026-03-01T09:00:00Z', fromBuyer: true },
    { id: 21, text: 'Ar dar aktualu?', pictures: [], sentAt: '2026-03-01T09:01:00Z', fromBuyer: true },
    {
      id: 22,
      text: '',
      pictures: [picture('0b6f0d3e-1f7a-4c5e-9a51-2f3c4d5e6f70'), picture('1c7f0d3e-1f7a-4c5e-9a51-2f3c4d5e6f71')],
      sentAt: '2026-03-01T09:02:00Z',
      fromBuyer: false,
    },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('reported messages on /dashboard/posts', { timeout: 45_000 }, () => {
  it("shows the pictures of a reported message, opens them full screen, and says 'erased' only for an empty line", async () => {
    fakeApi({ '/api/settings/get': () => ok(null), '/api/messages/reports': () => ok([report]) });
    renderRoutes([{ path: '/', element: <MessageReports /> }], '/', { auth: fakeAuth(moderator) });
    const card = await screen.findByTestId('message-report');
    const lines = within(card).getAllByRole('listitem');
    // The buyer's erased line, their question, then the seller's reported message of two pictures.
    expect(lines[0]).toHaveTextContent('Pirkėjas (Birutė P.): Žinutė ištrinta');
    expect(within(card).getAllByText(/Žinutė ištrinta/)).toHaveLength(1);
    const reported = lines.find((line) => line.textContent?.startsWith('Pardavėjas (Petras P.)'));
    if (!reported) throw new Error('the reported line is missing');
    const thumbnails = within(reported).getAllByRole('button', { name: /^Atidaryti nuotrauką/ });
    expect(thumbnails.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Atidaryti nuotrauką 1 iš 2',
      'Atidaryti nuotrauką 2 iš 2',
    ]);
    expect(thumbnails[1]?.querySelector('img')).toHaveAttribute('src', report.thread[2]?.pictures[1]?.thumbnailUrl);
    await userEvent.click(thumbnails[1] as HTMLElement);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});
