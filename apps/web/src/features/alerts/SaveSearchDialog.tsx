import {
  SAVED_SEARCH_NAME_MAX,
  type SavedSearch,
  type SavedSearchFrequency,
  savedSearchFrequencies,
} from '@skelbimai/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../../api/errorText.ts';
import { api } from '../../api/index.ts';
import { useSnackbar } from '../../components/snackbar/index.ts';
import { tal } from '../../messages/alerts.ts';
import { Alert } from '../../ui/Alert/Alert.tsx';
import { Button } from '../../ui/Button/Button.tsx';
import { RadioGroup } from '../../ui/Choice/Choice.tsx';
import { Dialog } from '../../ui/Dialog/Dialog.tsx';
import { TextField } from '../../ui/Field/Field.tsx';
import styles from './alerts.module.css';

/** The name and how often to e-mail its new ads; the API describes the filters when no name is given. */
export default function SaveSearchDialog({ query, onClose }: { query: string; onClose: () => void }) {
  const snackbar = useSnackbar();
  const [name, setName] = useState('');
  const [frequency, setFrequency] = useState<SavedSearchFrequency>('instant');
  const save = useMutation({
    mutationFn: () =>
      api.post<SavedSearch>('/api/savedsearches/create', {
        query,
        frequency,
        ...(name.trim() ? { name: name.trim() } : {}),
      }),
    onSuccess: () => {
      snackbar.show({ text: tal.save.saved, color: 'success' });
      onClose();
    },
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={tal.save.title}
      size="small"
      actions={
        <>
          <Button variant="text" onClick={onClose}>
            {tal.save.cancel}
          </Button>
          <Button variant="primary" disabled={save.isPending} onClick={() => save.mutate()}>
            {tal.save.submit}
          </Button>
        </>
      }
    >
      <div className={styles.form}>
        <TextField
          label={tal.save.name}
          value={name}
          onChange={(event) => setName(event.target.value)}
          hint={tal.save.nameHint}
          maxLength={SAVED_SEARCH_NAME_MAX}
        />
        <RadioGroup
          legend={tal.save.frequency}
          name="save-search-frequency"
          value={frequency}
          onChange={(value) => setFrequency(value as SavedSearchFrequency)}
          options={savedSearchFrequencies.map((value) => ({ value, label: tal.frequencies[value] }))}
        />
        {save.isError && <Alert severity="error">{errorText(save.error)}</Alert>}
      </div>
    </Dialog>
  );
}
