import { useQuery } from '@tanstack/react-query';
import { t } from '../../../messages/lt.ts';
import { auditLogQuery } from '../api.ts';
import { DashboardNav } from '../DashboardNav.tsx';
import { DataList } from '../list/DataList.tsx';
import { ListFrame } from '../list/ListFrame.tsx';
import { ListPager } from '../list/ListPager.tsx';
import { useListParams } from '../list/useListParams.ts';
import { AuditFilters } from './AuditFilters.tsx';
import { auditColumns } from './auditColumns.tsx';

/**
 * /dashboard/audit (administrators only): who did what to whom, newest first, through
 * GET /api/audit/GetAuditLog. The filters live in the address, so "everything done to this user" is a link.
 */
export function AuditLogPage() {
  const list = useListParams();
  const query = {
    action: list.get('action'),
    targetType: list.get('targetType'),
    targetId: list.get('targetId'),
    actorId: list.get('actorId'),
    user: list.get('user'),
    page: list.page,
  };
  const rows = useQuery(auditLogQuery(query));
  const items = rows.data?.items ?? [];
  const title = t.pages.dashboardAudit;
  return (
    <>
      <DashboardNav />
      <ListFrame
        title={title}
        isLoading={rows.isPending}
        error={rows.error}
        onRetry={() => rows.refetch()}
        isEmpty={items.length === 0}
        totalCount={rows.data?.totalCount}
        filters={<AuditFilters list={list} />}
      >
        <DataList label={title} items={items} itemKey={(entry) => entry.id} columns={auditColumns} />
        <ListPager page={list.page} totalPages={rows.data?.totalPages ?? 1} onChange={list.setPage} />
      </ListFrame>
    </>
  );
}
