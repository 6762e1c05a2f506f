import { clientRoutes } from '@skelbimai/contract';
import type { AppConfig } from '../../config.ts';
import { escapeHtml } from '../pages/html.ts';
import { siteUrl } from './emailLinks.ts';

export interface NotificationMailInput {
  subject: string;
  /** The plain text's lines after the greeting; the body's first sentence goes on in lower case after 'Sveiki,'. */
  text: string[];
  /** The HTML's blocks (each a <p>, <ul> or the like). */
  html: string[];
  /** The page that asks before it stops this kind of e-mail (unsubscribeParts' pageUrl). */
  unsubscribeUrl: string;
  /** What the footer calls these e-mails: 'laiškų', or 'priminimų' for the expiry reminders. */
  these?: 'laiškų' | 'priminimų';
}

export interface NotificationMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * The one layout of every e-mail a user can stop: the greeting, the body, and the footer with the one-click
 * unsubscribe link and the way to the e-mail settings, then the site's name. Templates build only their body.
 */
export function notificationMail(site: AppConfig['site'], input: NotificationMailInput): NotificationMail {
  const { subject, unsubscribeUrl, these = 'laiškų' } = input;
  const settingsUrl = siteUrl(site, clientRoutes.notifications.path);
  const text = [
    'Sveiki,',
    '',
    ...input.text,
    '',
    `Nebenorite šių ${these}? Atsisakykite vienu paspaudimu: ${unsubscribeUrl}`,
    `Pranešimų nustatymai: ${settingsUrl}`,
    '',
    site.name,
  ].join('\n');
  const html = [
    ...input.html,
    `<p style="color:#555">Nebenorite šių ${these}? <a href="${escapeHtml(unsubscribeUrl)}">Atsisakyti</a> · <a href="${escapeHtml(settingsUrl)}">Pranešimų nustatymai</a></p>`,
  ].join('\n');
  return { subject, text, html };
}
