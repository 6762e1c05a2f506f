import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { List, ListButtonItem, ListItem, ListLinkItem } from './List.tsx';

describe('List', () => {
  it('holds only list items: a link row, a button row and a plain row, each with its texts', async () => {
    const onClick = vi.fn();
    render(
      <MemoryRouter>
        <List aria-label="Meniu">
          <ListLinkItem to="/visi" end={12} action={<button type="button">Išskleisti</button>}>
            Visi skelbimai
          </ListLinkItem>
          <ListButtonItem onClick={onClick}>Atsijungti</ListButtonItem>
          <ListItem secondary="Galioja iki 2026-12-03">TOP skelbimas</ListItem>
        </List>
      </MemoryRouter>,
    );
    const list = screen.getByRole('list', { name: 'Meniu' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const link = within(list).getByRole('link', { name: /^Visi skelbimai/ });
    expect(link).toHaveAttribute('href', '/visi');
    expect(link).toHaveTextContent('Visi skelbimai12');
    // The action sits beside the link, not inside it.
    expect(within(link).queryByRole('button')).not.toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: 'Atsijungti' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(within(list).getByText('Galioja iki 2026-12-03')).toBeInTheDocument();
  });
});
