import type { ConversationThread } from '@skelbimai/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelopeOf, mockFetch } from '../../test/fetchMock.ts';
import { makeUser } from '../../test/fixtures.ts';
import { fakeAuth, renderRoutes } from '../../test/render.tsx';
import { parseOfferAmount } from './OfferButton.tsx';
import ThreadPage from './ThreadPage.tsx';

// Price offers in a thread (PRODUCT.md §28).

const offerMessage = {
  id: 2,
  text: 'Pasiūlyta kaina: 1\u00a0200\u00a0€',
  sentAt: '2026-11-20T10:00:00Z',
  fromMe: false,
  safetyTip: false,
  erased: false,
  offer: { id: 9, amount: 1200, status: 'open' as const, answeredAt: null },
};

function thread(role: 'buyer' | 'seller', messages = [offerMessage]): ConversationThread {
  return {
    id: 5,
    ad: { id: 7, title: 'Sofa', price: 1500, thumbnailUrl: null, state: 'active' },
    other: { id: 'other', name: 'Jonas J.', pictureUrl: null, deleted: false },
    role,
    lastMessage: null,
    unreadCount: 0,
    startedAt: '2026-11-20T09:00:00Z',
    messages,
    hasOlder: false,
    readByOtherUpTo: 0,
    blockedByMe: false,
    blockedMe: false,
  };
}

function renderThread(answers: Parameters<typeof mockFetch>[0]) {
  const fetch = mockFetch(answers);
  renderRoutes([{ path: '/mano/zinutes/:id', Component: ThreadPage }], '/mano/zinutes/5', {
    auth: fakeAuth(makeUser()),
  });
  return fetch;
}

describe('offers in a thread', () => {
  it('the seller accepts an open offer with one tap and sees Priimta; no offer button for the seller', async () => {
    const fetch = renderThread({
      '/api/messages/conversation/5': envelopeOf(thread('seller')),
      '/api/offers/accept': envelopeOf({
        ...offerMessage.offer,
        status: 'accepted',
        answeredAt: '2026-11-20T10:05:00Z',
      }),
    });
    const offer = await screen.findByTestId('offer');
    expect(offer).toHaveTextContent('Pasiūlyta kaina: 1 200 €');
    expect(within(offer).getByTestId('offer-status')).toHaveTextContent('Laukia atsakymo');
    expect(screen.queryByRole('button', { name: 'Siūlyti kainą' })).not.toBeInTheDocument();
    await userEvent.click(within(offer).getByRole('button', { name: 'Priimti' }));
    expect(await within(offer).findByText('Priimta')).toBeInTheDocument();
    expect(within(offer).queryByRole('button', { name: 'Atmesti' })).not.toBeInTheDocument();
    const accept = fetch.mock.calls.find(([url]) => String(url).endsWith('/api/offers/accept'));
    expect(JSON.parse(String(accept?.[1]?.body))).toEqual({ offerId: 9 });
  });

  it('the buyer offers a price; the API’s refusal shows on the field', async () => {
    renderThread({
      '/api/messages/conversation/5': envelopeOf(thread('buyer', [{ ...offerMessage, fromMe: true }])),
      '/api/offers/create': {
        status: 409,
        body: {
          succeeded: false,
          data: null,
          messages: ['Šiam skelbimui jau turite 3 neatsakytus pasiūlymus. Palaukite pardavėjo atsakymo.'],
          errors: [
            {
              property: 'amount',
              errors: ['Šiam skelbimui jau turite 3 neatsakytus pasiūlymus. Palaukite pardavėjo atsakymo.'],
            },
          ],
        },
      },
    });
    const offer = await screen.findByTestId('offer');
    expect(within(offer).queryByRole('button', { name: 'Priimti' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Siūlyti kainą' }));
    const dialog = await screen.findByRole('dialog', { name: 'Siūlyti kainą' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Siūloma kaina' }), '1000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Siųsti pasiūlymą' }));
    expect(
      await within(dialog).findByText(
        'Šiam skelbimui jau turite 3 neatsakytus pasiūlymus. Palaukite pardavėjo atsakymo.',
      ),
    ).toBeInTheDocument();
  });

  it('reads amounts as a Lithuanian types them', () => {
    expect(parseOfferAmount('1 200')).toBe(1200);
    expect(parseOfferAmount('1200,50')).toBe(1200.5);
    expect(parseOfferAmount('1200.5')).toBe(1200.5);
    expect(parseOfferAmount('dvylika')).toBeNull();
    expect(parseOfferAmount('')).toBeNull();
  });
});
