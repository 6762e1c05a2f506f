import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { t } from '../../../messages/lt.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { makePost } from '../list/testPosts.ts';
import { PostCard } from './PostCard.tsx';

describe('the ad card', () => {
  it('shows the TOP, urgent and reserved labels and the struck-through price', () => {
    renderWithProviders(
      <MemoryRouter>
        <PostCard
          post={makePost({
            id: 7,
            title: 'Dviratis',
            price: 120,
            reserved: true,
            promotion: { top: true, highlighted: true, showcase: false, urgent: true },
          })}
          previousPrice={150}
        />
      </MemoryRouter>,
    );
    const card = screen.getByTestId('post-card-7');
    expect(card).toHaveTextContent(t.ads.top);
    expect(card).toHaveTextContent(t.ads.urgent);
    expect(card).toHaveTextContent(t.ads.reserved);
    expect(screen.getByTestId('previous-price')).toHaveTextContent(/150,00/);
  });

  it('names its link, its labels, its buttons and the price it had', () => {
    renderWithProviders(
      <MemoryRouter>
        <PostCard
          post={makePost({
            id: 8,
            title: 'Spinta',
            price: 40,
            promotion: { top: true, highlighted: false, showcase: false, urgent: false },
          })}
          previousPrice={60}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Spinta' })).toHaveAttribute('href', '/skelbimas/8');
    expect(screen.getByText('TOP')).toBeInTheDocument();
    expect(screen.getByTestId('previous-price')).toHaveTextContent(/^Buvusi kaina: 60,00\s€$/);
    expect(screen.getByRole('img', { name: 'Be nuotraukos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pažymėti' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Slėpti' })).toBeInTheDocument();
  });

  it("says 'Kaina sumažinta' with the price before a drop the API names, and nothing when the price is not lower", () => {
    renderWithProviders(
      <MemoryRouter>
        <PostCard post={makePost({ id: 9, title: 'Stalas', price: 80, previousPrice: 100 })} />
        <PostCard post={makePost({ id: 10, title: 'Kėdė', price: 80, previousPrice: null })} />
      </MemoryRouter>,
    );
    const dropped = screen.getByTestId('post-card-9');
    expect(dropped).toHaveTextContent(t.ads.priceDropped);
    expect(dropped.querySelector('s')).toHaveTextContent(/^Buvusi kaina: 100,00\s€$/);
    const plain = screen.getByTestId('post-card-10');
    expect(plain).not.toHaveTextContent(t.ads.priceDropped);
    expect(plain.querySelector('s')).toBeNull();
  });
});
