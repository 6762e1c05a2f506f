import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { plainClassNames, unstyledClassNames } from '../../../test/plainClasses.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { makePost } from '../list/testPosts.ts';
import { PostCard } from './PostCard.tsx';

describe('the ad card', () => {
  it('has a rule in the page’s style sheet for every class its plain elements carry', () => {
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
    // The card with all its parts: labels, the struck-through price, the picture's placeholder, the buttons.
    expect(plainClassNames(card)).toEqual(
      expect.arrayContaining(['ad-card', 'ad-card--highlighted', 'badge--info', 'icon-button', 'visually-hidden']),
    );
    expect(unstyledClassNames(card)).toEqual([]);
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
});
