import type { AppealOutcome } from '@skelbimai/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSnackbar } from '../../../components/snackbar/index.ts';
import { t } from '../../../messages/lt.ts';
import { tmod } from '../../../messages/moderation.ts';
import { Button } from '../../../ui/Button/Button.tsx';
import { Stack } from '../../../ui/Layout/Layout.tsx';
import { adminCalls, appealsQuery, dashboardKeys } from '../api.ts';
import { DashboardNav } from '../DashboardNav.tsx';
import { ListFrame } from '../list/ListFrame.tsx';
import { ListPager } from '../list/ListPager.tsx';
import { useListParams } from '../list/useListParams.ts';
import { AppealCard } from './AppealCard.tsx';
import { DecideAppealDialog } from './DecideAppealDialog.tsx';

const td = tmod.dashboard;

/**
 * /dashboard/skundai (Moderator or Administrator): appeals of moderation decisions (DSA Art. 20).
 * Waiting ones oldest first, each beside its decision's statement, with 'Palikti sprendimą' and 'Atšaukti
 * sprendimą'; the server refuses the decision's own maker while another staff member exists.
 */
export function AppealsPage() {
  const list = useListParams();
  const state = list.get('state') === 'decided' ? 'decided' : 'open';
  const rows = useQuery(appealsQuery({ state, page: list.page }));
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const [deciding, setDeciding] = useState<{ appealId: number; outcome: AppealOutcome } | null>(null);
  const decide = useMutation({
    mutationFn: (text: string) =>
      adminCalls.decideAppeal({ appealId: deciding?.appealId ?? 0, outcome: deciding?.outcome ?? 'upheld', text }),
    onSuccess: (appeal) => {
      setDeciding(null);
      snackbar.show({ text: appeal.state === 'reversed' ? td.doneReversed : td.doneUpheld, color: 'success' });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.appealsAll });
    },
  });
  const items = rows.data?.items ?? [];
  const title = t.pages.dashboardAppeals;

  return (
    <>
      <DashboardNav />
      <ListFrame
        title={title}
        hint={td.appealsLead}
        isLoading={rows.isPending}
        error={rows.error}
        onRetry={() => rows.refetch()}
        isEmpty={items.length === 0}
        totalCount={rows.data?.totalCount}
        filters={
          <Stack direction="row" gap={1} wrap role="group" aria-label={td.states}>
            {(['open', 'decided'] as const).map((value) => (
              <Button
                key={value}
                size="small"
                variant={state === value ? 'primary' : 'secondary'}
                aria-pressed={state === value}
                onClick={() => list.setFilters({ state: value === 'open' ? '' : value })}
              >
                {td[value]}
              </Button>
            ))}
          </Stack>
        }
      >
        <Stack gap={2}>
          {items.map((appeal) => (
            <AppealCard
              key={appeal.id}
              appeal={appeal}
              onDecide={(outcome) => {
                decide.reset();
                setDeciding({ appealId: appeal.id, outcome });
              }}
            />
          ))}
        </Stack>
        <ListPager page={list.page} totalPages={rows.data?.totalPages ?? 1} onChange={list.setPage} />
      </ListFrame>
      {deciding && (
        <DecideAppealDialog
          appealId={deciding.appealId}
          outcome={deciding.outcome}
          busy={decide.isPending}
          onCancel={() => setDeciding(null)}
          onDecide={(text) => decide.mutateAsync(text)}
        />
      )}
    </>
  );
}
