import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { TopUpOption } from '@skelbimai/contract';
import { tw } from '../../../messages/index.ts';
import { formatBonus, formatEuros } from '../money.ts';

const grid = {
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
} as const;

interface TopUpOptionsProps {
  options: TopUpOption[] | undefined;
  selectedId: number | null;
  onSelect: (id: number) => void;
}

/** The option cards of PRODUCT.md §2: a radio group dressed as cards, so keyboards and screen readers get arrows and names. */
export function TopUpOptions({ options, selectedId, onSelect }: TopUpOptionsProps) {
  if (!options)
    return (
      <Box sx={grid}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" height={96} />
        ))}
      </Box>
    );
  if (options.length === 0) return <Typography color="textSecondary">{tw.topUp.noOptions}</Typography>;
  return (
    <RadioGroup
      aria-label={tw.topUp.optionsLabel}
      value={selectedId === null ? '' : String(selectedId)}
      onChange={(event) => onSelect(Number(event.target.value))}
      sx={grid}
    >
      {options.map((option) => {
        const selected = option.id === selectedId;
        const label = formatEuros(option.amount);
        return (
          <Box
            key={option.id}
            component="label"
            data-testid={`top-up-option-${option.id}`}
            sx={{
              position: 'relative',
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
              gap: 0.5,
              minHeight: 96,
              p: 1.5,
              pt: 2.5,
              cursor: 'pointer',
              borderRadius: 2,
              border: 2,
              borderColor: selected ? 'primary.main' : 'divider',
              bgcolor: selected ? 'action.selected' : 'background.paper',
              '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
            }}
          >
            <Radio
              value={String(option.id)}
              size="small"
              sx={{ position: 'absolute', top: 0, left: 0 }}
              slotProps={{
                input: {
                  'aria-label': option.bonus > 0 ? `${label}, ${tw.topUp.bonus(formatBonus(option.bonus))}` : label,
                },
              }}
            />
            <Typography variant="h6" component="span" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
              {label}
            </Typography>
            {option.bonus > 0 && (
              <Chip size="small" color="success" label={tw.topUp.bonus(formatBonus(option.bonus))} />
            )}
          </Box>
        );
      })}
    </RadioGroup>
  );
}
