import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { PostCard } from '../card/PostCard.tsx';
import { makePost } from '../list/testPosts.ts';
import { PostFacts } from './PostFacts.tsx';

const facts = [
  { key: 'make', label: 'Markė', text: 'Volkswagen', onCard: false },
  { key: 'year', label: 'Pagaminimo metai', text: '2015 m.', onCard: true },
  { key: 'mileageKm', label: 'Rida', text: '182 000 km', onCard: true },
  { key: 'fuel', label: 'Kuro tipas', text: 'Dyzelinas', onCard: true },
];

describe("an ad's facts", () => {
  it('the card shows those marked for it in one line', () => {
    renderWithProviders(
      <MemoryRouter>
        <PostCard post={makePost({ id: 5, facts })} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('card-facts')).toHaveTextContent('2015 m. · 182 000 km · Dyzelinas');
  });

  it('a card of an ad without facts has no such line', () => {
    renderWithProviders(
      <MemoryRouter>
        <PostCard post={makePost({ id: 6 })} />
      </MemoryRouter>,
    );
    expect(screen.queryByTestId('card-facts')).toBeNull();
  });

  it('the ad page lists them all under Parametrai, label beside value', () => {
    renderWithProviders(<PostFacts facts={facts} />);
    const section = screen.getByRole('region', { name: 'Parametrai' });
    const terms = within(section)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(section)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(terms).toEqual(['Markė', 'Pagaminimo metai', 'Rida', 'Kuro tipas']);
    expect(values).toEqual(['Volkswagen', '2015 m.', '182 000 km', 'Dyzelinas']);
  });
});
