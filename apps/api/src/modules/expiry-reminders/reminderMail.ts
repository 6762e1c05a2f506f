import { routePath } from '@skelbimai/contract';
import type { AppConfig } from '../../config.ts';
import { escapeHtml } from '../html/index.ts';
import { type MailBody, siteUrl } from '../notifications/index.ts';

export interface ReminderMailInput {
  site: AppConfig['site'];
  postId: number;
  title: string;
  expiresAt: Date;
  renewUrl: string;
}

/** 'Skelbimo galiojimas baigiasi': the ad, its expiry date (Vilnius) and the one-click renewal link. */
export function reminderMail({ site, postId, title, expiresAt, renewUrl }: ReminderMailInput): MailBody {
  const when = new Intl.DateTimeFormat('lt-LT', {
    timeZone: 'Europe/Vilnius',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(expiresAt);
  const adUrl = siteUrl(site, routePath('ad', { id: postId }));
  return {
    subject: `Skelbimo galiojimas baigiasi: ${title} – ${site.name}`,
    text: [
      `jūsų skelbimo „${title}“ galiojimas baigsis ${when}.`,
      adUrl,
      '',
      `Pratęsti jį dar 30 dienų galite vienu paspaudimu (prisijungti nereikia, nuoroda veikia vieną kartą): ${renewUrl}`,
    ],
    html: [
      `<p>Jūsų skelbimo <a href="${escapeHtml(adUrl)}">„${escapeHtml(title)}“</a> galiojimas baigsis ${escapeHtml(when)}.</p>`,
      `<p><a href="${escapeHtml(renewUrl)}"><strong>Pratęsti skelbimą</strong></a> (prisijungti nereikia, nuoroda veikia vieną kartą)</p>`,
    ],
    these: 'priminimų',
  };
}
