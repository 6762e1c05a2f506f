import * as z from 'zod';
import { boundedSecret, boundedText, bounds, boundsMessages, hasControlCharacters, userIdText } from './bounds.ts';
import { limits } from './constants.ts';
import { validationMessages as m } from './messages.ts';
import { nameMessages } from './names.ts';
import { pictureSourceTypes, userSchema } from './users.ts';

/** PRODUCT.md §5: '+' and a 1–3 digit country code, or '8', then 7 to 13 digits, spaces or dashes. */
export const phonePattern = /^(\+\d{1,3}|8)[\d\s-]{7,13}$/;
const emailPattern = z.email();

export const isEmail = (value: string) => emailPattern.safeParse(value.trim()).success;
export const isPhone = (value: string) => phonePattern.test(value.trim());

/** The e-mail-or-phone field of the login, registration and recovery forms. */
export const emailOrPhoneSchema = z
  // Only a missing value is 'Negali būti tuščias.': a schema-wide message would also replace the checks' own
  // (a 300-character address would read "empty"); undefined hands every other issue to the global map.
  .string({
    error: (issue) => (issue.input === undefined || issue.input === null ? m.emailOrPhoneRequired : undefined),
  })
  .trim()
  // abort: an empty field gets only 'Negali būti tuščias.', not the format message as well.
  .min(1, { message: m.emailOrPhoneRequired, abort: true })
  .max(bounds.emailOrPhone, { abort: true })
  .refine((value) => isEmail(value) || isPhone(value), m.emailOrPhoneFormat);

/** A new password: control characters refused (nobody can type them again at the next sign-in). */
export const passwordSchema = boundedSecret(limits.passwordMaxLength)
  .min(limits.passwordMinLength)
  .refine((value) => !hasControlCharacters(value), boundsMessages.controlCharacters);
/**
 * A password being checked: any existing one must still work, so only its length is bounded, and far above
 * what a new one may be: a longer attempt is just a wrong password ('one thing', DECISIONS #10), not a form error.
 */
const existingPasswordSchema = boundedSecret(bounds.passwordAttempt);
export const newEmailSchema = boundedText(bounds.emailOrPhone).min(1).pipe(z.email());
export const newPhoneSchema = boundedText(bounds.emailOrPhone).min(1).regex(phonePattern);

/** Recovery and verification codes: a two-letter prefix and five digits (PRODUCT.md §3, §9). */
export const codePrefixSchema = boundedText(2)
  .min(1)
  .regex(/^\p{L}*$/u, m.lettersOnly)
  .transform((value) => value.toUpperCase());
export const codeDigitsSchema = boundedText(5).min(1).regex(/^\d*$/);

export const fullNameSchema = boundedText(60).min(2);

export const credentialsRequestSchema = z.object({
  emailOrPhone: emailOrPhoneSchema,
  password: existingPasswordSchema.min(1),
  rememberMe: z.boolean().default(false),
});
export const loginRequestSchema = credentialsRequestSchema;
export const registerRequestSchema = credentialsRequestSchema.extend({ password: passwordSchema });
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const socialNetworks = ['google', 'facebook'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];
export const socialLoginRequestSchema = z.object({
  accessToken: boundedText(bounds.accessToken).min(1),
  socialNetwork: z.enum(socialNetworks),
  rememberMe: z.boolean().default(true),
});
export const providerLoginRequestSchema = z.object({ accessToken: boundedText(bounds.accessToken).min(1) });

export const resetPasswordRequestSchema = z.object({ emailOrPhone: emailOrPhoneSchema });
export const recoveryLoginRequestSchema = z.object({
  emailOrPhone: emailOrPhoneSchema,
  prefix: codePrefixSchema,
  code: codeDigitsSchema,
  rememberMe: z.boolean().default(false),
});
export const setNewPasswordRequestSchema = z.object({
  newPassword: passwordSchema,
  resetPasswordToken: boundedText(bounds.resetToken).min(1),
});
/** For an account without a password (made by social sign-in): create one. */
export const setPasswordRequestSchema = z.object({ newPassword: passwordSchema });
/** currentPassword is '' when the account has no password yet (PRODUCT.md §5). */
export const changePasswordRequestSchema = z.object({
  currentPassword: existingPasswordSchema.default(''),
  newPassword: passwordSchema,
});
export const changeProfileNameRequestSchema = z.object({ newFullName: fullNameSchema });

