// Escaping text into HTML: what the server-rendered pages and the e-mails share, kept apart from both so that
// neither depends on the other.
export { escapeHtml, jsonForScript, summary } from './html.ts';
