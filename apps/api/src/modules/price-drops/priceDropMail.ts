import { clientRoutes, formatPrice, type Post, routePath } from '@skelbimai/contract';
import type { AppConfig } from '../../config.ts';
import { escapeHtml } from '../html/index.ts';
import { absoluteUrl, type MailBody, siteUrl } from '../notifications/index.ts';

export interface PriceDrop {
  ad: Post;
  /** The price the user was last told of (at bookmarking, or in an earlier e-mail), in euros. */
  was: number;
}

/** The daily e-mail of bookmarked ads that got cheaper: picture, title, old → new price, link. */
export function priceDropMail(site: AppConfig['site'], drops: PriceDrop[]): MailBody {
  const adUrl = (ad: Post) => siteUrl(site, routePath('ad', { id: ad.id }));
  const listUrl = siteUrl(site, clientRoutes.bookmarked.path);
  const change = ({ ad, was }: PriceDrop) => `${formatPrice(was)} → ${formatPrice(ad.price)}`;
  const one = drops.length === 1;
  const item = (drop: PriceDrop) => {
    const picture = drop.ad.pictureUploads[0];
    const image = picture
      ? `<img src="${escapeHtml(absoluteUrl(site, picture.thumbnailUrl))}" alt="" width="96" style="vertical-align:top;margin-right:8px" />`
      : '';
    return `<li style="margin-bottom:12px">${image}<a href="${escapeHtml(adUrl(drop.ad))}">${escapeHtml(drop.ad.title)}</a><br /><s>${escapeHtml(formatPrice(drop.was))}</s> → <strong>${escapeHtml(formatPrice(drop.ad.price))}</strong></li>`;
  };
  return {
    subject: one
      ? `Pažymėto skelbimo kaina sumažėjo – ${site.name}`
      : `Pažymėtų skelbimų kainos sumažėjo – ${site.name}`,
    text: [
      one ? 'sumažėjo pažymėto skelbimo kaina:' : 'sumažėjo pažymėtų skelbimų kainos:',
      '',
      ...drops.flatMap((drop) => [`${drop.ad.title}: ${change(drop)}`, adUrl(drop.ad), '']),
      `Visi pažymėti skelbimai: ${listUrl}`,
    ],
    html: [
      `<p>${one ? 'Sumažėjo pažymėto skelbimo kaina:' : 'Sumažėjo pažymėtų skelbimų kainos:'}</p>`,
      `<ul style="list-style:none;padding:0">${drops.map(item).join('')}</ul>`,
      `<p><a href="${escapeHtml(listUrl)}">Visi pažymėti skelbimai</a></p>`,
    ],
  };
}
