import { createHash, createSign, generateKeyPairSync } from 'node:crypto';
import { closeServer, startJsonServer } from './http.ts';

const toUrlSafe = (base64: string) => base64.replace(/\+/g, '-').replace(/\//g, '_');
const fromUrlSafe = (value: string) => Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');

export interface PayseraCallbackFields {
  orderid: string;
  amount: string;
  currency?: string;
  /** 1 paid, 2 accepted not yet executed, 3 additional information, 0 not paid. */
  status: string;
  projectid?: string;
  [field: string]: string | undefined;
}

export interface PayseraFake {
  port: number;
  /** PAYSERA_BASE_URL for the API. */
  url: string;
  /** PAYSERA_PUBLIC_KEY: the fake's own "Paysera" public key (PEM). */
  publicKeyPem: string;
  /**
   * The parameters of a payment link (`.../pay/?data=&sign=`), after checking `sign` = md5(data + password)
   * as Paysera does; throws if the link's signature is wrong.
   */
  readRequest(link: string): URLSearchParams;
  /**
   * Callback parameters as Paysera sends them: `data` (URL-safe base64 of the fields), `ss1` =
   * md5(data + password), `ss2` RSA-SHA1 and `ss3` RSA-SHA256 of data with the fake's private key.
   * `signWith: 'otherKey'` signs ss2/ss3 with a key that is not Paysera's (a forger's).
   */
  callback(
    fields: PayseraCallbackFields,
    options?: { signWith?: 'paysera' | 'otherKey'; only?: 'ss1' },
  ): URLSearchParams;
  close(): Promise<void>;
}

const newKeyPair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

/**
 * Paysera checkout v1.6: the hosted page (GET /pay/?data=&sign=, answering the decoded request as JSON, or
 * 400 when the sign is wrong) and the callbacks Paysera would send, signed like Paysera's.
 */
export async function startPayseraFake(options: {
  projectId: string;
  signPassword: string;
  port?: number;
}): Promise<PayseraFake> {
  const paysera = newKeyPair();
  const forger = newKeyPair();
  const md5 = (text: string) => createHash('md5').update(text).digest('hex');
  const readRequest = (data: string | null, sign: string | null) => {
    if (!data || sign !== md5(data + options.signPassword)) throw new Error('Paysera: invalid request signature');
    const params = new URLSearchParams(fromUrlSafe(data).toString('utf8'));
    if (params.get('projectid') !== options.projectId) throw new Error('Paysera: unknown project');
    return params;
  };
  const { server, port } = await startJsonServer(options.port ?? 0, (request, _body, url) => {
    if (request.method !== 'GET' || url.pathname !== '/pay/') return { status: 404, json: { error: 'not found' } };
    try {
      const params = readRequest(url.searchParams.get('data'), url.searchParams.get('sign'));
      return { status: 200, json: Object.fromEntries(params) };
    } catch (error) {
      return { status: 400, json: { error: String(error) } };
    }
  });
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    publicKeyPem: paysera.publicKey,
    readRequest(link) {
      const query = new URL(link).searchParams;
      return readRequest(query.get('data'), query.get('sign'));
    },
    callback(fields, callbackOptions = {}) {
      const all: Record<string, string> = {
        projectid: options.projectId,
        currency: 'EUR',
        payamount: fields.amount,
        paycurrency: fields.currency ?? 'EUR',
        country: 'LT',
        type: 'macro',
        test: '0',
        version: '1.6',
        requestid: `req-${fields.orderid}`,
      };
      for (const [key, value] of Object.entries(fields)) if (value !== undefined) all[key] = value;
      const data = toUrlSafe(Buffer.from(new URLSearchParams(all).toString()).toString('base64'));
      const params = new URLSearchParams({ data, ss1: md5(data + options.signPassword) });
      if (callbackOptions.only === 'ss1') return params;
      const key = callbackOptions.signWith === 'otherKey' ? forger.privateKey : paysera.privateKey;
      params.set('ss2', toUrlSafe(createSign('RSA-SHA1').update(data).sign(key, 'base64')));
      params.set('ss3', toUrlSafe(createSign('RSA-SHA256').update(data).sign(key, 'base64')));
      return params;
    },
    close: () => closeServer(server),
  };
}
