import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';

describe('the breadcrumb trail', () => {
  it('links each place above the page, names the page itself, and hides the separators from screen readers', () => {
    renderWithProviders(
      <MemoryRouter>
        <Breadcrumbs
          label="Kelias"
          items={[
            { label: 'Visi skelbimai', to: '/visi' },
            { label: 'Transportas', to: '/skelbimai/transportas' },
            { label: 'Dviračiai' },
          ]}
        />
      </MemoryRouter>,
    );
    const trail = screen.getByRole('navigation', { name: 'Kelias' });
    // Separators are aria-hidden: a screen reader hears three places, not five items.
    expect(
      within(trail)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Visi skelbimai', 'Transportas', 'Dviračiai']);
    expect(within(trail).getByRole('link', { name: 'Transportas' })).toHaveAttribute('href', '/skelbimai/transportas');
    expect(within(trail).queryByRole('link', { name: 'Dviračiai' })).not.toBeInTheDocument();
    expect(trail).toHaveTextContent('Visi skelbimai/Transportas/Dviračiai');
  });
});
