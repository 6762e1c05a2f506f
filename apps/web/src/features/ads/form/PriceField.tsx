import { type Control, Controller } from 'react-hook-form';
import { FormTextField } from '../../../components/forms/FormTextField.tsx';
import { tf } from '../../../messages/adForm.ts';
import { SegmentedControl } from '../../../ui/SegmentedControl/SegmentedControl.tsx';
import styles from './PriceField.module.css';
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
    <div className={styles.price}>
      <Controller
        name="priceMode"
        control={control}
        render={({ field }) => (
          <SegmentedControl
            label={tf.fields.priceMode}
            name={field.name}
            size="small"
            value={field.value}
            onChange={field.onChange}
            options={priceModes.map((mode) => ({ value: mode, label: tf.priceModes[mode] }))}
          />
        )}
      />
      {priceMode === 'amount' && (
        <FormTextField
          name="price"
          control={control}
          label={tf.fields.price}
          // The choice above is named 'Kaina' already.
          hideLabel
          className={styles.amount}
          inputMode="decimal"
          autoComplete="off"
          unit="€"
        />
      )}
    </div>
  );
}
