import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface Choice {
  value: string;
  label: string;
}

/** A labelled drop-down filter; the empty value means "any". */
export function FilterSelect({
  label,
  value,
  choices,
  anyLabel,
  onChange,
}: {
  label: string;
  value: string;
  choices: readonly Choice[];
  anyLabel: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 160, flex: { xs: '1 1 140px', sm: '0 0 auto' } }}
    >
      <MenuItem value="">{anyLabel}</MenuItem>
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
