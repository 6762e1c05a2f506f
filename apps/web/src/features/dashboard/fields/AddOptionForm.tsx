import type { PostField } from '@skelbimai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { fieldError } from '../../../components/fieldError.tsx';
import { FormErrors } from '../../../components/forms/FormErrors.tsx';
import { useSnackbar } from '../../../components/snackbar/index.ts';
import { tatAdmin } from '../../../messages/attributes.ts';
import { Button } from '../../../ui/Button/Button.tsx';
import { Card } from '../../../ui/Card/Card.tsx';
import { SelectField, TextField } from '../../../ui/Field/Field.tsx';
import { Heading, Text } from '../../../ui/Text/Text.tsx';
import { subCategoryFieldsQuery } from '../../categories/index.ts';
import styles from './FieldsPage.module.css';
import { addFieldOption, splitErrors } from './fieldsApi.ts';

const to = tatAdmin.option;

/** A new choice of one of the subcategory's choice fields; a field that follows another asks under which value. */
export function AddOptionForm({ subCategoryId, fields }: { subCategoryId: number; fields: readonly PostField[] }) {
  const client = useQueryClient();
  const snackbar = useSnackbar();
  const choiceFields = fields.filter((field) => field.type === 'choice' || field.type === 'multiChoice');
  const [key, setKey] = useState(choiceFields[0]?.key ?? '');
  const [parent, setParent] = useState('');
  const [label, setLabel] = useState('');
  const [value, setValue] = useState('');
  const field = choiceFields.find((candidate) => candidate.key === key);
  const parentField =
    field?.type === 'choice' && field.dependsOn ? fields.find((other) => other.key === field.dependsOn) : undefined;
  const parentOptions =
    parentField?.type === 'choice' || parentField?.type === 'multiChoice' ? parentField.options : [];
  const add = useMutation({
    mutationFn: () =>
      addFieldOption(subCategoryId, {
        key,
        label: label.trim(),
        ...(value.trim() ? { value: value.trim() } : {}),
        ...(parentField ? { parent } : {}),
      }),
    onSuccess: (answer) => {
      client.setQueryData(subCategoryFieldsQuery(subCategoryId).queryKey, answer.fields);
      setLabel('');
      setValue('');
      snackbar.show({ text: answer.message, color: 'success' });
    },
  });
  const { fields: errors, general } = splitErrors(add.error, ['key', 'parent', 'label', 'value']);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate();
  };
  return (
    <Card as="section" aria-labelledby="new-option-heading">
      <Heading level={2} size="h6" id="new-option-heading">
        {to.heading}
      </Heading>
      {choiceFields.length === 0 ? (
        <Text tone="secondary">{to.noChoiceFields}</Text>
      ) : (
        <form className={styles.form} noValidate onSubmit={submit}>
          <SelectField
            label={to.field}
            value={key}
            options={choiceFields.map((choice) => ({ value: choice.key, label: choice.label }))}
            onChange={(event) => {
              setKey(event.target.value);
              setParent('');
            }}
            error={fieldError(errors.key)}
          />
          {parentField && (
            <SelectField
              label={to.parent(parentField.label)}
              required
              placeholder=""
              value={parent}
              options={parentOptions}
              onChange={(event) => setParent(event.target.value)}
              error={fieldError(errors.parent)}
            />
          )}
          <TextField
            label={to.label}
            required
            value={label}
            maxLength={80}
            onChange={(event) => setLabel(event.target.value)}
            error={fieldError(errors.label)}
          />
          <TextField
            label={to.value}
            hint={to.valueHint}
            value={value}
            maxLength={40}
            onChange={(event) => setValue(event.target.value)}
            error={fieldError(errors.value)}
          />
          <FormErrors messages={general} />
          <Button type="submit" variant="primary" loading={add.isPending} className={styles.submit}>
            {to.submit}
          </Button>
        </form>
      )}
    </Card>
  );
}
