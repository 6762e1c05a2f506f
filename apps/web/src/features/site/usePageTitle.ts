import { useEffect } from 'react';
import { setPageTitle } from '../../lib/documentTitle.ts';
import { t } from '../../messages/lt.ts';
import { useSiteInfo } from './api.ts';

/** document.title = '{page} – {site name}', or just the site name on the home page (PRODUCT.md §2). */
export function usePageTitle(page?: string | null): void {
  const siteName = useSiteInfo().data?.siteName || t.app.fallbackSiteName;
  useEffect(() => {
    // Through documentTitle, which puts the unread message count in front.
    setPageTitle(page ? `${page}${t.app.titleSeparator}${siteName}` : siteName);
  }, [page, siteName]);
}
