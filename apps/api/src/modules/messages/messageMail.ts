import { routePath } from '@skelbimai/contract';
import type { AppConfig } from '../../config.ts';
import { escapeHtml } from '../html/index.ts';
import { type MailBody, siteUrl } from '../notifications/index.ts';

export interface MessageMailInput {
  site: AppConfig['site'];
  conversationId: number;
  /** The ad's title; undefined when the ad is gone. */
  adTitle: string | undefined;
  /** The unread messages' texts, oldest first. */
  texts: string[];
}

/** 'Nauja žinutė': the messages left unread, each quoted, and the link to answer them. */
export function messageMail({ site, conversationId, adTitle, texts }: MessageMailInput): MailBody {
  const link = siteUrl(site, routePath('conversation', { id: conversationId }));
  return {
    subject: `Nauja žinutė: ${adTitle ?? 'skelbimas'}`,
    text: [
      `jums parašė apie skelbimą „${adTitle ?? ''}“, bet žinutė dar neperskaityta:`,
      '',
      ...texts.flatMap((text) => [`„${text}“`, '']),
      `Atsakyti: ${link}`,
    ],
    html: [
      `<p>Jums parašė apie skelbimą „${escapeHtml(adTitle ?? '')}“, bet žinutė dar neperskaityta:</p>`,
      ...texts.map((text) => `<blockquote style="white-space:pre-line">„${escapeHtml(text)}“</blockquote>`),
      `<p><a href="${escapeHtml(link)}"><strong>Atsakyti</strong></a></p>`,
    ],
  };
}
