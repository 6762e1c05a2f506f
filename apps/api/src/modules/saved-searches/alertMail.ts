import { formatPrice, type Post, routePath, savedSearchPath } from '@skelbimai/contract';
import type { AppConfig } from '../../config.ts';
import { escapeHtml } from '../html/index.ts';
import { absoluteUrl, type MailBody, siteUrl } from '../notifications/index.ts';

/** Ads listed in one alert; the rest are 'ir dar N'. */
export const ALERT_ADS_MAX = 10;

export interface AlertMailInput {
  site: AppConfig['site'];
  searchName: string;
  query: string;
  /** Newest first; only the first ALERT_ADS_MAX are listed. */
  ads: Post[];
}

/** A saved search's alert: up to 10 new ads (picture, title, price, place, link) and 'ir dar N'. */
export function alertMail({ site, searchName, query, ads }: AlertMailInput): MailBody {
  const shown = ads.slice(0, ALERT_ADS_MAX);
  const more = ads.length - shown.length;
  const listUrl = siteUrl(site, savedSearchPath(query));
  const adUrl = (ad: Post) => siteUrl(site, routePath('ad', { id: ad.id }));
  const item = (ad: Post) => {
    const picture = ad.pictureUploads[0];
    const image = picture
      ? `<img src="${escapeHtml(absoluteUrl(site, picture.thumbnailUrl))}" alt="" width="96" style="vertical-align:top;margin-right:8px" />`
      : '';
    return `<li style="margin-bottom:12px">${image}<a href="${escapeHtml(adUrl(ad))}">${escapeHtml(ad.title)}</a><br />${escapeHtml(formatPrice(ad.price))}, ${escapeHtml(ad.location)}</li>`;
  };
  return {
    subject: `Nauji skelbimai: ${searchName} – ${site.name}`,
    text: [
      `pagal jūsų išsaugotą paiešką „${searchName}“ yra naujų skelbimų:`,
      '',
      ...shown.flatMap((ad) => [`${ad.title} – ${formatPrice(ad.price)}, ${ad.location}`, adUrl(ad), '']),
      more > 0 ? `ir dar ${more}: ${listUrl}` : `Visi paieškos skelbimai: ${listUrl}`,
    ],
    html: [
      `<p>Pagal jūsų išsaugotą paiešką „${escapeHtml(searchName)}“ yra naujų skelbimų:</p>`,
      `<ul style="list-style:none;padding:0">${shown.map(item).join('')}</ul>`,
      more > 0
        ? `<p><a href="${escapeHtml(listUrl)}">ir dar ${more}</a></p>`
        : `<p><a href="${escapeHtml(listUrl)}">Visi paieškos skelbimai</a></p>`,
    ],
  };
}
