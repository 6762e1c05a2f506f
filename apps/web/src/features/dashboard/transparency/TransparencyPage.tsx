import { useQuery } from '@tanstack/react-query';
import { buildUrl } from '../../../api/index.ts';
import { t } from '../../../messages/lt.ts';
import { tmod } from '../../../messages/moderation.ts';
import { buttonClassName } from '../../../ui/Button/Button.tsx';
import { cx } from '../../../ui/cx.ts';
import { TextField } from '../../../ui/Field/Field.tsx';
import { iconDownload } from '../../../ui/icons/iconDownload.ts';
import { Icon } from '../../../ui/icons.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '../../../ui/Table/Table.tsx';
import { transparencyQuery } from '../api.ts';
import { DashboardNav } from '../DashboardNav.tsx';
import { ListFrame } from '../list/ListFrame.tsx';
import { useListParams } from '../list/useListParams.ts';
import styles from './TransparencyPage.module.css';

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
              label={td.from}
              value={from || data?.from || ''}
              onChange={(event) => list.setFilters({ from: event.target.value })}
            />
            <TextField
              type="date"
              label={td.to}
              value={to || data?.to || ''}
              onChange={(event) => list.setFilters({ to: event.target.value })}
            />
            {/* A link to the file, drawn as the main button: the browser downloads it. */}
            <a
              className={cx(buttonClassName({ variant: 'primary' }), styles.download)}
              href={buildUrl('/api/moderation/transparency.csv', { from: data?.from ?? from, to: data?.to ?? to })}
              download
            >
              <Icon icon={iconDownload} size="small" />
              {td.download}
            </a>
          </>
        }
      >
        {data && (
          <Table label={td.countsCaption(data.from, data.to)}>
            <caption className={styles.caption}>{td.countsCaption(data.from, data.to)}</caption>
            <TableHead>
              <TableRow>
                <TableHeaderCell>{td.metric}</TableHeaderCell>
                <TableHeaderCell numeric>{td.value}</TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.counts.map((count) => (
                <TableRow key={count.id}>
                  <TableHeaderCell scope="row" className={styles.metric}>
                    {count.label}
                  </TableHeaderCell>
                  <TableCell numeric>{count.value === null ? td.none : countFormat.format(count.value)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </ListFrame>
    </>
  );
}
