import type { AuditEntry } from '@skelbimai/contract';
import { formatDateTime } from '../../../lib/dates.ts';
import { paths } from '../../../lib/paths.ts';
import { tadm } from '../../../messages/admin.ts';
import { TextLink } from '../../../ui/TextLink/TextLink.tsx';
import cellStyles from '../list/cell.module.css';
import type { Column } from '../list/DataList.tsx';
import { PersonCell } from '../list/PersonCell.tsx';
import { personName } from '../list/people.ts';
import { AuditChanges } from './auditChanges.tsx';

const ta = tadm.audit;

/** This page filtered by one query parameter set (the others cleared), e.g. everything one actor did. */
const filtered = (params: Record<string, string>) => `${paths.dashboardAudit}?${new URLSearchParams(params)}`;

function ActorCell({ entry }: { entry: AuditEntry }) {
  if (!entry.actor) return <>{ta.deletedActor}</>;
  return (
    <PersonCell
      person={entry.actor}
      to={filtered({ actorId: entry.actor.id })}
      label={ta.actorOnly(personName(entry.actor))}
    />
  );
}

/** A user opens this log filtered to them; an ad opens its page; a report opens its ad's page. */
function TargetCell({ entry }: { entry: AuditEntry }) {
  const type = ta.targetLabel[entry.targetType] ?? entry.targetType;
  const postId = entry.targetType === 'post' ? entry.targetId : entry.after?.postId;
  const history = (
    <TextLink to={filtered({ targetType: entry.targetType, targetId: entry.targetId })} title={ta.targetHistory}>
      {entry.targetType === 'user' ? ta.deletedActor : `#${entry.targetId}`}
    </TextLink>
  );
  if (entry.targetUser) {
    // A user is named, and their name opens everything done to them.
    return (
      <>
        {type}
        <PersonCell
          person={entry.targetUser}
          to={filtered({ targetType: 'user', targetId: entry.targetId })}
          label={ta.targetHistory}
        />
      </>
    );
  }
  return (
    <>
      {type} {history}
      {postId !== undefined && postId !== null && (
        <>
          {' · '}
          <TextLink to={paths.ad(String(postId))}>
            {entry.targetType === 'post' ? ta.openAd : `${tadm.posts.title} #${String(postId)}`}
          </TextLink>
        </>
      )}
    </>
  );
}

export const auditColumns: Column<AuditEntry>[] = [
  { key: 'action', label: ta.action, render: (entry) => ta.actions[entry.action] ?? entry.action },
  {
    key: 'when',
    label: ta.when,
    render: (entry) => <span className={cellStyles.nowrap}>{formatDateTime(entry.createdAt)}</span>,
  },
  { key: 'actor', label: ta.actor, render: (entry) => <ActorCell entry={entry} /> },
  { key: 'target', label: ta.target, render: (entry) => <TargetCell entry={entry} /> },
  { key: 'changes', label: ta.changes, render: (entry) => <AuditChanges entry={entry} /> },
];
