import type { SiteFacts } from '../../messages/content/index.ts';
import { t } from '../../messages/lt.ts';
import { useSiteInfo } from '../site/index.ts';

/** The settings the text pages quote; generic words until they arrive, never an assumed town. */
export function useSiteFacts(): SiteFacts {
  const site = useSiteInfo().data;
  return {
    siteName: site?.siteName || t.app.fallbackSiteName,
    townName: site?.townName ?? '',
    contactEmail: site?.contactEmail ?? '',
    contactPhone: site?.contactPhone ?? '',
  };
}
