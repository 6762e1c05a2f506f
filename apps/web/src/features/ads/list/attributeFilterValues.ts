import type { PostField, PostFieldOption } from '@skelbimai/contract';
import { tat } from '../../../messages/attributes.ts';

/**
 * The pure rules of the field filters (PRODUCT.md §25) between the address's attr.* parameters and the filter
 * inputs: 'attr.fuel' → 'diesel,petrol' (choices), 'attr.year.min' / 'attr.year.max' (ranges).
 */
export type AttributeParams = Record<string, string>;

export const valuesParam = (key: string) => `attr.${key}`;
export const rangeParam = (key: string, bound: 'min' | 'max') => `attr.${key}.${bound}`;

export const isRanged = (field: PostField) =>
  field.type === 'number' || field.type === 'year' || field.type === 'month';

export function chosenValues(params: AttributeParams, key: string): string[] {
  return (params[valuesParam(key)] ?? '').split(',').filter(Boolean);
}

/** A choice's options in the filters: a model's are those of the makes chosen (none before a make is). */
export function filterOptions(field: PostField, params: AttributeParams, fields: readonly PostField[]) {
  if (field.type === 'yesNo')
    return [
      { value: 'true', label: tat.filters.yes },
      { value: 'false', label: tat.filters.no },
    ];
  if (field.type !== 'choice' && field.type !== 'multiChoice') return [];
  if (field.type === 'choice' && field.dependsOn) {
    const parent = fields.find((other) => other.key === field.dependsOn);
    if (!parent) return [];
    return chosenValues(params, parent.key).flatMap((value): PostFieldOption[] => field.optionsByParent?.[value] ?? []);
  }
  return field.options;
}

/**
 * The parameters after one field's choices changed: an empty choice leaves the address, and a model whose
 * make is no longer chosen is dropped with it.
 */
export function withValues(
  params: AttributeParams,
  field: PostField,
  values: string[],
  fields: readonly PostField[],
): AttributeParams {
  let next = { ...params };
  if (values.length > 0) next[valuesParam(field.key)] = values.join(',');
  else delete next[valuesParam(field.key)];
  for (const child of fields) {
    if (child.type !== 'choice' || child.dependsOn !== field.key) continue;
    const allowed = new Set(filterOptions(child, next, fields).map((option) => option.value));
    next = withValues(
      next,
      child,
      chosenValues(next, child.key).filter((value) => allowed.has(value)),
      fields,
    );
  }
  return next;
}

/** '2 015', '1,6' → '2015', '1.6' for the address; '' stays ''; anything else → null (a message on the field). */
export function rangeText(field: PostField, text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  if (field.type === 'month') return /^\d{4}-\d{2}$/.test(trimmed) ? trimmed : null;
  const compact = trimmed.replace(/[\s\u00a0]/g, '').replace(',', '.');
  return /^\d+(\.\d+)?$/.test(compact) ? String(Number(compact)) : null;
}

export function withRange(params: AttributeParams, key: string, bound: 'min' | 'max', value: string): AttributeParams {
  const next = { ...params };
  if (value) next[rangeParam(key, bound)] = value;
  else delete next[rangeParam(key, bound)];
  return next;
}
