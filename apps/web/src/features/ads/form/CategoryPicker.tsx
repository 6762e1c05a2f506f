import type { Category } from '@skelbimai/contract';
import type { Control, UseFormSetValue } from 'react-hook-form';
import { tf } from '../../../messages/adForm.ts';
import styles from './CategoryPicker.module.css';
import { FormSelect } from './FormSelect.tsx';
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
    <div className={styles.pair}>
      <FormSelect
        name="categoryId"
        control={control}
        label={tf.fields.category}
        placeholder=""
        options={categories.map((category) => ({ value: String(category.id), label: category.name }))}
        // Another main category: its subcategories differ, so the choice starts over.
        onChanged={() => setValue('subCategoryId', '', { shouldDirty: true })}
      />
      <FormSelect
        name="subCategoryId"
        control={control}
        label={tf.fields.subCategory}
        placeholder=""
        options={(main?.childCategories ?? []).map((sub) => ({ value: String(sub.id), label: sub.name }))}
        disabled={!main}
        // The hint says what to do first; the kit reads it at full contrast even while the field is disabled.
        hint={main ? undefined : tf.chooseCategoryFirst}
      />
    </div>
  );
}
