import type { VocabularyEntry } from '@skelbimai/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../api/index.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { tadm } from '../../../messages/admin.ts';
import { t } from '../../../messages/lt.ts';
import { Button } from '../../../ui/Button/Button.tsx';
import { vocabularyQuery } from '../api.ts';
import { DashboardNav } from '../DashboardNav.tsx';
import { CommitField } from '../list/CommitField.tsx';
import { DataList } from '../list/DataList.tsx';
import { ListFrame } from '../list/ListFrame.tsx';
import { ListPager } from '../list/ListPager.tsx';
import { useListParams } from '../list/useListParams.ts';
import { AddSynonymDialog } from '../overview/AddSynonymDialog.tsx';
import { useDeleteVocabulary } from './useDeleteVocabulary.ts';
import pageStyles from './VocabularyPage.module.css';
import { vocabularyColumns } from './vocabularyColumns.tsx';

const tv = tadm.vocabulary;

/**
 * /dashboard/zodynas (Moderator or Administrator): the search vocabulary through GET /api/search/vocabulary,
 * newest first, searched by the word people type (`term` in the address), with adding (the overview's
 * 'Naujas sinonimas' dialog) and deleting after a confirmation. A deleted seeded entry stays deleted (DECISIONS #86).
 */
export function VocabularyPage() {
  const list = useListParams();
  const term = list.get('term').trim();
  const rows = useQuery(vocabularyQuery({ term, page: list.page }));
  const remove = useDeleteVocabulary();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<VocabularyEntry | null>(null);
  const close = () => setRemoving(null);
  const items = rows.data?.items ?? [];
  const title = t.pages.dashboardVocabulary;

  return (
    <>
      <DashboardNav />
      <ListFrame
        title={title}
        hint={tv.hint}
        isLoading={rows.isPending}
        error={rows.error}
        onRetry={() => rows.refetch()}
        isEmpty={items.length === 0}
        totalCount={rows.data?.totalCount}
        filters={
          <>
            <CommitField label={tv.search} value={term} onCommit={(value) => list.setFilters({ term: value })} />
            <Button variant="primary" onClick={() => setAdding(true)} className={pageStyles.add}>
              {tv.add}
            </Button>
          </>
        }
      >
        <DataList
          label={title}
          items={items}
          itemKey={(entry) => entry.id}
          columns={vocabularyColumns}
          actionsLabel={tadm.list.actions}
          actions={(entry) => (
            <Button
              variant="text"
              size="small"
              className={pageStyles.delete}
              aria-label={tv.deleteOf(entry.term, entry.meaning)}
              onClick={() => {
                remove.reset();
                setRemoving(entry);
              }}
            >
              {tv.delete}
            </Button>
          )}
        />
        <ListPager page={list.page} totalPages={rows.data?.totalPages ?? 1} onChange={list.setPage} />
      </ListFrame>

      {adding && <AddSynonymDialog query={term} onClose={() => setAdding(false)} />}
      <ConfirmDialog
        cancelLabel={tadm.list.cancel}
        open={removing !== null}
        title={tv.deleteTitle}
        text={
          removing
            ? (removing.origin === 'seed' ? tv.deleteSeedText : tv.deleteText)(removing.term, removing.meaning)
            : ''
        }
        confirmLabel={tv.delete}
        danger
        busy={remove.isPending}
        errors={isApiError(remove.error) ? remove.error.messages : []}
        onCancel={close}
        onConfirm={() => removing && remove.mutate(removing, { onSuccess: close })}
      />
    </>
  );
}
