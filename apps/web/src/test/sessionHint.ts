import { SESSION_HINT_COOKIE } from '../lib/contract.ts';

/** What the API's Set-Cookie of the session marker (DECISIONS #60) does to this browser: set or expire it. */
export function setSessionHint(present: boolean) {
  const value = present ? '1; path=/' : '; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API; this stands in for the server's header.
  document.cookie = `${SESSION_HINT_COOKIE}=${value}`;
}
