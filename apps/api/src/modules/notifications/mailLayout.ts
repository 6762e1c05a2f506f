import { clientRoutes } from '@skelbimai/contract';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { escapeHtml } from '../html/index.ts';
import { siteUrl } from './emailLinks.ts';
import { type UnsubscribeTarget, unsubscribeToken } from './unsubscribe.service.ts';

/** For the templates: the layout's own escaping, so a template needs no page-rendering import. */
export { escapeHtml };

/** What a template of an e-mail a user can stop builds: its subject and body, never the greeting or footer. */
export interface MailBody {
  subject: string;
  /** The plain text's lines after 'Sveiki,': the first sentence goes on in lower case. */
  text: string[];
  /** The HTML's blocks (each a <p>, <ul> or the like). */
  html: string[];
  /** What the footer calls these e-mails: 'laiškų', or 'priminimų' for the expiry reminders. */
  these?: 'laiškų' | 'priminimų';
}

export interface LaidOutMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * The one layout of every e-mail a user can stop: the greeting, the body, and the footer with the link that
 * stops it and the way to the e-mail settings, then the site's name.
 */
export function layoutMail(site: AppConfig['site'], body: MailBody, unsubscribeUrl: string): LaidOutMail {
  const these = body.these ?? 'laiškų';
  const settingsUrl = siteUrl(site, clientRoutes.notifications.path);
  const text = [
    'Sveiki,',
    '',
    ...body.text,
    '',
    `Nebenorite šių ${these}? Atsisakykite vienu paspaudimu: ${unsubscribeUrl}`,
    `Pranešimų nustatymai: ${settingsUrl}`,
    '',
    site.name,
  ].join('\n');
  const html = [
    ...body.html,
    `<p style="color:#555">Nebenorite šių ${these}? <a href="${escapeHtml(unsubscribeUrl)}">Atsisakyti</a> · <a href="${escapeHtml(settingsUrl)}">Pranešimų nustatymai</a></p>`,
  ].join('\n');
  return { subject: body.subject, text, html };
}

/**
 * An e-mail the user can stop, ready for enqueueMail: the body in the layout with the signed link to
 * /atsisakyti, and the one-click unsubscribe headers (RFC 8058) for mail programs. The only way the API builds
 * such an e-mail, so none goes without its footer.
 */
export async function stoppableMail(
  db: Database,
  site: AppConfig['site'],
  target: UnsubscribeTarget,
  body: MailBody,
): Promise<LaidOutMail & { headers: Record<string, string> }> {
  const token = encodeURIComponent(await unsubscribeToken(db, target));
  // The API's POST, which mail programs call themselves; the page /atsisakyti asks first.
  const headers = {
    'List-Unsubscribe': `<${siteUrl(site, `/api/savedsearches/unsubscribe?token=${token}`)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
  return { ...layoutMail(site, body, siteUrl(site, `${clientRoutes.unsubscribe.path}?token=${token}`)), headers };
}
