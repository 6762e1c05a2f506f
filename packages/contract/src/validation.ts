import * as z from 'zod';
import { fieldLabels, validationMessages as m } from './messages.ts';

/**
 * Zod's messages, in Lithuanian, per PRODUCT.md §5. Installed globally by installLithuanianErrors()
 * because the API's request validation and the web's forms both call schema.safeParse() without options.
 */
export const lithuanianErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return m.required;
      return expectedKind[issue.expected] ?? m.invalidValue;
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1 ? m.required : m.minLength(issue.minimum as number);
      }
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
        return issue.inclusive === false ? m.moreThan(issue.minimum as number) : m.minNumber(issue.minimum as number);
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return Number(issue.minimum) <= 1 ? m.required : m.minItems(issue.minimum as number);
      }
      return m.invalidValue;
    case 'too_big':
      if (issue.origin === 'string') return m.maxLength(issue.maximum as number);
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
        return issue.inclusive === false ? m.lessThan(issue.maximum as number) : m.maxNumber(issue.maximum as number);
      }
      if (issue.origin === 'array' || issue.origin === 'set') return m.maxItems(issue.maximum as number);
      return m.invalidValue;
    case 'invalid_format':
      if (issue.format === 'email') return m.email;
      if (issue.format === 'uuid' || issue.format === 'guid') return m.uuid;
      if (issue.format === 'datetime') return m.dateTime;
      return m.pattern(labelOf(issue.path));
    case 'invalid_value':
      // An enum or literal: name the values a client may send, when they are few.
      return issue.values.length > 0 && issue.values.length <= MAX_LISTED_VALUES
        ? m.oneOf(issue.values)
        : m.invalidChoice;
    default:
      return m.invalidValue;
  }
};

/** Enums longer than this answer only 'Netinkama reikšmė.' (the list would be longer than the form). */
const MAX_LISTED_VALUES = 10;

/** What an invalid_type issue expected, as the rule a person reads (a number, a whole number, text…). */
const expectedKind: Partial<Record<string, string>> = {
  number: m.number,
  int: m.integer,
  bigint: m.integer,
  string: m.text,
  boolean: m.boolean,
  array: m.list,
  object: m.object,
};

function labelOf(path: readonly PropertyKey[] | undefined): string {
  const key = path?.at(-1);
  return (typeof key === 'string' && fieldLabels[key]) || 'laukelis';
}

let installed = false;
export function installLithuanianErrors(): void {
  if (installed) return;
  z.config({ customError: lithuanianErrorMap });
  installed = true;
}

/** Letters of any alphabet (Lithuanian included), spaces, hyphens and apostrophes. */
export const lettersOnly = () => z.string().regex(/^[\p{L}\s'-]*$/u, m.lettersOnly);
