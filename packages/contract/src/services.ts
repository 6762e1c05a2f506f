import * as z from 'zod';

/** A paid promotion of an ad (PRODUCT.md §3 'Advert service'). */
export const advertServiceSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  /** Price in euros. */
  price: z.number(),
  /** How long the effect lasts; null for one-off services. */
  durationDays: z.number().int().nullable(),
});
export type AdvertService = z.infer<typeof advertServiceSchema>;

export const advertServicePackSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  price: z.number(),
  services: z.array(advertServiceSchema.pick({ id: true, code: true, name: true, icon: true })),
});
export type AdvertServicePack = z.infer<typeof advertServicePackSchema>;
