import { t } from '../../../messages/lt.ts';
import { SelectField } from '../../../ui/Field/Field.tsx';
import { useSiteInfo } from '../../site/index.ts';
import styles from './Filters.module.css';

/**
 * 'Vietovė': one of the town's settlements (siteInfo.places, DECISIONS #111) or all. A native select, like the
 * sort: the phone's own picker. A value the list does not hold (an old link) is still shown, so the field says
 * what the address asks for.
 */
export function LocationSelect({ value, onChange }: { value: string; onChange: (location: string) => void }) {
  const places = useSiteInfo().data?.places ?? [];
  const choices = value && !places.includes(value) ? [...places, value] : places;
  return (
    <SelectField
      label={t.ads.filters.location}
      name="location"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={t.ads.filters.anyLocation}
      options={choices.map((place) => ({ value: place, label: place }))}
      className={styles.select}
    />
  );
}
