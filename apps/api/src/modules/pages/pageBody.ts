import {
  type Category,
  formatPrice,
  type GoneAd,
  type Post,
  routePath,
  type Seller,
  sellerName,
} from '@skelbimai/contract';
import { escapeHtml } from '../html/index.ts';

// The plain HTML a client without JavaScript reads (inside <noscript>): a search engine, a link preview.
// Everything a user wrote is escaped here; nothing in these strings is trusted.

/** Shown above every page's text, as the template's own <noscript> notice said. */
export const NEEDS_JAVASCRIPT = 'Šiai svetainei reikia įjungto JavaScript.';

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
const link = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;

export const adPath = (id: number) => routePath('ad', { id });
export const sellerPath = (userId: string) => `/pardavejas/${encodeURIComponent(userId)}`;

/** '2025-03-07' in Vilnius time, as the web writes dates. */
const dateFormat = new Intl.DateTimeFormat('lt-LT', {
  timeZone: 'Europe/Vilnius',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
export const categoryPath = (logicalName: string, subLogicalName?: string) =>
  subLogicalName
    ? `/skelbimai/${encodeURIComponent(logicalName)}/${encodeURIComponent(subLogicalName)}`
    : `/skelbimai/${encodeURIComponent(logicalName)}`;

export function withNotice(...parts: string[]): string {
  return [paragraph(NEEDS_JAVASCRIPT), ...parts].join('');
}

export function headingHtml(text: string): string {
  return `<h1>${escapeHtml(text)}</h1>`;
}

/** One ad: title, price, town, category, the cover picture and the whole description. */
export function adBodyHtml(post: Post, coverUrl: string | undefined): string {
  const lines = post.description.split(/\r?\n/).filter((line) => line.trim() !== '');
  return withNotice(
    headingHtml(post.title),
    // A sold ad's page stays a while to say so; a reserved one is still for sale.
    post.status === 'sold' ? paragraph('Parduota') : post.reserved ? paragraph('Rezervuota') : '',
    paragraph(`Kaina: ${formatPrice(post.price)}`),
    post.location ? paragraph(`Vieta: ${post.location}`) : '',
    `<p>${link(categoryPath(post.category.logicalName), post.category.name)} › ${link(
      categoryPath(post.category.logicalName, post.subCategory.logicalName),
      post.subCategory.name,
    )}</p>`,
    post.seller
      ? paragraph(`Pardavėjas: ${sellerName(post.seller.displayName)}`) +
          `<p>${link(sellerPath(post.seller.id), 'Visi pardavėjo skelbimai')}</p>`
      : '',
    coverUrl ? `<img src="${escapeHtml(coverUrl)}" alt="${escapeHtml(post.title)}" />` : '',
    ...lines.map(paragraph),
  );
}

/** A gone ad (410): the notice, its title when it may be said, the way to its subcategory, similar ads. */
export function goneAdBodyHtml(gone: GoneAd, notice: string, similar: Post[]): string {
  return withNotice(
    headingHtml(notice),
    gone.title ? paragraph(gone.title) : '',
    `<p>${link(categoryPath(gone.category.logicalName, gone.subCategory.logicalName), `${gone.category.name} › ${gone.subCategory.name}`)}</p>`,
    similar.length > 0 ? adListHtml(similar) : '',
  );
}

/** A list of ads as links with their prices. */
export function adListHtml(posts: Post[]): string {
  if (posts.length === 0) return paragraph('Skelbimų nėra.');
  const items = posts.map(
    (post) => `<li>${link(adPath(post.id), post.title)} – ${escapeHtml(formatPrice(post.price))}</li>`,
  );
  return `<ul>${items.join('')}</ul>`;
}

/** The category tree as links (the home page's way in). */
export function categoryLinksHtml(categories: Category[]): string {
  const items = categories.map((category) => {
    const children = category.childCategories.map(
      (child) => `<li>${link(categoryPath(category.logicalName, child.logicalName), child.name)}</li>`,
    );
    return `<li>${link(categoryPath(category.logicalName), category.name)}<ul>${children.join('')}</ul></li>`;
  });
  return `<ul>${items.join('')}</ul>`;
}

/** A seller's page: name, member since, which contacts are confirmed, their ads. */
export function sellerBodyHtml(name: string, seller: Seller, posts: Post[]): string {
  const confirmed = [seller.emailConfirmed && 'el. paštas', seller.phoneConfirmed && 'tel. numeris'].filter(Boolean);
  return withNotice(
    headingHtml(name),
    paragraph(`Narys nuo ${dateFormat.format(new Date(seller.memberSince))}`),
    confirmed.length > 0 ? paragraph(`Patvirtinta: ${confirmed.join(', ')}`) : '',
    paragraph(`Aktyvių skelbimų: ${seller.activeAdCount}`),
    adListHtml(posts),
  );
}
