import type { ReactNode } from 'react';

/**
 * A field's error message as its helper text, in a live region (role=alert), so a screen reader says it when
 * it appears (WCAG 4.1.3, 3.3.1): MUI's helper text is only the field's description, read when the field is
 * focused. Undefined for no message, so a caller can fall back to its hint with `??`.
 */
export function fieldError(message: string | undefined | null): ReactNode {
  return message ? <span role="alert">{message}</span> : undefined;
}
