import { auditActions, auditTargetTypes } from '@skelbimai/contract';
import { tadm } from '../../../messages/admin.ts';
import { CommitField } from '../list/CommitField.tsx';
import { FilterSelect } from '../list/FilterSelect.tsx';
import type { useListParams } from '../list/useListParams.ts';

const ta = tadm.audit;
const actionChoices = auditActions.map((action) => ({ value: action, label: ta.actions[action] }));
const targetTypeChoices = auditTargetTypes.map((type) => ({ value: type, label: ta.targetTypes[type] }));

/**
 * The filters GET /api/audit/GetAuditLog takes: action, target (type and id) and a person (part of the name or
 * e-mail of who acted or whom it was about). An exact actorId still comes from an actor's link.
 */
export function AuditFilters({ list }: { list: ReturnType<typeof useListParams> }) {
  return (
    <>
      <FilterSelect
        label={ta.action}
        value={list.get('action')}
        choices={actionChoices}
        anyLabel={tadm.list.any}
        onChange={(action) => list.setFilters({ action })}
      />
      <FilterSelect
        label={ta.targetType}
        value={list.get('targetType')}
        choices={targetTypeChoices}
        anyLabel={tadm.list.any}
        onChange={(targetType) => list.setFilters({ targetType })}
      />
      <CommitField
        label={ta.targetFilter}
        value={list.get('targetId')}
        onCommit={(targetId) => list.setFilters({ targetId })}
      />
      <CommitField label={ta.userFilter} value={list.get('user')} onCommit={(user) => list.setFilters({ user })} />
    </>
  );
}
