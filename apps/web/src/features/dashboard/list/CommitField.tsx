import { useEffect, useState } from 'react';
import { TextField } from '../../../ui/Field/Field.tsx';
import styles from './filters.module.css';

/** A text filter applied when the field loses focus or Enter is pressed, not on every key. */
export function CommitField({
  label,
  value,
  onCommit,
}: {
  label: string;
  value: string;
  onCommit: (value: string) => void;
}) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const commit = () => draft.trim() !== value && onCommit(draft.trim());
  return (
    <TextField
      className={styles.text}
      label={label}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => event.key === 'Enter' && commit()}
    />
  );
}
