import type { VocabularyEntry } from '@skelbimai/contract';
import { formatDateTime } from '../../../lib/dates.ts';
import { tadm } from '../../../messages/admin.ts';
import cellStyles from '../list/cell.module.css';
import type { Column } from '../list/DataList.tsx';

const tv = tadm.vocabulary;

/** Term, what it also finds, where it came from (the repository's list or the dashboard) and when. */
export const vocabularyColumns: Column<VocabularyEntry>[] = [
  { key: 'term', label: tv.term, render: (entry) => entry.term },
  { key: 'meaning', label: tv.meaning, render: (entry) => entry.meaning },
  { key: 'origin', label: tv.origin, render: (entry) => tv.origins[entry.origin] ?? entry.origin },
  {
    key: 'date',
    label: tv.date,
    render: (entry) => <span className={cellStyles.nowrap}>{formatDateTime(entry.createdAt)}</span>,
  },
];
