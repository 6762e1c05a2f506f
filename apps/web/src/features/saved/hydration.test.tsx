import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import { fakeAuth, Providers, testQueryClient } from '../../test/render.tsx';
import { guestKeys } from './guestSets.ts';
import { SavedPostsProvider, useHiddenPostIds } from './index.ts';

let renders = 0;
function HiddenCount() {
  renders += 1;
  return <p>{useHiddenPostIds().size}</p>;
}

function page() {
  return (
    <Providers auth={fakeAuth(null)} queryClient={testQueryClient()}>
      <SavedPostsProvider>
        <HiddenCount />
      </SavedPostsProvider>
    </Providers>
  );
}

/** The server's HTML of the page, hydrated in this browser; how many times the lists rendered while hydrating. */
async function hydrateServerPage(): Promise<number> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page());
  document.body.append(container);
  renders = 0;
  await act(async () => {
    hydrateRoot(container, page());
  });
  return renders;
}

afterEach(() => {
  localStorage.clear();
  document.body.replaceChildren();
});

// Every ad card reads these sets: a second render right after hydration is a long task on a phone.
it('hydrates a new guest’s page without rendering it a second time', async () => {
  expect(await hydrateServerPage()).toBe(1);
});

it('shows a returning guest’s hidden ads once hydrated (the server cannot read this browser’s storage)', async () => {
  localStorage.setItem(guestKeys.hidden, JSON.stringify([{ postId: 7, createdAt: '2026-11-01T10:00:00.000Z' }]));
  expect(await hydrateServerPage()).toBe(2);
  expect(document.body.textContent).toBe('1');
});