export const codeConfirmationSchema = z.object({ prefix: codePrefixSchema, code: codeDigitsSchema });
export const getChangeEmailCodeRequestSchema = z.object({ newEmail: newEmailSchema });
export const confirmEmailChangeRequestSchema = codeConfirmationSchema.extend({ newEmail: newEmailSchema });
export const getChangePhoneCodeRequestSchema = z.object({ newPhone: newPhoneSchema });
export const confirmPhoneChangeRequestSchema = codeConfirmationSchema.extend({ newPhone: newPhoneSchema });

export const changeProfilePictureRequestSchema = z.object({
  profilePictureSourceType: z.enum(pictureSourceTypes),
  targetUserId: userIdText().optional(),
});
export const deleteProfilePictureRequestSchema = z.object({ targetUserId: userIdText().optional() });
/** PATCH /api/auth/updateProfile: the name parts a user may edit in one call. */
export const updateProfileRequestSchema = z.object({
  fullName: fullNameSchema.optional(),
  firstName: boundedText(60).optional(),
  lastName: boundedText(60).optional(),
});

// Responses (inside the envelope's data).
export const socialLoginResponseSchema = z.object({ loggedUser: userSchema });
/**
 * Registration's answer beside `data` (the user): the confirmation code sent to the registered e-mail or phone,
 * to type right away (ConfirmEmailVerify / ConfirmPhoneVerify). prefix is null when no code could be sent (the
 * address's 3 codes per 24 hours are spent); a new one is asked for with GetVerifyEmailCode / GetVerifyPhoneCode.
 */
export const registrationCodeSchema = z.object({
  channel: z.enum(['email', 'phone']),
  sentTo: z.string(),
  prefix: z.string().nullable(),
});
export type RegistrationCode = z.infer<typeof registrationCodeSchema>;
export const recoveryLoginResponseSchema = z.object({ user: userSchema, resetPasswordToken: z.string() });
export const uploadProfilePictureResponseSchema = z.object({
  pictureUrl: z.string().nullable(),
  localPictureUrl: z.string().nullable(),
});
export const changeProfilePictureResponseSchema = z.object({
  profilePictureSourceType: z.enum(pictureSourceTypes),
  pictureUrl: z.string().nullable(),
});
/** GET /api/auth/profile/{id}: what anyone may see of a member. */
export const publicProfileSchema = z.object({
  id: z.string(),
  fullName: z.string().nullable(),
  pictureUrl: z.string().nullable(),
  memberSince: z.string(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** A recovery or verification code as the user types it: 'AB-12345'. */
export const formatCode = (prefix: string, code: string) => `${prefix}-${code}`;

/**
 * POST /api/account/delete: the user's own deletion, confirmed by the password, or by the prefix and
 * code from POST /api/account/deleteCode (an account without a password). Which one is required is the
 * server's check, with the message on `password`.
 */
export const deleteAccountRequestSchema = z.object({
  password: existingPasswordSchema.optional(),
  prefix: codePrefixSchema.optional(),
  code: codeDigitsSchema.optional(),
});
export type DeleteAccountRequest = z.input<typeof deleteAccountRequestSchema>;

/** 'Kaip jus vadinti?': the first name is required, the last name optional (PATCH /api/auth/updateProfile). */
export const nameRequestSchema = z.object({
  firstName: boundedText(60).min(1, { error: () => nameMessages.firstNameRequired }),
  lastName: boundedText(60),
});
export type NameRequest = z.infer<typeof nameRequestSchema>;
