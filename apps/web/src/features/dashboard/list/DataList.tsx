import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Fragment, type ReactNode } from 'react';

export interface Column<T> {
  key: string;
  label: string;
  render: (item: T) => ReactNode;
  /** Right-aligned in the table (money, counts). */
  numeric?: boolean;
}

interface DataListProps<T> {
  /** The table's accessible name. */
  label: string;
  items: readonly T[];
  itemKey: (item: T) => string | number;
  /** The first column is the card's title on a phone. */
  columns: readonly Column<T>[];
  actions?: (item: T) => ReactNode;
  /** Shown under the item across the whole width (an ad's reports). */
  details?: (item: T) => ReactNode;
  actionsLabel?: string;
}

/** Below 'md' (900 px) a table needs sideways scrolling, so phones and small tablets get cards. */
function useCards(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
}

/**
 * One list, two shapes: a table on a laptop, a stack of cards on a phone, from the same column
 * definitions, so both always show the same facts and actions.
 */
export function DataList<T>(props: DataListProps<T>) {
  return useCards() ? <CardList {...props} /> : <TableList {...props} />;
}

function TableList<T>({ label, items, itemKey, columns, actions, details, actionsLabel }: DataListProps<T>) {
  const span = columns.length + (actions ? 1 : 0);
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.key} align={column.numeric ? 'right' : 'left'}>
                {column.label}
              </TableCell>
            ))}
            {actions && <TableCell align="right">{actionsLabel}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => {
            const extra = details?.(item);
            return (
              <Fragment key={itemKey(item)}>
                <TableRow data-testid="data-row" sx={extra ? { '& > td': { borderBottom: 0 } } : undefined}>
                  {columns.map((column) => (
                    <TableCell key={column.key} align={column.numeric ? 'right' : 'left'}>
                      {column.render(item)}
                    </TableCell>
                  ))}
                  {actions && (
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {actions(item)}
                    </TableCell>
                  )}
                </TableRow>
                {extra && (
                  <TableRow>
                    <TableCell colSpan={span} sx={{ pt: 0 }}>
                      {extra}
                    </TableCell>
                  </TableRow>
                )}
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function CardList<T>({ label, items, itemKey, columns, actions, details }: DataListProps<T>) {
  const [title, ...rest] = columns;
  return (
    <Stack spacing={1.5} component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item) => (
        <Card key={itemKey(item)} component="li" variant="outlined" data-testid="data-row">
          <CardContent sx={{ pb: 1 }}>
            {title && <Box sx={{ fontWeight: 500, mb: 1, overflowWrap: 'anywhere' }}>{title.render(item)}</Box>}
            <Box
              component="dl"
              // Fixed shares, not 'auto 1fr': with auto each card sized its labels' column by its own content (a
              // long e-mail narrowed it), so the values of neighbouring cards did not line up.
              sx={{
                display: 'grid',
                gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
                columnGap: 1.5,
                rowGap: 0.5,
                m: 0,
              }}
            >
              {rest.map((column) => (
                <Fragment key={column.key}>
                  <Typography component="dt" variant="body2" color="textSecondary">
                    {column.label}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                    {column.render(item)}
                  </Typography>
                </Fragment>
              ))}
            </Box>
            {details?.(item)}
          </CardContent>
          {actions && <CardActions sx={{ flexWrap: 'wrap', gap: 0.5, pt: 0 }}>{actions(item)}</CardActions>}
        </Card>
      ))}
    </Stack>
  );
}
