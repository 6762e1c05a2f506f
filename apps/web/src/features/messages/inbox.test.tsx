import type { ConversationSummary } from '@skelbimai/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetchMock.ts';
import { makeUser } from '../../test/fixtures.ts';
import { fakeAuth, renderRoutes } from '../../test/render.tsx';
import InboxPage from './InboxPage.tsx';

// The inbox's rows say who wrote: 'Vardas P.' and the picture or initials (PRODUCT.md §26).

const conversation = (id: number, name: string, pictureUrl: string | null): ConversationSummary => ({
  id,
  ad: { id: 7, title: 'Sofa', price: 150, thumbnailUrl: null, state: 'active' },
  other: { id: `other-${id}`, name, pictureUrl, deleted: false },
  role: 'seller',
  lastMessage: { text: 'Ar dar parduodate?', sentAt: '2026-11-20T10:00:00Z', fromMe: false, erased: false },
  unreadCount: 0,
  startedAt: '2026-11-20T09:00:00Z',
});

describe('the inbox', () => {
  it("shows each person's initials or picture on the ad's picture, without reading the name twice", async () => {
    mockFetch({
      '/api/messages/conversations': {
        body: {
          succeeded: true,
          messages: [],
          errors: [],
          data: [conversation(1, 'Jonas J.', null), conversation(2, 'Aistė K.', '/nuotraukos/aiste.webp')],
          pagination: { currentPage: 1, totalPageCount: 1, totalCount: 2 },
        },
      },
    });
    renderRoutes([{ path: '/mano/zinutes', Component: InboxPage }], '/mano/zinutes', { auth: fakeAuth(makeUser()) });
    const first = await screen.findByTestId('conversation-1');
    expect(first).toHaveTextContent('JJ');
    expect(first).toHaveAccessibleName(/^Jonas J\. · Sofa/);
    const second = screen.getByTestId('conversation-2');
    expect(second.querySelector('img[src="/nuotraukos/aiste.webp"]')).not.toBeNull();
  });
});
