import { createHash, createVerify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { PaymentProviderAdapter, ProviderReport } from './provider.ts';

/**
 * Paysera checkout, protocol version 1.6. A request is `data` (the parameters as a query string in
 * URL-safe base64, '+/' written '-_') and `sign` = md5(data + sign password). The callback sends the same
 * kind of `data` with ss1 (md5 with the password, which anyone holding the password could forge), ss2
 * (RSA-SHA1) and ss3 (RSA-SHA256) signed by Paysera's private key; only ss3 or ss2 checked with Paysera's
 * public key is accepted here.
 */

export interface PayseraOptions {
  baseUrl: string;
  projectId: string;
  signPassword: string;
  /** PEM text, or the path of a file holding it. */
  publicKey: string;
}

export const encodePayseraData = (params: Record<string, string>) =>
  Buffer.from(new URLSearchParams(params).toString()).toString('base64').replace(/\+/g, '-').replace(/\//g, '_');

export const decodePayseraData = (data: string) =>
  new URLSearchParams(Buffer.from(data.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8'));

export const payseraSign = (data: string, password: string) =>
  createHash('md5')
    .update(data + password)
    .digest('hex');

export function createPayseraPaymentProvider(options: PayseraOptions): PaymentProviderAdapter {
  return {
    name: 'paysera',
    async createPayment(payment) {
      const data = encodePayseraData({
        projectid: options.projectId,
        orderid: String(payment.id),
        accepturl: payment.returnUrl,
        cancelurl: payment.cancelUrl,
        callbackurl: payment.callbackUrl,
        version: '1.6',
        lang: 'LIT',
        amount: String(payment.amountCents),
        currency: 'EUR',
        paytext: `${payment.description} (${payment.identifier}) [site_name]`,
        ...(payment.payerEmail ? { p_email: payment.payerEmail } : {}),
      });
      const query = new URLSearchParams({ data, sign: payseraSign(data, options.signPassword) });
      return { link: `${options.baseUrl}/pay/?${query}`, reference: null };
    },
  };
}

/** The PEM of PAYSERA_PUBLIC_KEY (read once if it names a file). */
export function payseraPublicKeyPem(publicKey: string): string {
  return publicKey.includes('-----BEGIN') ? publicKey : readFileSync(publicKey, 'utf8');
}

const fromUrlSafeBase64 = (value: string) => Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');

function signedByPaysera(data: string, params: URLSearchParams, publicKeyPem: string): boolean {
  const attempts: [string, string | null][] = [
    ['RSA-SHA256', params.get('ss3')],
    ['RSA-SHA1', params.get('ss2')],
  ];
  for (const [algorithm, signature] of attempts) {
    if (!signature) continue;
    try {
      if (createVerify(algorithm).update(data).verify(publicKeyPem, fromUrlSafeBase64(signature))) return true;
    } catch {
      // A malformed signature is simply not a valid one.
    }
  }
  return false;
}

/** Paysera's callback status: 1 paid, 2 accepted but not yet executed, 3 additional information, 0 not paid. */
const statusOf: Record<string, ProviderReport['status']> = { '1': 1, '2': 2, '3': 3, '0': 0 };

/**
 * The report of a callback (its query or form parameters), or null when it is not Paysera's: a missing or
 * wrong signature, another project, or an order id that is not ours.
 */
export function payseraCallbackReport(
  params: URLSearchParams,
  options: { projectId: string; publicKeyPem: string },
): ProviderReport | null {
  const data = params.get('data');
  if (!data || !signedByPaysera(data, params, options.publicKeyPem)) return null;
  const fields = decodePayseraData(data);
  if (fields.get('projectid') !== options.projectId) return null;
  const paymentId = Number(fields.get('orderid'));
  const status = statusOf[fields.get('status') ?? ''];
  if (!Number.isInteger(paymentId) || paymentId <= 0 || status === undefined) return null;
  const amount = Number(fields.get('amount'));
  return {
    paymentId,
    status,
    amountCents: Number.isInteger(amount) ? amount : null,
    currency: fields.get('currency'),
    eventId: null,
    reference: fields.get('requestid'),
  };
}
