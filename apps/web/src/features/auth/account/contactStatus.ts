/**
 * PRODUCT.md §2: grey when absent, orange when unconfirmed, green when confirmed, in shades that reach 4.5:1 on
 * white (the theme's warning and success; WCAG 1.4.3). The row says the state in words too (1.4.1).
 */
export type ContactStatus = 'absent' | 'unconfirmed' | 'confirmed';

export function contactStatus(value: string | null | undefined, confirmed: boolean): ContactStatus {
  if (!value) return 'absent';
  return confirmed ? 'confirmed' : 'unconfirmed';
}

export const contactColor: Record<ContactStatus, string> = {
  absent: 'text.secondary',
  unconfirmed: 'warning.main',
  confirmed: 'success.main',
};
