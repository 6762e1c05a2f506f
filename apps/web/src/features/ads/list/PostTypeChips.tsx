import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PostType } from '@skelbimai/contract';
import { chipClassName } from '../../../components/plainChip.ts';
import { t } from '../../../messages/index.ts';
import { allPostTypes } from './listQuery.ts';

/** Post types as toggle chips (plain buttons with the chip class, DECISIONS #155); none selected means every type. */
export function PostTypeChips({ value, onChange }: { value: PostType[]; onChange: (next: PostType[]) => void }) {
  const toggle = (type: PostType) =>
    onChange(value.includes(type) ? value.filter((other) => other !== type) : [...value, type]);
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="body2" color="textSecondary" sx={{ mb: 0.75, p: 0 }}>
        {t.ads.filters.postTypes}
      </Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        {allPostTypes.map((type) => {
          const selected = value.includes(type);
          return (
            <button
              key={type}
              type="button"
              className={chipClassName(selected)}
              aria-pressed={selected}
              onClick={() => toggle(type)}
            >
              {t.ads.postTypes[type]}
            </button>
          );
        })}
      </Stack>
    </Box>
  );
}
