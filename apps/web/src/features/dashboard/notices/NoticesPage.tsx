import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { type AdminNotice, type NoticeAction, noticeMessages, noticeReasonTitles } from '@skelbimai/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { isApiError } from '../../../api/index.ts';
import { useSnackbar } from '../../../components/snackbar/index.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { paths } from '../../../lib/paths.ts';
import { t } from '../../../messages/index.ts';
import { DashboardNav } from '../DashboardNav.tsx';
import type { Column } from '../list/DataList.tsx';
import { DataList } from '../list/DataList.tsx';
import { FilterSelect } from '../list/FilterSelect.tsx';
import { ListFrame } from '../list/ListFrame.tsx';
import { ListPager } from '../list/ListPager.tsx';
import { useListParams } from '../list/useListParams.ts';
import { holdCalls, holdKeys, noticesQuery } from './noticesApi.ts';

const tn = {
  hint: 'Pranešimai apie neteisėtą turinį (ir svečių). Atsakymą pranešėjas gauna el. paštu.',
  state: 'Būsena',
  states: [
    { value: 'open', label: 'Neišnagrinėti' },
    { value: 'handled', label: 'Išnagrinėti' },
  ],
  any: 'Neišnagrinėti',
  ad: 'Skelbimas',
  reason: 'Priežastis',
  explanation: 'Paaiškinimas',
  from: 'Pranešėjas',
  date: 'Gautas',
  outcome: 'Sprendimas',
  outcomes: { dismiss: 'Atmesta', block: 'Užblokuota' } as Record<NoticeAction, string>,
  dismiss: 'Atmesti',
  block: 'Blokuoti skelbimą',
  actions: 'Veiksmai',
  text: 'Atsakymas pranešėjui',
  textHint: 'Pranešėjas jį gaus el. paštu; blokuojant – tai ir priežastis, kurią mato skelbimo savininkas.',
  cancel: 'Atšaukti',
  confirm: { dismiss: 'Atmesti pranešimą', block: 'Blokuoti skelbimą' } as Record<NoticeAction, string>,
};

const columns: Column<AdminNotice>[] = [
  {
    key: 'ad',
    label: tn.ad,
    render: (notice) => (
      <Link component={RouterLink} to={paths.ad(notice.postId)}>
        {notice.postTitle}
      </Link>
    ),
  },
  { key: 'reason', label: tn.reason, render: (notice) => noticeReasonTitles[notice.reason] },
  {
    key: 'explanation',
    label: tn.explanation,
    render: (notice) => <Box sx={{ whiteSpace: 'pre-wrap', maxWidth: 360 }}>{notice.explanation}</Box>,
  },
  { key: 'from', label: tn.from, render: (notice) => notice.email },
  {
    key: 'date',
    label: tn.date,
    render: (notice) => (
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(notice.createdAt)}
      </Box>
    ),
  },
  {
    key: 'outcome',
    label: tn.outcome,
    render: (notice) => (notice.outcome ? `${tn.outcomes[notice.outcome]} (${notice.handledByName ?? '—'})` : '—'),
  },
];

/** /dashboard/pranesimai (Moderator or Administrator): notices about illegal content, handled one by one. */
export function NoticesPage() {
  const list = useListParams();
  const state = list.get('state') || 'open';
  const rows = useQuery(noticesQuery({ state, page: list.page }));
  const [handling, setHandling] = useState<{ notice: AdminNotice; action: NoticeAction } | null>(null);
  const items = rows.data?.notices ?? [];
  const title = t.pages.dashboardNotices;
  return (
    <>
      <DashboardNav />
      <ListFrame
        title={title}
        hint={tn.hint}
        isLoading={rows.isPending}
        error={rows.error}
        onRetry={() => rows.refetch()}
        isEmpty={items.length === 0}
        filters={
          <FilterSelect
            label={tn.state}
            value={state === 'open' ? '' : state}
            choices={tn.states.filter((choice) => choice.value !== 'open')}
            anyLabel={tn.any}
            onChange={(value) => list.setFilters({ state: value })}
          />
        }
      >
        <DataList
          label={title}
          items={items}
          itemKey={(notice) => notice.id}
          columns={columns}
          actionsLabel={tn.actions}
          actions={(notice) =>
            notice.state === 'open' ? (
              <>
                <Button size="small" onClick={() => setHandling({ notice, action: 'dismiss' })}>
                  {tn.dismiss}
                </Button>
                <Button size="small" color="error" onClick={() => setHandling({ notice, action: 'block' })}>
                  {tn.block}
                </Button>
              </>
            ) : null
          }
        />
        <ListPager page={list.page} totalPages={rows.data?.totalPageCount ?? 1} onChange={list.setPage} />
      </ListFrame>
      {handling && <HandleDialog {...handling} onClose={() => setHandling(null)} />}
    </>
  );
}

function HandleDialog({ notice, action, onClose }: { notice: AdminNotice; action: NoticeAction; onClose: () => void }) {
  const titleId = useId();
  const client = useQueryClient();
  const snackbar = useSnackbar();
  const [text, setText] = useState('');
  const handle = useMutation({
    mutationFn: () => holdCalls.handleNotice({ noticeId: notice.id, action, text }),
    onSuccess: () => {
      snackbar.show({ text: noticeMessages.handled, color: 'success' });
      onClose();
      return client.invalidateQueries({ queryKey: holdKeys.notices });
    },
  });
  const errors = isApiError(handle.error) ? handle.error : null;
  const textErrors = errors?.fieldErrors.text ?? [];
  return (
    <Dialog open onClose={handle.isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>
        {tn.confirm[action]}: „{notice.postTitle}“
      </DialogTitle>
      <DialogContent>
        {errors && errors.messages.length > 0 && textErrors.length === 0 && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {errors.messages.join(' ')}
          </Alert>
        )}
        <TextField
          label={tn.text}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={textErrors.length > 0}
          helperText={textErrors.length > 0 ? textErrors.join(' ') : tn.textHint}
          required
          multiline
          minRows={3}
          fullWidth
          margin="normal"
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={handle.isPending}>
          {tn.cancel}
        </Button>
        <Button
          variant="contained"
          color={action === 'block' ? 'error' : 'primary'}
          loading={handle.isPending}
          onClick={() => handle.mutate()}
        >
          {tn.confirm[action]}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
