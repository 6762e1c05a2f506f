import { SERVER_STATE_ELEMENT_ID } from '@skelbimai/contract';
import { escapeHtml, jsonForScript } from '../html/index.ts';

/** The web app's server render of the page (serverRender.ts): its markup, its head tags and the state to hydrate from. */
export interface RenderedApp {
  html: string;
  headTags: string;
  /** Already escaped for a <script> element (jsonForScript). */
  stateJson: string;
}

/** What a page says about itself in <head>; every string is plain text, escaped when written. */
export interface PageHead {
  /** The whole document title ('{page} – {site name}'). */
  title: string;
  /** og:title: the page's own name, without the portal's. */
  shareTitle: string;
  description: string;
  /** Absolute; left out on pages that are not indexed. */
  canonicalUrl?: string;
  noindex: boolean;
  /** With noindex: its links may still be followed (a gone ad's page leads to its category and similar ads). */
  followLinks?: boolean;
  siteName: string;
  /** og:type: 'product' for an ad, 'profile' for a seller's page, 'website' for the rest. */
  type: 'website' | 'product' | 'profile';
  image?: ShareImage;
  /** JSON-LD objects (schema.org), one <script> each. */
  structuredData: object[];
}

/** The picture a shared link shows, with the words that stand for it (og:image:alt, twitter:image:alt). */
export interface ShareImage {
  url: string;
  alt: string;
  width?: number;
  height?: number;
  /** An ad's own picture gets Twitter's large card; the portal's square icon the small one. */
  large: boolean;
}

/** Tags added to the template's <head>. */
function headTags(head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    meta('name', 'description', head.description),
    head.noindex ? meta('name', 'robots', head.followLinks ? 'noindex' : 'noindex, nofollow') : '',
    head.canonicalUrl ? `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />` : '',
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:locale', 'lt_LT'),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.shareTitle),
    meta('property', 'og:description', head.description),
    head.canonicalUrl ? meta('property', 'og:url', head.canonicalUrl) : '',
    head.image ? meta('property', 'og:image', head.image.url) : '',
    head.image?.width ? meta('property', 'og:image:width', String(head.image.width)) : '',
    head.image?.height ? meta('property', 'og:image:height', String(head.image.height)) : '',
    head.image ? meta('property', 'og:image:alt', head.image.alt) : '',
    meta('name', 'twitter:card', head.image?.large ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.shareTitle),
    meta('name', 'twitter:description', head.description),
    head.image ? meta('name', 'twitter:image', head.image.url) : '',
    head.image ? meta('name', 'twitter:image:alt', head.image.alt) : '',
    ...head.structuredData.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ];
  return tags.filter(Boolean).join('\n    ');
}

/**
 * index.html with this page's head and content: the template's <title> and description are replaced, the
 * other tags go before </head>. With the app's server render, its markup fills #root, its styles go into
 * <head> and its state follows #root as JSON (a JSON script runs nothing, so the CSP allows it). Without one,
 * `bodyHtml` (already escaped) replaces the template's <noscript> notice, so a client without JavaScript (a
 * search engine, a link preview) still reads the page's content.
 */
export function renderPage(template: string, head: PageHead, bodyHtml: string, app?: RenderedApp): string {
  const title = `<title>${escapeHtml(head.title)}</title>`;
  const hasTitle = /<title>[\s\S]*?<\/title>/i.test(template);
  const withoutOld = template
    .replace(/<title>[\s\S]*?<\/title>/i, () => title)
    .replace(/\s*<meta\s+name="description"[^>]*>/i, '');
  const tags = hasTitle ? headTags(head) : `${title}\n    ${headTags(head)}`;
  const withHead = withoutOld.replace(/<\/head>/i, () => `    ${tags}\n  </head>`);
  if (app) {
    return withHead
      .replace(/<\/head>/i, () => `  ${app.headTags}\n  </head>`)
      .replace(
        /<div id="root"><\/div>/i,
        () =>
          `<div id="root">${app.html}</div>\n    <script id="${SERVER_STATE_ELEMENT_ID}" type="application/json">${app.stateJson}</script>`,
      );
  }
  const noscript = `<noscript>${bodyHtml}</noscript>`;
  if (/<noscript>[\s\S]*?<\/noscript>/i.test(withHead)) {
    return withHead.replace(/<noscript>[\s\S]*?<\/noscript>/i, () => noscript);
  }
  return withHead.replace(/<body([^>]*)>/i, (tag) => `${tag}\n    ${noscript}`);
}
