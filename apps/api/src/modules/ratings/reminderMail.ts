import { routePath } from '@skelbimai/contract';
import type { AppConfig } from '../../config.ts';
import { escapeHtml, type MailBody, siteUrl } from '../notifications/index.ts';

export interface RatingReminderInput {
  site: AppConfig['site'];
  conversationId: number;
  title: string;
  /** The recipient sold the ad (else they wrote to its seller). */
  sold: boolean;
}

/** 'Įvertinkite pirkėją / pardavėją': after the ad is sold, to each side of a two-sided conversation (§27). */
export function ratingReminderMail({ site, conversationId, title, sold }: RatingReminderInput): MailBody {
  const threadUrl = siteUrl(site, routePath('conversation', { id: conversationId }));
  const whom = sold ? 'pirkėją' : 'pardavėją';
  return {
    subject: `Įvertinkite ${whom}: ${title} – ${site.name}`,
    text: [
      `skelbimas „${title}“ pažymėtas kaip parduotas. Kaip sekėsi? Įvertinkite ${whom} nuo 1 iki 5 žvaigždučių:`,
      threadUrl,
      '',
      'Įvertinimą paskelbsime, kai įvertins ir kita pusė arba po 14 dienų.',
    ],
    html: [
      `<p>Skelbimas „${escapeHtml(title)}“ pažymėtas kaip parduotas. Kaip sekėsi?</p>`,
      `<p><a href="${escapeHtml(threadUrl)}"><strong>Įvertinti ${whom}</strong></a></p>`,
      '<p>Įvertinimą paskelbsime, kai įvertins ir kita pusė arba po 14 dienų.</p>',
    ],
    these: 'priminimų',
  };
}
