import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, randomUUID, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeServer, Inbox } from './http.ts';

/** A subscription as a browser gives it to a site (PushSubscription.toJSON()). */
export type FakePushSubscription = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
};

/** One message the fake accepted, decrypted with the subscriber's private key. */
export interface ReceivedPush {
  endpoint: string;
  /** The decrypted payload as text (the portal sends JSON). */
  payload: string;
  ttl: number;
  urgency: string | undefined;
  /** The VAPID JWT's claims, already checked: aud is this service's origin, exp in the next 24 hours. */
  claims: { aud: string; exp: number; sub?: string };
  /** The application server's public key (the header's k=). */
  vapidKey: string;
}

export interface PushServiceFake {
  port: number;
  url: string;
  inbox: Inbox<ReceivedPush>;
  /** A new subscriber: a P-256 key pair and a 16-byte auth secret, as a browser makes them. */
  createSubscription(options?: { applicationServerKey?: string }): FakePushSubscription;
  /** From now on this endpoint answers `status` (404 or 410: the browser dropped the subscription). */
  answerWith(endpoint: string, status: number): void;
  /** The latest message to `endpoint`, or the next one to arrive. */
  latestTo(endpoint: string): Promise<ReceivedPush>;
  close(): Promise<void>;
}

interface Subscriber {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
  applicationServerKey: string | undefined;
  answer: number | undefined;
}

const b64url = (value: Buffer) => value.toString('base64url');

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A push service speaking the Web Push protocol (RFC 8030) as the portal meets it: POST /push/<id> with
 * `Authorization: vapid t=<JWT>, k=<key>` (RFC 8292: the JWT's ES256 signature is verified with k, its `aud` must
 * be this service's origin and its `exp` within 24 hours), `Content-Encoding: aes128gcm` and a TTL header. The
 * body is decrypted (RFC 8291 over RFC 8188) with the subscriber's private key, which the fake made, so tests can
 * read what a phone would show. 201 on success; 401/403 for VAPID faults, 400 for a missing TTL or a body that
 * does not decrypt, 415 for another encoding, and 404/410 when told to. For other processes (e2e):
 * POST /subscriptions makes a subscriber, GET /messages?endpoint= lists what arrived, POST /answers
 * {endpoint, status} sets an endpoint's answer.
 */
export async function startPushServiceFake(options: { port?: number } = {}): Promise<PushServiceFake> {
  const inbox = new Inbox<ReceivedPush>();
  const subscribers = new Map<string, Subscriber>();
  let origin = '';

  const createSubscription = (init: { applicationServerKey?: string } = {}): FakePushSubscription => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    const id = randomUUID();
    subscribers.set(id, { ecdh, auth, applicationServerKey: init.applicationServerKey, answer: undefined });
    return { endpoint: `${origin}/push/${id}`, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) } };
  };
  const subscriberOf = (endpoint: string) => {
    const id = endpoint.startsWith(`${origin}/push/`) ? endpoint.slice(`${origin}/push/`.length) : '';
    return subscribers.get(id);
  };

  const receive = (request: IncomingMessage, body: Buffer, id: string): { status: number; json: unknown } => {
    const subscriber = subscribers.get(id);
    if (!subscriber) return { status: 404, json: { reason: 'no such subscription' } };
    if (subscriber.answer) return { status: subscriber.answer, json: { reason: 'subscription expired' } };
    const { claims, key } = checkVapid(request.headers.authorization, origin, subscriber.applicationServerKey);
    const ttlHeader = request.headers.ttl;
    if (typeof ttlHeader !== 'string' || !/^\d+$/.test(ttlHeader)) throw new Refusal(400, 'TTL header missing');
    if (request.headers['content-encoding'] !== 'aes128gcm') throw new Refusal(415, 'only aes128gcm');
    const payload = decrypt(body, subscriber).toString('utf8');
    inbox.add({
      endpoint: `${origin}/push/${id}`,
      payload,
      ttl: Number(ttlHeader),
      urgency: request.headers.urgency as string | undefined,
      claims,
      vapidKey: key,
    });
    return { status: 201, json: null };
  };

  const handle = (request: IncomingMessage, body: Buffer, url: URL): { status: number; json: unknown } => {
    const pushId = /^\/push\/([\w-]+)$/.exec(url.pathname)?.[1];
    if (request.method === 'POST' && pushId) return receive(request, body, pushId);
    if (request.method === 'POST' && url.pathname === '/subscriptions') {
      const init = body.length > 0 ? (JSON.parse(body.toString('utf8')) as { applicationServerKey?: string }) : {};
      return { status: 201, json: createSubscription(init) };
    }
    if (request.method === 'GET' && url.pathname === '/messages') {
      const endpoint = url.searchParams.get('endpoint');
      return { status: 200, json: inbox.items.filter((item) => !endpoint || item.endpoint === endpoint) };
    }
    if (request.method === 'POST' && url.pathname === '/answers') {
      const { endpoint, status } = JSON.parse(body.toString('utf8')) as { endpoint: string; status: number };
      const subscriber = subscriberOf(endpoint);
      if (!subscriber) return { status: 404, json: { reason: 'no such subscription' } };
      subscriber.answer = status;
      return { status: 200, json: null };
    }
    return { status: 404, json: { reason: 'not found' } };
  };

  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      let answer: { status: number; json: unknown };
      try {
        answer = handle(request, Buffer.concat(chunks), new URL(request.url ?? '/', 'http://127.0.0.1'));
      } catch (error) {
        answer =
          error instanceof Refusal
            ? { status: error.status, json: { reason: error.message } }
            : { status: 400, json: { reason: error instanceof Error ? error.message : String(error) } };
      }
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (answer.status === 201 && request.url?.startsWith('/push/')) headers.location = `/messages/${randomUUID()}`;
      response.writeHead(answer.status, headers);
      response.end(answer.json === null ? '' : JSON.stringify(answer.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;

  return {
    port,
    url: origin,
    inbox,
    createSubscription,
    answerWith(endpoint, status) {
      const subscriber = subscriberOf(endpoint);
      if (!subscriber) throw new Error(`no subscription ${endpoint}`);
      subscriber.answer = status;
    },
    latestTo: (endpoint) => inbox.next((item) => item.endpoint === endpoint),
    close: () => closeServer(server),
  };
}

/** RFC 8292: `vapid t=<JWT>, k=<uncompressed P-256 key>`; the JWT is ES256 over the key, for this origin. */
function checkVapid(
  header: string | undefined,
  origin: string,
  applicationServerKey: string | undefined,
): { claims: ReceivedPush['claims']; key: string } {
  const match = /^vapid\s+(.+)$/i.exec(header ?? '');
  if (!match?.[1]) throw new Refusal(401, 'vapid authorization missing');
  const params = new Map(
    match[1].split(',').map((part) => {
      const [name = '', ...value] = part.trim().split('=');
      return [name.trim(), value.join('=').trim()] as const;
    }),
  );
  const token = params.get('t') ?? '';
  const key = params.get('k') ?? '';
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Refusal(401, 'k is no P-256 public key');
  if (applicationServerKey && applicationServerKey !== key) throw new Refusal(403, 'k is not the subscription key');
  const [head = '', body = '', signature = ''] = token.split('.');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33)) },
    format: 'jwk',
  });
  const header64 = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: string };
  if (header64.alg !== 'ES256') throw new Refusal(401, 'JWT alg is not ES256');
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Refusal(401, 'JWT signature does not verify');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as ReceivedPush['claims'];
  if (claims.aud !== origin) throw new Refusal(401, `JWT aud ${claims.aud} is not ${origin}`);
  const now = Math.floor(Date.now() / 1000);
  if (typeof claims.exp !== 'number' || claims.exp <= now || claims.exp > now + 24 * 60 * 60) {
    throw new Refusal(401, 'JWT exp outside the next 24 hours');
  }
  return { claims, key };
}

