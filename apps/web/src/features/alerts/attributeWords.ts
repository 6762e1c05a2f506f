import type { PostField, PostFieldOption } from '@skelbimai/contract';
import { tat } from '../../messages/attributes.ts';

/** Every option a field may have, a model's of all makes included: a saved filter names any of them. */
function allOptions(field: PostField): PostFieldOption[] {
  if (field.type === 'yesNo')
    return [
      { value: 'true', label: tat.filters.yes },
      { value: 'false', label: tat.filters.no },
    ];
  if (field.type === 'multiChoice') return field.options;
  if (field.type !== 'choice') return [];
  return [...field.options, ...Object.values(field.optionsByParent ?? {}).flat()];
}

/**
 * A saved search's field filters (attr.*, PRODUCT.md §25) in words, one per field in the fields' order:
 * 'Markė: BMW, Audi', 'Pagaminimo metai: nuo 2012', 'Rida, km: iki 200000'. Keys the fields no longer have are
 * left out.
 */
export function attributeFilterWords(fields: readonly PostField[], query: string): string[] {
  const params = new URLSearchParams(query);
  return fields.flatMap((field) => {
    const values = params.get(`attr.${field.key}`);
    if (values) {
      const options = allOptions(field);
      const labels = values
        .split(',')
        .filter(Boolean)
        .map((value) => options.find((option) => option.value === value)?.label ?? value);
      return [tat.saved.values(field.label, labels.join(', '))];
    }
    const min = params.get(`attr.${field.key}.min`) ?? undefined;
    const max = params.get(`attr.${field.key}.max`) ?? undefined;
    if (min === undefined && max === undefined) return [];
    const unit = field.type === 'number' && field.unit ? ` ${field.unit}` : '';
    return [tat.saved.range(field.label, min && `${min}${unit}`, max && `${max}${unit}`)];
  });
}
