import {
  type AttributeError,
  type AttributeValue,
  checkAttributes,
  type PostAttributes,
  type PostField,
} from '@skelbimai/contract';

/**
 * The ad form keeps a field's value as its input holds it: text for numbers, years, months, choices, yes/no
 * ('true'/'false'), and a list for several choices. These turn that into the API's `attributes` and back.
 */
export type AttributeFormValue = string | string[];
export type AttributeFormValues = Record<string, AttributeFormValue | undefined>;

/** '182 000', '1,6' → a number; '' → undefined; anything else → NaN (checkAttributes says 'Įveskite skaičių.'). */
function numberOf(text: string): number | undefined {
  const compact = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (compact === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(compact) ? Number(compact) : Number.NaN;
}

function attributeValueOf(field: PostField, raw: AttributeFormValue | undefined): AttributeValue | undefined {
  if (raw === undefined) return undefined;
  if (Array.isArray(raw)) return field.type === 'multiChoice' ? raw : undefined;
  switch (field.type) {
    case 'number':
    case 'year':
      return numberOf(raw);
    case 'yesNo':
      return raw === 'true' ? true : raw === 'false' ? false : undefined;
    case 'multiChoice':
      return undefined;
    default:
      return raw;
  }
}

/** The form's values of the subcategory's fields as the API takes them; other subcategories' leftovers are dropped. */
export function toAttributes(fields: readonly PostField[], values: AttributeFormValues | undefined): PostAttributes {
  const attributes: PostAttributes = {};
  for (const field of fields) {
    const value = attributeValueOf(field, values?.[field.key]);
    if (value !== undefined) attributes[field.key] = value;
  }
  return attributes;
}

/** The contract's check on the form's values: the same messages the API answers, keyed by field. */
export function attributeErrors(
  fields: readonly PostField[],
  values: AttributeFormValues | undefined,
): AttributeError[] {
  return checkAttributes(fields, toAttributes(fields, values)).errors;
}

/** An ad's stored values as the form's inputs hold them (editing an ad). */
export function attributeFormValues(attributes: PostAttributes): AttributeFormValues {
  return Object.fromEntries(
    Object.entries(attributes).map(([key, value]) => [
      key,
      Array.isArray(value)
        ? value
        : typeof value === 'number'
          ? String(value).replace('.', ',')
          : typeof value === 'boolean'
            ? String(value)
            : value,
    ]),
  );
}
