/**
 * Does a message look like the usual scams (PRODUCT.md §10 'Rules and messages')? Asking to pay in advance, to move to another
 * messenger, or a link to a payment or courier site. Both sides then see the contract's safety tip under it.
 * Words are matched without Lithuanian accents and letter case ('avansą', 'AVANSA'); false alarms cost only a
 * tip, so the lists lean wide.
 */
const ADVANCE_PAYMENT = [
  /\bavans/,
  /\bis anksto\b/,
  /\bisankstin/,
  /\bpervesk/,
  /\bpervedim/,
  /\bsumoket/,
  /\bsumokek/,
  /\bmokejim/,
  /\bkortel\w* (duomen|numer)/,
  /\bprepay/,
  /\bpay (first|in advance)/,
];
const OTHER_MESSENGER = [
  /\bwhats ?app/,
  /\bviber\b/,
  /\btelegram/,
  /\bsignal\b/,
  /\bmessenger/,
  /\bwechat/,
  /\bt\.me\//,
  /\bwa\.me\//,
];
const LINK = /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+\.(?:com|lt|eu|net|org|info|site|online|top|xyz|app|link)\b\S*/g;
const PAYMENT_OR_COURIER_HOST =
  /pay|bank|card|kort|moket|checkout|secure|verify|dpd|omniva|venipak|lpexpress|post|pasta|paštas|dhl|ups|fedex|kurjer|courier|delivery|pristat|siunt|itella|smartpost|inpost/;

const withoutAccents = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

export function needsSafetyTip(text: string): boolean {
  const plain = withoutAccents(text);
  if (ADVANCE_PAYMENT.some((pattern) => pattern.test(plain))) return true;
  if (OTHER_MESSENGER.some((pattern) => pattern.test(plain))) return true;
  return (plain.match(LINK) ?? []).some((link) => PAYMENT_OR_COURIER_HOST.test(link));
}
