import type { AuditEntry } from '@skelbimai/contract';
import { formatDateTime } from '../../../lib/dates.ts';
import { tadm } from '../../../messages/admin.ts';
import { tatAdmin } from '../../../messages/attributes.ts';
import styles from './auditChanges.module.css';

const ta = tadm.audit;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** One recorded value as an administrator reads it: Lithuanian words for roles, states and yes/no, local dates. */
export function formatAuditValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return ta.none;
  if (typeof value === 'boolean') return value ? ta.yes : ta.no;
  if (Array.isArray(value)) return value.length === 0 ? ta.none : value.map(String).join(', ');
  if (typeof value === 'string') {
    if (field === 'authRole') return tadm.roles[value] ?? value;
    if (field === 'status') return tadm.posts.statuses[value] ?? value;
    if (field === 'state') return ta.reportStates[value] ?? value;
    if (field === 'fieldType') return tatAdmin.types[value as keyof typeof tatAdmin.types] ?? value;
    if (ISO_DATE_TIME.test(value)) return formatDateTime(value);
    return value;
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export interface AuditChange {
  field: string;
  label: string;
  before: string | null;
  after: string;
}

/**
 * The fields an entry changed, each as before → after. A field only in `after` (a note, the deleted ads)
 * has no before; one only in `before` became empty. Unchanged fields the server records for context
 * (a report's postId) are left out.
 */
export function auditChanges(entry: Pick<AuditEntry, 'before' | 'after'>): AuditChange[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((field) => field !== 'postId');
  return fields
    .filter((field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null))
    .map((field) => ({
      field,
      label: ta.fields[field] ?? field,
      before: field in before ? formatAuditValue(field, before[field]) : null,
      after: formatAuditValue(field, after[field]),
    }));
}

/** A compact list of the changes, one line per field. */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const changes = auditChanges(entry);
  if (changes.length === 0) return <>{ta.none}</>;
  return (
    <ul className={styles.list}>
      {changes.map((change) => (
        <li key={change.field} className={styles.change}>
          <span className={styles.label}>{change.label}:</span>{' '}
          {change.before === null ? change.after : `${change.before} → ${change.after}`}
        </li>
      ))}
    </ul>
  );
}
