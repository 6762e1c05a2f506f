import type { SiteInfo } from '@skelbimai/contract';
import { DEFAULT_AUTO_HOLD_REPORTER_COUNT, limits } from '@skelbimai/contract';
import { formatPhone } from '@skelbimai/contract/phone';
import { eq } from 'drizzle-orm';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { settingKeys, settings } from '../../db/schema/index.ts';
import { cachedShared } from '../../http/sharedCache.ts';

async function readSetting(db: Database, key: string): Promise<string | undefined> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value;
}

/** The seeded value (from MAX_POST_PICTURE_COUNT); the contract's default if the row is somehow missing. */
export async function getMaxPostPictureCount(db: Database): Promise<number> {
  const value = Number(await readSetting(db, settingKeys.maxPostPictureCount));
  return Number.isInteger(value) && value > 0 ? value : limits.defaultMaxPostPictureCount;
}

/**
 * What the web shows about the portal: names, contacts and links come from configuration. Cached for
 * everyone: only a seed changes the one stored value, and the entry ends by itself within seconds.
 */
export function getSiteInfo(db: Database, config: AppConfig): Promise<SiteInfo> {
  return cachedShared(db, 'siteInfo', () => loadSiteInfo(db, config));
}

async function loadSiteInfo(db: Database, config: AppConfig): Promise<SiteInfo> {
  return {
    siteName: config.site.name,
    townName: config.site.townName,
    places: config.site.places,
    // CONTACT_PHONE as configured ('+37060000000' or '+370 600 00000'), in the format of every phone shown:
    // formatted here so the footer, on every page, carries no phone metadata (DECISIONS #103).
    contactPhone: formatPhone(config.site.contactPhone),
    contactEmail: config.site.contactEmail,
    facebookPageUrl: config.site.facebookPageUrl,
    facebookGroupUrl: config.site.facebookGroupUrl,
    siteProtocol: config.site.protocol,
    siteDomain: config.site.domain,
    maxPostPictureCount: await getMaxPostPictureCount(db),
    googleClientId: config.google.clientId ?? null,
    facebookAppId: config.facebook.appId ?? null,
  };
}

/** Open reports from this many different users hold an ad; the contract's default when unset. */
export async function getAutoHoldReporterCount(db: Database): Promise<number> {
  const value = Number(await readSetting(db, settingKeys.autoHoldReporterCount));
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_AUTO_HOLD_REPORTER_COUNT;
}
