/** SPEC.md §2: grey when absent, orange when unconfirmed, green when confirmed. */
export type ContactStatus = 'absent' | 'unconfirmed' | 'confirmed';

export function contactStatus(value: string | null | undefined, confirmed: boolean): ContactStatus {
  if (!value) return 'absent';
  return confirmed ? 'confirmed' : 'unconfirmed';
}

export const contactColor: Record<ContactStatus, string> = {
  absent: 'text.disabled',
  unconfirmed: 'warning.main',
  confirmed: 'success.main',
};
