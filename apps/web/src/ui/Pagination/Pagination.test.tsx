import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, paginationItems } from './Pagination.tsx';

describe('paginationItems', () => {
  it('picks the pages as MUI does: ends, siblings and ellipses', () => {
    expect(paginationItems(5, 1)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationItems(10, 1)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 10]);
    expect(paginationItems(10, 5)).toEqual([1, 'start-ellipsis', 4, 5, 6, 'end-ellipsis', 10]);
    expect(paginationItems(10, 10)).toEqual([1, 'start-ellipsis', 6, 7, 8, 9, 10]);
    expect(paginationItems(10, 5, 0)).toEqual([1, 'start-ellipsis', 5, 'end-ellipsis', 10]);
    expect(paginationItems(2, 2)).toEqual([1, 2]);
  });
});

function Paged({ onChange }: { onChange: (page: number) => void }) {
  const [page, setPage] = useState(1);
  return (
    <Pagination
      count={4}
      page={page}
      onChange={(next) => {
        setPage(next);
        onChange(next);
      }}
    />
  );
}

describe('Pagination', () => {
  it('is a named navigation whose current page is marked; previous is off on the first page', async () => {
    const onChange = vi.fn();
    render(<Paged onChange={onChange} />);
    const nav = screen.getByRole('navigation', { name: 'Puslapiai' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1 puslapis' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Ankstesnis puslapis' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '3 puslapis' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(screen.getByRole('button', { name: '3 puslapis' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '1 puslapis' })).not.toHaveAttribute('aria-current');
    await userEvent.click(screen.getByRole('button', { name: 'Kitas puslapis' }));
    expect(onChange).toHaveBeenLastCalledWith(4);
    expect(screen.getByRole('button', { name: 'Kitas puslapis' })).toBeDisabled();
  });

  it('draws nothing for a single page', () => {
    const { container } = render(<Pagination count={1} page={1} onChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('gives links with getHref', () => {
    const router = createMemoryRouter(
      [{ path: '*', element: <Pagination count={3} page={2} getHref={(n) => `/sarasas?puslapis=${n}`} /> }],
      { initialEntries: ['/sarasas?puslapis=2'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('link', { name: '3 puslapis' })).toHaveAttribute('href', '/sarasas?puslapis=3');
    expect(screen.getByRole('link', { name: '2 puslapis' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Ankstesnis puslapis' })).toHaveAttribute('href', '/sarasas?puslapis=1');
  });
});
