import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { buildUrl } from '../../../api/index.ts';
import { t, tmod } from '../../../messages/index.ts';
import { transparencyQuery } from '../api.ts';
import { DashboardNav } from '../DashboardNav.tsx';
import { ListFrame } from '../list/ListFrame.tsx';
import { useListParams } from '../list/useListParams.ts';

const td = tmod.dashboard;
const countFormat = new Intl.NumberFormat('lt-LT', { maximumFractionDigits: 1 });
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * /dashboard/skaidrumas (Moderator or Administrator): the transparency report's counts for a period (PRODUCT.md §19,
 * DSA Art. 15/24) and the same as CSV. The period lives in the address; without it the server counts this year.
 */
export function TransparencyPage() {
  const list = useListParams();
  const from = ISO_DATE.test(list.get('from')) ? list.get('from') : '';
  const to = ISO_DATE.test(list.get('to')) ? list.get('to') : '';
  const query = { from, to };
  const report = useQuery(transparencyQuery(query));
  const data = report.data;
  const title = t.pages.dashboardTransparency;

  return (
    <>
      <DashboardNav />
      <ListFrame
        title={title}
        hint={td.transparencyLead}
        isLoading={report.isPending}
        error={report.error}
        onRetry={() => report.refetch()}
        isEmpty={!data}
        filters={
          <>
            <TextField
              type="date"
              size="small"
              label={td.from}
              value={from || data?.from || ''}
              onChange={(event) => list.setFilters({ from: event.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              type="date"
              size="small"
              label={td.to}
              value={to || data?.to || ''}
              onChange={(event) => list.setFilters({ to: event.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <Button
              variant="contained"
              startIcon={<DownloadIcon />}
              href={buildUrl('/api/moderation/transparency.csv', { from: data?.from ?? from, to: data?.to ?? to })}
              download
              sx={{ ml: { sm: 'auto' } }}
            >
              {td.download}
            </Button>
          </>
        }
      >
        {data && (
          <TableContainer>
            <Table size="small">
              <caption>{td.countsCaption(data.from, data.to)}</caption>
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    {td.metric}
                  </TableCell>
                  <TableCell component="th" scope="col" align="right">
                    {td.value}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.counts.map((count) => (
                  <TableRow key={count.id}>
                    <TableCell component="th" scope="row">
                      {count.label}
                    </TableCell>
                    <TableCell align="right">
                      {count.value === null ? td.none : countFormat.format(count.value)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </ListFrame>
    </>
  );
}