/**
 * RFC 8291 §3.4 and RFC 8188: the header (salt, record size, the sender's public key), the key derivation from
 * the ECDH secret and the auth secret, then each record's AES-128-GCM with its nonce, padding after a 2 (last) or
 * 1 (more records) delimiter.
 */
function decrypt(body: Buffer, subscriber: Subscriber): Buffer {
  if (body.length < 21) throw new Refusal(400, 'body too short');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20] ?? 0;
  const senderKey = body.subarray(21, 21 + idLength);
  if (idLength !== 65) throw new Refusal(400, 'keyid is not the sender public key');
  const receiverKey = subscriber.ecdh.getPublicKey();
  const ecdhSecret = subscriber.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverKey, senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, subscriber.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const records = body.subarray(21 + idLength);
  const plain: Buffer[] = [];
  for (let offset = 0, sequence = 0; offset < records.length; offset += recordSize, sequence += 1) {
    const record = records.subarray(offset, offset + recordSize);
    const iv = Buffer.from(nonce);
    // The record's sequence number XORed into the nonce's end (far fewer than 2^32 records here).
    iv.writeUInt32BE((iv.readUInt32BE(8) ^ sequence) >>> 0, 8);
    const decipher = createDecipheriv('aes-128-gcm', cek, iv);
    decipher.setAuthTag(record.subarray(record.length - 16));
    let text: Buffer;
    try {
      text = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    } catch {
      throw new Refusal(400, 'payload does not decrypt');
    }
    const last = offset + recordSize >= records.length;
    let end = text.length - 1;
    while (end >= 0 && text[end] === 0) end -= 1;
    if (text[end] !== (last ? 2 : 1)) throw new Refusal(400, 'bad padding delimiter');
    plain.push(text.subarray(0, end));
  }
  return Buffer.concat(plain);
}
