import * as z from 'zod';

export const pictureSourceTypes = ['local', 'google', 'facebook'] as const;

/** The signed-in user as the web sees it (SPEC.md §3 'User'). */
export const userSchema = z.object({
  id: z.string(),
  fullName: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  emailConfirmed: z.boolean(),
  phoneNumber: z.string().nullable(),
  phoneNumberConfirmed: z.boolean(),
  hasPassword: z.boolean(),
  pictureUrl: z.string().nullable(),
  profilePictureSourceType: z.enum(pictureSourceTypes),
  localPictureUrl: z.string().nullable(),
  googlePictureUrl: z.string().nullable(),
  facebookPictureUrl: z.string().nullable(),
  /** Euros. */
  walletBalance: z.number(),
  authRole: z.string().nullable(),
  isBlocked: z.boolean(),
  blockedUntil: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;
