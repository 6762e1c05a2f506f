import * as z from 'zod';
import { fieldLabels, validationMessages as m } from './messages.ts';

/**
 * Zod's messages, in Lithuanian, per SPEC.md §5. Installed globally by installLithuanianErrors()
 * because the API's request validation and the web's forms both call schema.safeParse() without options.
 */
export const lithuanianErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return m.required;
      return issue.expected === 'number' || issue.expected === 'int' ? m.number : m.invalidValue;
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1 ? m.required : m.minLength(issue.minimum as number);
      }
      if (issue.origin === 'number' || issue.origin === 'int') return m.minNumber(issue.minimum as number);
      if (issue.origin === 'array' && Number(issue.minimum) <= 1) return m.required;
      return m.invalidValue;
    case 'too_big':
      if (issue.origin === 'string') return m.maxLength(issue.maximum as number);
      if (issue.origin === 'number' || issue.origin === 'int') return m.maxNumber(issue.maximum as number);
      return m.invalidValue;
    case 'invalid_format':
      if (issue.format === 'email') return m.email;
      return m.pattern(labelOf(issue.path));
    case 'invalid_value':
      return m.invalidChoice;
    default:
      return m.invalidValue;
  }
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
