import { type AdminNotice, type NoticeAction, noticeMessages, noticeReasonTitles } from '@skelbimai/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../../api/index.ts';
import { fieldError } from '../../../components/fieldError.tsx';
import { useSnackbar } from '../../../components/snackbar/index.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { paths } from '../../../lib/paths.ts';
import { t } from '../../../messages/lt.ts';
import { Button } from '../../../ui/Button/Button.tsx';
import { TextAreaField } from '../../../ui/Field/Field.tsx';
import { TextLink } from '../../../ui/TextLink/TextLink.tsx';
import { DashboardNav } from '../DashboardNav.tsx';
import cellStyles from '../list/cell.module.css';
import type { Column } from '../list/DataList.tsx';
import { DataList } from '../list/DataList.tsx';
import { FilterSelect } from '../list/FilterSelect.tsx';
import { FormDialog } from '../list/FormDialog.tsx';
import { ListFrame } from '../list/ListFrame.tsx';
import { ListPager } from '../list/ListPager.tsx';
import { useListParams } from '../list/useListParams.ts';
import styles from './NoticesPage.module.css';
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
    render: (notice) => <TextLink to={paths.ad(notice.postId)}>{notice.postTitle}</TextLink>,
  },
  { key: 'reason', label: tn.reason, render: (notice) => noticeReasonTitles[notice.reason] },
  {
    key: 'explanation',
    label: tn.explanation,
    render: (notice) => <div className={styles.explanation}>{notice.explanation}</div>,
  },
  { key: 'from', label: tn.from, render: (notice) => notice.email },
  {
    key: 'date',
    label: tn.date,
    render: (notice) => <span className={cellStyles.nowrap}>{formatDateTime(notice.createdAt)}</span>,
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
                <Button variant="text" size="small" onClick={() => setHandling({ notice, action: 'dismiss' })}>
                  {tn.dismiss}
                </Button>
                <Button
                  variant="text"
                  size="small"
                  className={styles.block}
                  onClick={() => setHandling({ notice, action: 'block' })}
                >
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
  const submit = (event: FormEvent) => {
    event.preventDefault();
    handle.mutate();
  };
  return (
    <FormDialog
      title={`${tn.confirm[action]}: „${notice.postTitle}“`}
      size="medium"
      general={errors && textErrors.length === 0 ? errors.messages : []}
      busy={handle.isPending}
      submitLabel={tn.confirm[action]}
      danger={action === 'block'}
      onCancel={onClose}
      onSubmit={submit}
    >
      <TextAreaField
        label={tn.text}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={fieldError(textErrors.join(' '))}
        hint={textErrors.length > 0 ? undefined : tn.textHint}
        required
        rows={3}
      />
    </FormDialog>
  );
}
