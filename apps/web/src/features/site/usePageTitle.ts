import { useEffect } from 'react';
import { t } from '../../messages/index.ts';
import { useSiteInfo } from './api.ts';

/** document.title = '{page} – {site name}', or just the site name on the home page (SPEC.md §2). */
export function usePageTitle(page?: string | null): void {
  const siteName = useSiteInfo().data?.siteName || t.app.fallbackSiteName;
  useEffect(() => {
    document.title = page ? `${page}${t.app.titleSeparator}${siteName}` : siteName;
  }, [page, siteName]);
}
