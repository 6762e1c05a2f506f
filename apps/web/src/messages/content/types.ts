/** A titled block of a text page: paragraphs and/or a bullet list. */
export interface ContentSection {
  heading: string;
  paragraphs?: string[];
  bullets?: string[];
}

/** The configured facts a text may mention; nothing else about the operator is assumed. */
export interface SiteFacts {
  siteName: string;
  townName: string;
  contactEmail: string;
  contactPhone: string;
}

/** How to reach the portal, in words, from whichever contacts the settings give. */
export function contactLine(site: SiteFacts): string {
  const parts = [
    site.contactEmail && `el. paštu ${site.contactEmail}`,
    site.contactPhone && `telefonu ${site.contactPhone}`,
  ];
  const known = parts.filter(Boolean);
  return known.length > 0 ? known.join(' arba ') : 'per portalo kontaktus';
}
