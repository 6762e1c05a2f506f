import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SearchMiss } from '@skelbimai/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../../lib/dates.ts';
import { paths } from '../../../lib/paths.ts';
import { tadm } from '../../../messages/admin.ts';
import { searchMissesQuery } from '../api.ts';
import { AddSynonymDialog } from './AddSynonymDialog.tsx';

const m = tadm.searchMisses;
/** The overview shows the top of the list; the API pages the rest. */
const SHOWN = 10;

/** The overview's 'Paieškos be rezultatų': what people search for and do not find, each a link to try it. */
export function SearchMisses() {
  const misses = useQuery(searchMissesQuery);
  return (
    <Box component="section" aria-labelledby="search-misses-title" sx={{ mt: 4 }}>
      <Typography id="search-misses-title" variant="h6" component="h2">
        {m.title}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 1 }}>
        {m.hint}
      </Typography>
      {misses.isPending ? (
        <CircularProgress aria-label={tadm.list.loading} size={24} />
      ) : misses.error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => misses.refetch()}>
              {tadm.list.retry}
            </Button>
          }
        >
          {m.failed}
        </Alert>
      ) : misses.data.items.length === 0 ? (
        <Typography>{m.empty}</Typography>
      ) : (
        <MissesTable rows={misses.data.items.slice(0, SHOWN)} />
      )}
    </Box>
  );
}

function MissesTable({ rows }: { rows: SearchMiss[] }) {
  // The miss whose 'Pridėti sinonimą' dialog is open.
  const [adding, setAdding] = useState<string | null>(null);
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-labelledby="search-misses-title">
        <TableHead>
          <TableRow>
            <TableCell>{m.query}</TableCell>
            <TableCell align="right">{m.count}</TableCell>
            <TableCell>{m.lastSeen}</TableCell>
            <TableCell>{m.actions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.query}>
              <TableCell>
                <Link
                  component={RouterLink}
                  to={`${paths.allAds}?${new URLSearchParams({ searchKeyword: row.query }).toString()}`}
                >
                  {row.query}
                </Link>
              </TableCell>
              <TableCell align="right">{row.count}</TableCell>
              <TableCell>{formatDateTime(row.lastSeenAt)}</TableCell>
              <TableCell>
                <Button size="small" aria-label={m.addSynonymFor(row.query)} onClick={() => setAdding(row.query)}>
                  {m.addSynonym}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {adding !== null && <AddSynonymDialog query={adding} onClose={() => setAdding(null)} />}
    </Paper>
  );
}
