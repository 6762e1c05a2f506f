import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SellerRating } from './SellerRating.tsx';

describe('SellerRating', () => {
  it('writes the average with a decimal comma and the count with its Lithuanian form', () => {
    const cases = [
      [{ average: 4.8, count: 23 }, '4,8 ★ (23 įvertinimai)'],
      [{ average: 5, count: 1 }, '5,0 ★ (1 įvertinimas)'],
      [{ average: 3.5, count: 10 }, '3,5 ★ (10 įvertinimų)'],
      [{ average: 4, count: 21 }, '4,0 ★ (21 įvertinimas)'],
    ] as const;
    for (const [rating, text] of cases) {
      const { unmount } = render(<SellerRating rating={rating} />);
      expect(screen.getByTestId('seller-rating')).toHaveTextContent(text);
      unmount();
    }
  });

  it('shows nothing without ratings, or says so where asked', () => {
    const { container, unmount } = render(<SellerRating rating={{ average: null, count: 0 }} />);
    expect(container).toBeEmptyDOMElement();
    unmount();
    render(<SellerRating rating={{ average: null, count: 0 }} showNone />);
    expect(screen.getByTestId('seller-rating')).toHaveTextContent('Įvertinimų dar nėra.');
  });
});
