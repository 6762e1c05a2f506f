import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';

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
      size="small"
      label={label}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => event.key === 'Enter' && commit()}
      sx={{ flex: { xs: '1 1 100%', sm: '0 0 240px' } }}
    />
  );
}
