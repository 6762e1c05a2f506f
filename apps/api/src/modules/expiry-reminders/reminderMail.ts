import type { AppConfig } from '../../config.ts';
import { siteUrl } from '../notifications/emailLinks.ts';
import { escapeHtml } from '../pages/html.ts';

export interface ReminderMailInput {
  site: AppConfig['site'];
  postId: number;
  title: string;
  expiresAt: Date;
  renewUrl: string;
  unsubscribeUrl: string;
}

/** 'Skelbimo galiojimas baigiasi': the ad, its expiry date (Vilnius) and the one-click renewal link. */
export function reminderMail({ site, postId, title, expiresAt, renewUrl, unsubscribeUrl }: ReminderMailInput) {
  const when = new Intl.DateTimeFormat('lt-LT', {
    timeZone: 'Europe/Vilnius',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(expiresAt);
  const adUrl = siteUrl(site, `/skelbimas/${postId}`);
  const settingsUrl = siteUrl(site, '/mano/pranesimai');
  const subject = `Skelbimo galiojimas baigiasi: ${title} – ${site.name}`;
  const text = [
    'Sveiki,',
    '',
    `jūsų skelbimo „${title}“ galiojimas baigsis ${when}.`,
    adUrl,
    '',
    `Pratęsti jį dar 30 dienų galite vienu paspaudimu (prisijungti nereikia, nuoroda veikia vieną kartą): ${renewUrl}`,
    '',
    `Nebenorite šių priminimų? Atsisakykite vienu paspaudimu: ${unsubscribeUrl}`,
    `Pranešimų nustatymai: ${settingsUrl}`,
    '',
    site.name,
  ].join('\n');
  const html = [
    `<p>Jūsų skelbimo <a href="${escapeHtml(adUrl)}">„${escapeHtml(title)}“</a> galiojimas baigsis ${escapeHtml(when)}.</p>`,
    `<p><a href="${escapeHtml(renewUrl)}"><strong>Pratęsti skelbimą</strong></a> (prisijungti nereikia, nuoroda veikia vieną kartą)</p>`,
    `<p style="color:#555">Nebenorite šių priminimų? <a href="${escapeHtml(unsubscribeUrl)}">Atsisakyti</a> · <a href="${escapeHtml(settingsUrl)}">Pranešimų nustatymai</a></p>`,
  ].join('\n');
  return { subject, text, html };
}
