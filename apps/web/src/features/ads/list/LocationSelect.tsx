import { PlainSelectField } from '../../../components/PlainSelectField.tsx';
import { t } from '../../../messages/index.ts';
import { useSiteInfo } from '../../site/index.ts';

/**
 * 'Vietovė': one of the town's settlements (siteInfo.places, DECISIONS #111) or all. A native select, like the
 * sort: the phone's own picker. A value the list does not hold (an old link) is still shown, so the field says
 * what the address asks for.
 */
export function LocationSelect({ value, onChange }: { value: string; onChange: (location: string) => void }) {
  const places = useSiteInfo().data?.places ?? [];
  const choices = value && !places.includes(value) ? [...places, value] : places;
  return (
    <PlainSelectField label={t.ads.filters.location} name="location" value={value} onChange={onChange} minWidth={170}>
      <option value="">{t.ads.filters.anyLocation}</option>
      {choices.map((place) => (
        <option key={place} value={place}>
          {place}
        </option>
      ))}
    </PlainSelectField>
  );
}
