import * as z from 'zod';

/** Global settings the web reads at start (PRODUCT.md §3). */
export const globalSettingsSchema = z.object({
  maxPostPictureCount: z.number().int(),
  siteProtocol: z.string(),
  siteDomain: z.string(),
});
export type GlobalSettings = z.infer<typeof globalSettingsSchema>;

/** What the web shows about the portal itself: town, contacts, social links, sign-in providers. */
export const siteInfoSchema = globalSettingsSchema.extend({
  siteName: z.string(),
  townName: z.string(),
  /** The town's settlements (TOWN_PLACES): the ad form's and the list filter's choices, the town first. */
  places: z.array(z.string()),
  contactPhone: z.string(),
  contactEmail: z.string(),
  facebookPageUrl: z.string(),
  facebookGroupUrl: z.string(),
  /** Social sign-in: null when the provider is not configured, and then its button is hidden. */
  googleClientId: z.string().nullable(),
  facebookAppId: z.string().nullable(),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;
