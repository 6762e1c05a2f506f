import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { type Control, Controller } from 'react-hook-form';
import { MuiFormTextField as FormTextField } from '../../../components/forms/MuiFormTextField.tsx';
import { t } from '../../../messages/index.ts';
import { type PostFormValues, type PriceMode, priceModes } from './postFormSchema.ts';

/** Kaina (an amount in euros) / Sutartinė (no price) / Nemokamai (0); the amount takes a comma or a dot. */
export function PriceField({
  control,
  priceMode,
}: {
  control: Control<PostFormValues, unknown, PostFormValues>;
  priceMode: PriceMode;
}) {
  return (
    <Box sx={{ mt: 1.5 }}>
      <Typography id="price-mode-label" variant="body2" color="textSecondary" sx={{ mb: 0.5 }}>
        {t.adForm.fields.priceMode}
      </Typography>
      <Controller
        name="priceMode"
        control={control}
        render={({ field }) => (
          <ToggleButtonGroup
            exclusive
            size="small"
            color="primary"
            value={field.value}
            onChange={(_event, value: PriceMode | null) => value && field.onChange(value)}
            aria-labelledby="price-mode-label"
            // The three choices go onto a second row when large text does not fit them in one (WCAG 1.4.10).
            sx={{ flexWrap: 'wrap' }}
          >
            {priceModes.map((mode) => (
              <ToggleButton key={mode} value={mode} sx={{ px: 2 }}>
                {t.adForm.priceModes[mode]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        )}
      />
      {priceMode === 'amount' && (
        <FormTextField
          name="price"
          control={control}
          label={t.adForm.fields.price}
          sx={{ maxWidth: 240, display: 'block' }}
          slotProps={{
            htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
            input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
          }}
        />
      )}
    </Box>
  );
}
