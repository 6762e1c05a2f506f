import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PostType } from '@skelbimai/contract';
import { t } from '../../../messages/index.ts';
import { allPostTypes } from './listQuery.ts';

/** Post types as toggle chips; none selected means every type. */
export function PostTypeChips({ value, onChange }: { value: PostType[]; onChange: (next: PostType[]) => void }) {
  const toggle = (type: PostType) =>
    onChange(value.includes(type) ? value.filter((other) => other !== type) : [...value, type]);
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="body2" color="text.secondary" sx={{ mb: 0.75, p: 0 }}>
        {t.ads.filters.postTypes}
      </Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        {allPostTypes.map((type) => {
          const selected = value.includes(type);
          return (
            <Chip
              key={type}
              label={t.ads.postTypes[type]}
              clickable
              color={selected ? 'primary' : 'default'}
              variant={selected ? 'filled' : 'outlined'}
              aria-pressed={selected}
              onClick={() => toggle(type)}
            />
          );
        })}
      </Stack>
    </Box>
  );
}
