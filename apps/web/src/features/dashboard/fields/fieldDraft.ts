import type { PostField, PostFieldType } from '@skelbimai/contract';
import { tatAdmin } from '../../../messages/attributes.ts';

const tf = tatAdmin.field;

/** The new field's form as typed: everything text, turned into a PostField on submit. */
export interface FieldDraft {
  key: string;
  label: string;
  type: PostFieldType;
  required: boolean;
  onCard: boolean;
  filterable: boolean;
  unit: string;
  min: string;
  max: string;
  decimals: string;
  maxLength: string;
  /** One choice a line. */
  options: string;
}

export const emptyFieldDraft: FieldDraft = {
  key: '',
  label: '',
  type: 'choice',
  required: false,
  onCard: false,
  filterable: true,
  unit: '',
  min: '',
  max: '',
  decimals: '0',
  maxLength: '100',
  options: '',
};

/** 'Škoda Octavia' → 'skoda-octavia': the address value of a choice, as the API makes it from a label. */
export function optionValue(label: string): string {
  return label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
}

const numberOf = (text: string) => {
  const compact = text.replace(/\s/g, '').replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(compact) ? Number(compact) : null;
};

/** The draft as the API's field, or the messages by the draft's own field names. */
export function fieldFromDraft(draft: FieldDraft): {
  field?: PostField;
  errors: Partial<Record<keyof FieldDraft, string>>;
} {
  const errors: Partial<Record<keyof FieldDraft, string>> = {};
  if (!/^[a-z][a-zA-Z0-9]{0,39}$/.test(draft.key.trim())) errors.key = tf.keyFormat;
  if (draft.label.trim() === '') errors.label = tf.labelNeeded;
  const base = {
    key: draft.key.trim(),
    label: draft.label.trim(),
    required: draft.required,
    onCard: draft.onCard,
    filterable: draft.filterable,
  };
  const need = (name: 'min' | 'max' | 'decimals' | 'maxLength') => {
    const value = numberOf(draft[name]);
    if (value === null) errors[name] = tf.numberNeeded;
    return value ?? 0;
  };
  let field: PostField | undefined;
  switch (draft.type) {
    case 'number':
      field = {
        ...base,
        type: 'number',
        min: need('min'),
        max: need('max'),
        decimals: need('decimals'),
        ...(draft.unit.trim() ? { unit: draft.unit.trim() } : {}),
      };
      break;
    case 'year':
      field = { ...base, type: 'year', min: need('min') };
      break;
    case 'text':
      field = { ...base, type: 'text', maxLength: need('maxLength') };
      break;
    case 'choice':
    case 'multiChoice': {
      const labels = [
        ...new Set(
          draft.options
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean),
        ),
      ];
      if (labels.length === 0) errors.options = tf.optionsNeeded;
      const options = labels.map((label) => ({ value: optionValue(label), label }));
      field = { ...base, type: draft.type, options };
      break;
    }
    default:
      field = { ...base, type: draft.type };
  }
  return Object.keys(errors).length > 0 ? { errors } : { field, errors };
}
