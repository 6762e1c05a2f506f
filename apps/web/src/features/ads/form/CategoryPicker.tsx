import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Category } from '@skelbimai/contract';
import { type Control, Controller, type UseFormSetValue } from 'react-hook-form';
import { fieldError } from '../../../components/fieldError.tsx';
import { t } from '../../../messages/index.ts';
import type { PostFormValues } from './postFormSchema.ts';

interface CategoryPickerProps {
  categories: Category[];
  control: Control<PostFormValues, unknown, PostFormValues>;
  setValue: UseFormSetValue<PostFormValues>;
  categoryId: string;
}

/** The main category first, then one of its subcategories (the ad belongs to the subcategory). */
export function CategoryPicker({ categories, control, setValue, categoryId }: CategoryPickerProps) {
  const main = categories.find((category) => String(category.id) === categoryId);
  return (
    <Box sx={{ display: 'grid', gap: { xs: 0, sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <Controller
        name="categoryId"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            select
            fullWidth
            margin="dense"
            label={t.adForm.fields.category}
            name={field.name}
            value={field.value}
            inputRef={field.ref}
            onBlur={field.onBlur}
            onChange={(event) => {
              field.onChange(event.target.value);
              // Another main category: its subcategories differ, so the choice starts over.
              setValue('subCategoryId', '', { shouldDirty: true });
            }}
            error={Boolean(fieldState.error)}
            helperText={fieldError(fieldState.error?.message)}
          >
            {categories.map((category) => (
              <MenuItem key={category.id} value={String(category.id)}>
                {category.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        name="subCategoryId"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            select
            fullWidth
            margin="dense"
            label={t.adForm.fields.subCategory}
            name={field.name}
            value={main ? field.value : ''}
            inputRef={field.ref}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(event.target.value)}
            disabled={!main}
            error={Boolean(fieldState.error)}
            helperText={fieldError(fieldState.error?.message) ?? (main ? undefined : t.adForm.chooseCategoryFirst)}
            // The hint says what to do first, so it is read at full contrast, not greyed with the field (WCAG 1.4.3).
            slotProps={{ formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } } }}
          >
            {(main?.childCategories ?? []).map((sub) => (
              <MenuItem key={sub.id} value={String(sub.id)}>
                {sub.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
    </Box>
  );
}
