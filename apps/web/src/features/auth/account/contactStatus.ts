/**
 * PRODUCT.md §2: grey when absent, orange when unconfirmed, green when confirmed (account.module.css has a class
 * for each, in shades that reach 4.5:1 on white; WCAG 1.4.3). The row says the state in words
 * too (1.4.1).
 */
export type ContactStatus = 'absent' | 'unconfirmed' | 'confirmed';

export function contactStatus(value: string | null | undefined, confirmed: boolean): ContactStatus {
  if (!value) return 'absent';
  return confirmed ? 'confirmed' : 'unconfirmed';
}
