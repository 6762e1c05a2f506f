import { Fragment, type ReactNode } from 'react';
import { Card } from '../../../ui/Card/Card.tsx';
import { Facts, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '../../../ui/Table/Table.tsx';
import styles from './DataList.module.css';
import { useNarrowScreen } from './useNarrowScreen.ts';

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

/**
 * One list, two shapes: a table on a laptop, a stack of cards on a phone, from the same column
 * definitions, so both always show the same facts and actions.
 */
export function DataList<T>(props: DataListProps<T>) {
  return useNarrowScreen() ? <CardList {...props} /> : <TableList {...props} />;
}

function TableList<T>({ label, items, itemKey, columns, actions, details, actionsLabel }: DataListProps<T>) {
  const span = columns.length + (actions ? 1 : 0);
  return (
    <Table label={label}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableHeaderCell key={column.key} numeric={column.numeric}>
              {column.label}
            </TableHeaderCell>
          ))}
          {actions && <TableHeaderCell numeric>{actionsLabel}</TableHeaderCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item) => {
          const extra = details?.(item);
          return (
            <Fragment key={itemKey(item)}>
              <TableRow data-testid="data-row" continued={Boolean(extra)}>
                {columns.map((column) => (
                  <TableCell key={column.key} numeric={column.numeric}>
                    {column.render(item)}
                  </TableCell>
                ))}
                {actions && (
                  <TableCell numeric nowrap>
                    {actions(item)}
                  </TableCell>
                )}
              </TableRow>
              {extra && (
                <TableRow>
                  <TableCell colSpan={span} className={styles.details}>
                    {extra}
                  </TableCell>
                </TableRow>
              )}
            </Fragment>
          );
        })}
      </TableBody>
    </Table>
  );
}

function CardList<T>({ label, items, itemKey, columns, actions, details }: DataListProps<T>) {
  const [title, ...rest] = columns;
  return (
    <ul className={styles.cards} aria-label={label}>
      {items.map((item) => (
        <Card as="li" padded={false} key={itemKey(item)} data-testid="data-row">
          <div className={styles.cardContent}>
            {title && <div className={styles.cardTitle}>{title.render(item)}</div>}
            <Facts
              items={rest.map((column) => ({ key: column.key, label: column.label, value: column.render(item) }))}
            />
            {details?.(item)}
          </div>
          {actions && <div className={styles.cardActions}>{actions(item)}</div>}
        </Card>
      ))}
    </ul>
  );
}
