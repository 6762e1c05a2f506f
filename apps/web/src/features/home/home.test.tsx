import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelopeOf, mockFetch, startupAnswers } from '../../test/fetchMock.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { makePost } from '../ads/list/testPosts.ts';
import HomePage from './HomePage.tsx';

function renderHome(showcase: ReturnType<typeof makePost>[]) {
  const fetch = mockFetch({
    ...startupAnswers(),
    '/api/posts/list': {
      body: { ...envelopeOf(null).body, posts: [makePost({ id: 5, title: 'Naujausias dviratis', price: 0 })] },
    },
    '/api/posts/showcase': envelopeOf(showcase),
  });
  renderWithProviders(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('home page', () => {
  it('shows the newest ads with a link to all of them, and no showcase while nobody paid for it', async () => {
    const fetch = renderHome([]);
    expect(await screen.findByRole('link', { name: 'Naujausias dviratis' })).toHaveAttribute('href', '/skelbimas/5');
    expect(screen.getByText('Nemokamai')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Visi skelbimai' })).toHaveAttribute('href', '/visi');
    expect(screen.getByRole('heading', { name: 'Transportas' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Išskirtiniai skelbimai' })).not.toBeInTheDocument();
    // The newest ads come from the non-paged list form.
    const listCall = fetch.mock.calls.find(([url]) => String(url).startsWith('/api/posts/list'));
    expect(String(listCall?.[0])).toBe('/api/posts/list');
  });

  it('links each category tile to its list, one tile per main category', async () => {
    renderHome([]);
    const tile = (await screen.findByRole('heading', { name: 'Transportas' })).closest('a') as HTMLElement;
    expect(tile).toHaveAttribute('href', '/skelbimai/transportas');
    const grid = screen.getByRole('list', { name: 'Kategorijos' });
    expect(grid.querySelectorAll('li').length).toBeGreaterThan(1);
  });

  it('shows the showcase section when there are showcase ads', async () => {
    renderHome([makePost({ id: 9, title: 'Išskirtinis butas', price: 85000 })]);
    expect(await screen.findByRole('heading', { name: 'Išskirtiniai skelbimai' })).toBeInTheDocument();
    // Labelled as the paid place it is.
    expect(screen.getByText('Skelbimai su paslauga „Pradžios puslapyje“, rodomi paeiliui.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Išskirtinis butas' })).toHaveAttribute('href', '/skelbimas/9');
  });
});
