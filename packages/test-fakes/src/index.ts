export { type FacebookFake, type FacebookTokenClaims, startFacebookFake } from './facebook.ts';
export { type GoogleFake, type GoogleTokenClaims, startGoogleFake } from './google.ts';
export { Inbox } from './http.ts';
export { type MailSink, type ReceivedMail, startMailSink } from './mailSink.ts';
export { type SentSms, startTwilioFake, type TwilioFake } from './twilioFake.ts';

/** The code of a recovery or verification message: two capital letters, a dash, five digits. */
export function extractCode(text: string): { prefix: string; code: string } | null {
  const match = /\b([A-Z]{2})-(\d{5})\b/.exec(text);
  return match ? { prefix: match[1] as string, code: match[2] as string } : null;
}
export { type PayseraCallbackFields, type PayseraFake, startPayseraFake } from './payseraFake.ts';
export { pngClaiming, solidPng } from './png.ts';
export {
  type FakePushSubscription,
  type PushServiceFake,
  type ReceivedPush,
  startPushServiceFake,
} from './pushServiceFake.ts';
export { type S3Fake, startS3Fake } from './s3Fake.ts';
export { type StripeFake, type StripeFakeSession, type StripeWebhook, startStripeFake } from './stripeFake.ts';
