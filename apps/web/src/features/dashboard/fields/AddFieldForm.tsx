import { type PostField, postFieldTypes } from '@skelbimai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { fieldError } from '../../../components/fieldError.tsx';
import { FormErrors } from '../../../components/forms/FormErrors.tsx';
import { useSnackbar } from '../../../components/snackbar/index.ts';
import { tatAdmin } from '../../../messages/attributes.ts';
import { Button } from '../../../ui/Button/Button.tsx';
import { Card } from '../../../ui/Card/Card.tsx';
import { Checkbox } from '../../../ui/Choice/Choice.tsx';
import { SelectField, TextAreaField, TextField } from '../../../ui/Field/Field.tsx';
import { Heading } from '../../../ui/Text/Text.tsx';
import { subCategoryFieldsQuery } from '../../categories/index.ts';
import styles from './FieldsPage.module.css';
import { emptyFieldDraft, type FieldDraft, fieldFromDraft } from './fieldDraft.ts';
import { addField, splitErrors } from './fieldsApi.ts';

const tf = tatAdmin.field;
const draftInputs = ['key', 'label', 'type', 'unit', 'min', 'max', 'decimals', 'maxLength', 'options'] as const;

/** A new field at the end of the subcategory's: its key, label, type, where it shows, and the type's own settings. */
export function AddFieldForm({ subCategoryId }: { subCategoryId: number }) {
  const client = useQueryClient();
  const snackbar = useSnackbar();
  const [draft, setDraft] = useState<FieldDraft>(emptyFieldDraft);
  const [own, setOwn] = useState<Partial<Record<keyof FieldDraft, string>>>({});
  const add = useMutation({
    mutationFn: (field: PostField) => addField(subCategoryId, field),
    onSuccess: (answer) => {
      client.setQueryData(subCategoryFieldsQuery(subCategoryId).queryKey, answer.fields);
      setDraft(emptyFieldDraft);
      snackbar.show({ text: answer.message, color: 'success' });
    },
  });
  const server = splitErrors(add.error, draftInputs);
  const errorOf = (name: keyof FieldDraft) => fieldError(own[name] ?? server.fields[name]);
  const set = <K extends keyof FieldDraft>(name: K, value: FieldDraft[K]) => setDraft({ ...draft, [name]: value });
  const text = (name: 'key' | 'label' | 'unit' | 'min' | 'max' | 'decimals' | 'maxLength', label: string) => (
    <TextField
      label={label}
      value={draft[name]}
      onChange={(event) => set(name, event.target.value)}
      error={errorOf(name)}
      autoComplete="off"
      {...(name === 'key' ? { hint: tf.keyHint, required: true, maxLength: 40 } : {})}
      {...(name === 'label' ? { required: true, maxLength: 60 } : {})}
      {...(['min', 'max', 'decimals', 'maxLength'].includes(name) ? { inputMode: 'decimal' as const } : {})}
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { field, errors } = fieldFromDraft(draft);
    setOwn(errors);
    if (field) add.mutate(field);
  };
  const { type } = draft;
  return (
    <Card as="section" aria-labelledby="new-field-heading">
      <Heading level={2} size="h6" id="new-field-heading">
        {tf.heading}
      </Heading>
      <form className={styles.form} noValidate onSubmit={submit}>
        <div className={styles.row}>
          {text('label', tf.label)}
          {text('key', tf.key)}
        </div>
        <SelectField
          label={tf.type}
          value={type}
          options={postFieldTypes.map((value) => ({ value, label: tatAdmin.types[value] }))}
          onChange={(event) => set('type', event.target.value as FieldDraft['type'])}
          error={errorOf('type')}
        />
        {type === 'number' && (
          <div className={styles.row}>
            {text('unit', tf.unit)}
            {text('min', tf.min)}
            {text('max', tf.max)}
            {text('decimals', tf.decimals)}
          </div>
        )}
        {type === 'year' && text('min', tf.yearMin)}
        {type === 'text' && text('maxLength', tf.maxLength)}
        {(type === 'choice' || type === 'multiChoice') && (
          <TextAreaField
            label={tf.options}
            rows={5}
            value={draft.options}
            onChange={(event) => set('options', event.target.value)}
            error={errorOf('options')}
          />
        )}
        <div className={styles.row}>
          <Checkbox label={tf.required} checked={draft.required} onChange={(e) => set('required', e.target.checked)} />
          <Checkbox label={tf.onCard} checked={draft.onCard} onChange={(e) => set('onCard', e.target.checked)} />
          <Checkbox
            label={tf.filterable}
            checked={draft.filterable}
            onChange={(e) => set('filterable', e.target.checked)}
          />
        </div>
        <FormErrors messages={server.general} />
        <Button type="submit" variant="primary" loading={add.isPending} className={styles.submit}>
          {tf.submit}
        </Button>
      </form>
    </Card>
  );
}
