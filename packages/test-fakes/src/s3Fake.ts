import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeServer } from './http.ts';

/**
 * A local S3-compatible server for the picture storage tests: path-style requests (http://host/bucket/key)
 * speaking the S3 REST protocol — PUT, GET, HEAD and DELETE of an object, ListObjectsV2 with prefix, delimiter
 * and continuation — with each request's AWS Signature Version 4 checked against its one key pair, as S3 does.
 * Objects live in memory. The npm package s3rver was tried first: it does not check V4 signatures and fails
 * on a second page of a listing.
 */
export interface S3Fake {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Keys stored now, sorted. */
  keys(): string[];
  /** Backdates an object (LastModified), as if it had been written at `date`. */
  setModifiedAt(key: string, date: Date): void;
  /** How many requests were refused for a bad signature. */
  refusedSignatures(): number;
  close(): Promise<void>;
}

interface StoredObject {
  body: Buffer;
  contentType: string;
  etag: string;
  modifiedAt: Date;
}

const ACCESS_KEY_ID = 'FAKEACCESSKEY0000001';
const SECRET_ACCESS_KEY = 'fake-secret-access-key-for-tests-only';
const REGION = 'eu-north-1';
const MAX_KEYS = 1000;

/** `pageSize`: the most keys one listing answers (S3's is 1000), smaller to test paging cheaply. */
export async function startS3Fake({ bucket = 'skelbimai-pictures', pageSize = MAX_KEYS } = {}): Promise<S3Fake> {
  const objects = new Map<string, StoredObject>();
  let refused = 0;

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const problem = signatureProblem(request, url, body);
      if (problem) {
        refused += 1;
        return sendError(response, 403, 'SignatureDoesNotMatch', problem);
      }
      const [, bucketName, ...keyParts] = url.pathname.split('/');
      if (bucketName !== bucket) return sendError(response, 404, 'NoSuchBucket', 'The bucket does not exist');
      const key = keyParts.map(decodeURIComponent).join('/');
      if (key === '') {
        if (request.method === 'GET' && url.searchParams.get('list-type') === '2') return list(url, response);
        return sendError(response, 405, 'MethodNotAllowed', 'Not supported by this fake');
      }
      handleObject(request.method ?? 'GET', key, request, body, response);
    });
  });

  function handleObject(method: string, key: string, request: IncomingMessage, body: Buffer, response: ServerResponse) {
    if (method === 'PUT') {
      const etag = `"${createHash('md5').update(body).digest('hex')}"`;
      const contentType = String(request.headers['content-type'] ?? 'binary/octet-stream');
      objects.set(key, { body, contentType, etag, modifiedAt: new Date() });
      response.writeHead(200, { etag });
      return response.end();
    }
    if (method === 'DELETE') {
      objects.delete(key);
      response.writeHead(204);
      return response.end();
    }
    if (method === 'GET' || method === 'HEAD') {
      const object = objects.get(key);
      if (!object) {
        if (method === 'HEAD') {
          response.writeHead(404);
          return response.end();
        }
        return sendError(response, 404, 'NoSuchKey', 'The specified key does not exist.');
      }
      response.writeHead(200, {
        'content-type': object.contentType,
        'content-length': object.body.length,
        etag: object.etag,
        'last-modified': object.modifiedAt.toUTCString(),
      });
      return response.end(method === 'HEAD' ? undefined : object.body);
    }
    return sendError(response, 405, 'MethodNotAllowed', `${method} is not supported by this fake`);
  }

  function list(url: URL, response: ServerResponse) {
    const prefix = url.searchParams.get('prefix') ?? '';
    const delimiter = url.searchParams.get('delimiter') ?? '';
    const maxKeys = Math.min(Number(url.searchParams.get('max-keys') ?? pageSize), pageSize);
    const after = url.searchParams.get('continuation-token') ?? url.searchParams.get('start-after') ?? '';
    const contents: string[] = [];
    const commonPrefixes = new Set<string>();
    let truncated = false;
    let lastKey = '';
    for (const key of [...objects.keys()].sort()) {
      if (!key.startsWith(prefix) || key <= after) continue;
      if (contents.length + commonPrefixes.size === maxKeys) {
        truncated = true;
        break;
      }
      const rest = key.slice(prefix.length);
      const cut = delimiter ? rest.indexOf(delimiter) : -1;
      if (cut >= 0) commonPrefixes.add(prefix + rest.slice(0, cut + delimiter.length));
      else contents.push(key);
      lastKey = key;
    }
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">',
      `<Name>${bucket}</Name><Prefix>${escapeXml(prefix)}</Prefix><MaxKeys>${maxKeys}</MaxKeys>`,
      `<KeyCount>${contents.length + commonPrefixes.size}</KeyCount><IsTruncated>${truncated}</IsTruncated>`,
      truncated ? `<NextContinuationToken>${escapeXml(lastKey)}</NextContinuationToken>` : '',
      ...contents.map((key) => {
        const object = objects.get(key) as StoredObject;
        return `<Contents><Key>${escapeXml(key)}</Key><LastModified>${object.modifiedAt.toISOString()}</LastModified><ETag>${escapeXml(object.etag)}</ETag><Size>${object.body.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
      }),
      ...[...commonPrefixes].map((p) => `<CommonPrefixes><Prefix>${escapeXml(p)}</Prefix></CommonPrefixes>`),
      '</ListBucketResult>',
    ].join('');
    response.writeHead(200, { 'content-type': 'application/xml' });
    response.end(xml);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: REGION,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    keys: () => [...objects.keys()].sort(),
    setModifiedAt(key, date) {
      const object = objects.get(key);
      if (!object) throw new Error(`No object ${key}`);
      object.modifiedAt = date;
    },
    refusedSignatures: () => refused,
    close: () => closeServer(server),
  };
}

/**
 * Checks the Authorization header as S3 does (AWS Signature Version 4, header form): the canonical request
 * from the method, path, query, signed headers and payload hash, signed with a key derived from the secret,
 * the date, the region and 's3'. Answers what is wrong, or undefined when the signature matches.
 */
function signatureProblem(request: IncomingMessage, url: URL, body: Buffer): string | undefined {
  const authorization = request.headers.authorization ?? '';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      authorization,
    );
  if (!match) return 'Missing or malformed AWS4-HMAC-SHA256 Authorization header';
  const [, accessKeyId, date, region, signedHeaders, signature] = match as unknown as string[];
  if (accessKeyId !== ACCESS_KEY_ID) return 'Unknown access key';
  if (region !== REGION) return `Wrong region ${region}`;
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  if (!amzDate.startsWith(date as string)) return 'x-amz-date does not match the credential scope';
  const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== createHash('sha256').update(body).digest('hex')) {
    return 'x-amz-content-sha256 does not match the body';
  }
  const headerNames = (signedHeaders as string).split(';');
  if (!headerNames.includes('host') || !headerNames.includes('x-amz-date')) return 'host and x-amz-date must be signed';
  const canonicalHeaders = headerNames
    .map(
      (name) =>
        `${name}:${String(request.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonicalQuery = [...url.searchParams.entries()]
    .map(([name, value]) => [rfc3986(name), rfc3986(value)] as const)
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  // S3 signs the path as sent (its segments encoded once), unlike other AWS services.
  const canonicalRequest = [
    request.method,
    url.pathname,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    amzDate,
    scope,
    createHash('sha256').update(canonicalRequest).digest('hex'),
  ].join('\n');
  const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${SECRET_ACCESS_KEY}`, date as string), region as string), 's3'),
    'aws4_request',
  );
  const expected = createHmac('sha256', signingKey).update(stringToSign).digest();
  if (!timingSafeEqual(expected, Buffer.from(signature as string, 'hex'))) return 'The signature does not match';
  return undefined;
}

function rfc3986(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function escapeXml(value: string): string {
  return value.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function sendError(response: ServerResponse, status: number, code: string, message: string) {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${escapeXml(message)}</Message></Error>`,
  );
}
