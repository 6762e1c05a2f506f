import { formatPrice, type Post } from '@skelbimai/contract';
import type { AppConfig } from '../../config.ts';
import { siteUrl } from '../notifications/emailLinks.ts';
import { escapeHtml } from '../pages/html.ts';

export interface PriceDrop {
  ad: Post;
  /** The price the user was last told of (at bookmarking, or in an earlier e-mail), in euros. */
  was: number;
}

const absolute = (site: AppConfig['site'], url: string) => (/^https?:\/\//.test(url) ? url : siteUrl(site, url));

/** The daily e-mail of bookmarked ads that got cheaper: picture, title, old → new price, link. */
export function priceDropMail(site: AppConfig['site'], drops: PriceDrop[], unsubscribeUrl: string) {
  const adUrl = (ad: Post) => siteUrl(site, `/skelbimas/${ad.id}`);
  const listUrl = siteUrl(site, '/mano/pazymeti');
  const settingsUrl = siteUrl(site, '/mano/pranesimai');
  const change = ({ ad, was }: PriceDrop) => `${formatPrice(was)} → ${formatPrice(ad.price)}`;
  const subject =
    drops.length === 1
      ? `Pažymėto skelbimo kaina sumažėjo – ${site.name}`
      : `Pažymėtų skelbimų kainos sumažėjo – ${site.name}`;
  const text = [
    'Sveiki,',
    '',
    drops.length === 1 ? 'sumažėjo pažymėto skelbimo kaina:' : 'sumažėjo pažymėtų skelbimų kainos:',
    '',
    ...drops.flatMap((drop) => [`${drop.ad.title}: ${change(drop)}`, adUrl(drop.ad), '']),
    `Visi pažymėti skelbimai: ${listUrl}`,
    '',
    `Nebenorite šių laiškų? Atsisakykite vienu paspaudimu: ${unsubscribeUrl}`,
    `Pranešimų nustatymai: ${settingsUrl}`,
    '',
    site.name,
  ].join('\n');
  const item = (drop: PriceDrop) => {
    const picture = drop.ad.pictureUploads[0];
    const image = picture
      ? `<img src="${escapeHtml(absolute(site, picture.thumbnailUrl))}" alt="" width="96" style="vertical-align:top;margin-right:8px" />`
      : '';
    return `<li style="margin-bottom:12px">${image}<a href="${escapeHtml(adUrl(drop.ad))}">${escapeHtml(drop.ad.title)}</a><br /><s>${escapeHtml(formatPrice(drop.was))}</s> → <strong>${escapeHtml(formatPrice(drop.ad.price))}</strong></li>`;
  };
  const html = [
    `<p>${drops.length === 1 ? 'Sumažėjo pažymėto skelbimo kaina:' : 'Sumažėjo pažymėtų skelbimų kainos:'}</p>`,
    `<ul style="list-style:none;padding:0">${drops.map(item).join('')}</ul>`,
    `<p><a href="${escapeHtml(listUrl)}">Visi pažymėti skelbimai</a></p>`,
    `<p style="color:#555">Nebenorite šių laiškų? <a href="${escapeHtml(unsubscribeUrl)}">Atsisakyti</a> · <a href="${escapeHtml(settingsUrl)}">Pranešimų nustatymai</a></p>`,
  ].join('\n');
  return { subject, text, html };
}
