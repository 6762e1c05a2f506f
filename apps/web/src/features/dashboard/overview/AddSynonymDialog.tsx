import { addVocabularyRequestSchema } from '@skelbimai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../../api/index.ts';
import { fieldError } from '../../../components/fieldError.tsx';
import { useSnackbar } from '../../../components/snackbar/index.ts';
import { tadm } from '../../../messages/admin.ts';
import { TextField } from '../../../ui/Field/Field.tsx';
import { adminCalls, dashboardKeys } from '../api.ts';
import { FormDialog } from '../list/FormDialog.tsx';

const m = tadm.searchMisses;

type Field = 'term' | 'meaning';

/**
 * 'Pridėti sinonimą' for a search that found nothing (PRODUCT.md §20): the missed word and the word it should also
 * find. The contract checks both, then the server (which also refuses a word the search cannot read, or a pair
 * it already has); the next search uses it. Also the vocabulary page's 'Pridėti įrašą', whose list it refreshes.
 */
export function AddSynonymDialog({ query, onClose }: { query: string; onClose: () => void }) {
  const snackbar = useSnackbar();
  const client = useQueryClient();
  const [values, setValues] = useState<Record<Field, string>>({ term: query, meaning: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const add = useMutation({ mutationFn: adminCalls.addVocabulary });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = addVocabularyRequestSchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setGeneral([]);
    try {
      const entry = await add.mutateAsync(parsed.data);
      snackbar.show({ text: m.added(entry.term, entry.meaning), color: 'success' });
      void client.invalidateQueries({ queryKey: dashboardKeys.vocabularyAll });
      onClose();
    } catch (failure) {
      if (!isApiError(failure)) throw failure;
      const term = failure.fieldMessages('term');
      const meaning = failure.fieldMessages('meaning');
      setErrors({ term: term.join(' ') || undefined, meaning: meaning.join(' ') || undefined });
      setGeneral(term.length + meaning.length > 0 ? [] : failure.messages);
    }
  };

  const field = (name: Field, label: string, hint?: string) => (
    <TextField
      name={name}
      label={label}
      value={values[name]}
      onChange={(event) => setValues((old) => ({ ...old, [name]: event.target.value }))}
      error={fieldError(errors[name])}
      hint={errors[name] ? undefined : hint}
    />
  );

  return (
    <FormDialog
      title={m.synonymTitle}
      description={m.synonymHint}
      general={general}
      busy={add.isPending}
      submitLabel={m.add}
      onCancel={onClose}
      onSubmit={submit}
    >
      {field('term', m.term)}
      {field('meaning', m.meaning, m.meaningHelp)}
    </FormDialog>
  );
}
