import { type BannedWord, holdMessages } from '@skelbimai/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../../api/index.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { fieldError } from '../../../components/fieldError.tsx';
import { useSnackbar } from '../../../components/snackbar/index.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { tadm } from '../../../messages/admin.ts';
import { t } from '../../../messages/lt.ts';
import { Button } from '../../../ui/Button/Button.tsx';
import { TextField } from '../../../ui/Field/Field.tsx';
import { DashboardNav } from '../DashboardNav.tsx';
import cellStyles from '../list/cell.module.css';
import { type Column, DataList } from '../list/DataList.tsx';
import { ListFrame } from '../list/ListFrame.tsx';
import { holdCalls, holdKeys, wordsQuery } from '../notices/noticesApi.ts';
import styles from './WordsPage.module.css';

const tw = {
  hint:
    'Naujas ar pakeistas skelbimas su šiuo žodžiu ar fraze laukia patikrinimo. Didžiosios raidės ir lietuviškos ' +
    'raidės nesvarbu; žodis atitinka ir savo formas (iki 4 raidžių ilgesnę galūnę), todėl galima rašyti šaknį, pvz. „ginkl“.',
  word: 'Žodis ar frazė',
  add: 'Pridėti',
  by: 'Pridėjo',
  date: 'Pridėta',
  remove: 'Pašalinti',
  removeTitle: 'Pašalinti žodį?',
  removeText: (word: string) => `„${word}“ nebebus tikrinamas naujuose skelbimuose.`,
  actions: 'Veiksmai',
};

const columns: Column<BannedWord>[] = [
  { key: 'text', label: tw.word, render: (word) => word.text },
  { key: 'by', label: tw.by, render: (word) => word.createdByName ?? '—' },
  {
    key: 'date',
    label: tw.date,
    render: (word) => <span className={cellStyles.nowrap}>{formatDateTime(word.createdAt)}</span>,
  },
];

/** /dashboard/zodziai (Moderator or Administrator): the words and phrases that hold a new or edited ad. */
export function WordsPage() {
  const client = useQueryClient();
  const snackbar = useSnackbar();
  const rows = useQuery(wordsQuery);
  const [text, setText] = useState('');
  const [removing, setRemoving] = useState<BannedWord | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: holdKeys.words });
  const add = useMutation({
    mutationFn: holdCalls.addWord,
    onSuccess: () => {
      setText('');
      snackbar.show({ text: holdMessages.wordAdded, color: 'success' });
      return refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (word: BannedWord) => holdCalls.removeWord(word.id),
    onSuccess: () => {
      setRemoving(null);
      snackbar.show({ text: holdMessages.wordRemoved, color: 'success' });
      return refresh();
    },
    onError: () => refresh(),
  });
  const addError = isApiError(add.error) ? [...(add.error.fieldErrors.text ?? []), ...add.error.messages] : [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(text);
  };
  const items = rows.data ?? [];
  const title = t.pages.dashboardWords;
  return (
    <>
      <DashboardNav />
      <ListFrame
        title={title}
        hint={tw.hint}
        isLoading={rows.isPending}
        error={rows.error}
        onRetry={() => rows.refetch()}
        isEmpty={items.length === 0}
        filters={
          <form onSubmit={submit} noValidate className={styles.form}>
            <TextField
              className={styles.field}
              label={tw.word}
              value={text}
              onChange={(event) => setText(event.target.value)}
              error={fieldError([...new Set(addError)].join(' '))}
            />
            <Button type="submit" variant="primary" loading={add.isPending} className={styles.add}>
              {tw.add}
            </Button>
          </form>
        }
      >
        <DataList
          label={title}
          items={items}
          itemKey={(word) => word.id}
          columns={columns}
          actionsLabel={tw.actions}
          actions={(word) => (
            <Button
              variant="text"
              size="small"
              className={styles.remove}
              aria-label={`${tw.remove}: ${word.text}`}
              onClick={() => setRemoving(word)}
            >
              {tw.remove}
            </Button>
          )}
        />
      </ListFrame>
      <ConfirmDialog
        cancelLabel={tadm.list.cancel}
        open={removing !== null}
        title={tw.removeTitle}
        text={removing ? tw.removeText(removing.text) : ''}
        confirmLabel={tw.remove}
        danger
        busy={remove.isPending}
        errors={isApiError(remove.error) ? remove.error.messages : []}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing)}
      />
    </>
  );
}
