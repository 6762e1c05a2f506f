import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Facts, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '../Table/Table.tsx';

describe('Table', () => {
  it('is a named table in a named region the keyboard can reach to scroll it', () => {
    render(
      <Table label="Mokėjimai">
        <TableHead>
          <TableRow>
            <TableHeaderCell>Vartotojas</TableHeaderCell>
            <TableHeaderCell numeric>Suma</TableHeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            <TableCell>Jonas</TableCell>
            <TableCell numeric>12,50 €</TableCell>
          </TableRow>
        </TableBody>
      </Table>,
    );
    const region = screen.getByRole('region', { name: 'Mokėjimai' });
    expect(region).toHaveAttribute('tabindex', '0');
    const table = within(region).getByRole('table', { name: 'Mokėjimai' });
    expect(within(table).getByRole('columnheader', { name: 'Suma' })).toHaveAttribute('scope', 'col');
    expect(within(table).getByRole('cell', { name: '12,50 €' })).toBeInTheDocument();
  });

  it('tells a row as label and value pairs', () => {
    render(<Facts items={[{ key: 'amount', label: 'Suma', value: '12,50 €' }]} />);
    expect(screen.getByRole('term')).toHaveTextContent('Suma');
    expect(screen.getByRole('definition')).toHaveTextContent('12,50 €');
  });
});
