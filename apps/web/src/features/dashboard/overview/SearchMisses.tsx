import type { SearchMiss } from '@skelbimai/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/dates.ts';
import { paths } from '../../../lib/paths.ts';
import { tadm } from '../../../messages/admin.ts';
import { Alert } from '../../../ui/Alert/Alert.tsx';
import { Button } from '../../../ui/Button/Button.tsx';
import { Spinner } from '../../../ui/Spinner/Spinner.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '../../../ui/Table/Table.tsx';
import { Heading, Text } from '../../../ui/Text/Text.tsx';
import { TextLink } from '../../../ui/TextLink/TextLink.tsx';
import { searchMissesQuery } from '../api.ts';
import { AddSynonymDialog } from './AddSynonymDialog.tsx';
import styles from './SearchMisses.module.css';

const m = tadm.searchMisses;

/** The overview shows the top of the list; the API pages the rest. */
const SHOWN = 10;

/** The overview's 'Paieškos be rezultatų': what people search for and do not find, each a link to try it. */
export function SearchMisses() {
  const misses = useQuery(searchMissesQuery);
  return (
    <section aria-labelledby="search-misses-title" className={styles.section}>
      <Heading level={2} size="h6" id="search-misses-title">
        {m.title}
      </Heading>
      <Text tone="secondary" className={styles.hint}>
        {m.hint}
      </Text>
      {misses.isPending ? (
        <Spinner label={tadm.list.loading} size="small" />
      ) : misses.error ? (
        <Alert
          severity="error"
          action={
            <Button variant="text" size="small" onClick={() => misses.refetch()}>
              {tadm.list.retry}
            </Button>
          }
        >
          {m.failed}
        </Alert>
      ) : misses.data.items.length === 0 ? (
        <Text>{m.empty}</Text>
      ) : (
        <MissesTable rows={misses.data.items.slice(0, SHOWN)} />
      )}
    </section>
  );
}

function MissesTable({ rows }: { rows: SearchMiss[] }) {
  // The miss whose 'Pridėti sinonimą' dialog is open.
  const [adding, setAdding] = useState<string | null>(null);
  return (
    <div className={styles.frame}>
      <Table label={m.title}>
        <TableHead>
          <TableRow>
            <TableHeaderCell>{m.query}</TableHeaderCell>
            <TableHeaderCell numeric>{m.count}</TableHeaderCell>
            <TableHeaderCell>{m.lastSeen}</TableHeaderCell>
            <TableHeaderCell>{m.actions}</TableHeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.query}>
              <TableCell>
                <TextLink to={`${paths.allAds}?${new URLSearchParams({ searchKeyword: row.query }).toString()}`}>
                  {row.query}
                </TextLink>
              </TableCell>
              <TableCell numeric>{row.count}</TableCell>
              <TableCell>{formatDateTime(row.lastSeenAt)}</TableCell>
              <TableCell>
                <Button
                  variant="text"
                  size="small"
                  aria-label={m.addSynonymFor(row.query)}
                  onClick={() => setAdding(row.query)}
                >
                  {m.addSynonym}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {adding !== null && <AddSynonymDialog query={adding} onClose={() => setAdding(null)} />}
    </div>
  );
}
