import { HOSTILE_SEARCH_TEXT } from './nastyValues.ts';
import type { JsonSchema, Operation, Parameter } from './openapiRoutes.ts';
import type { Random } from './random.ts';
import { type Hints, hostile, plausible, plausibleObject } from './values.ts';

/** One generated request, as app.inject takes it (and as a failure prints it). */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const JSON_TYPE = 'application/json';

/** Builds a request for `operation`: mostly plausible, with one or more hostile parts. */
export function buildRequest(operation: Operation, random: Random, hints: Hints): FuzzRequest {
  const allPlausible = random.chance(0.1);
  const hostileness = allPlausible ? 0 : random.pick([0.15, 0.35, 0.7]);
  const request: FuzzRequest = {
    method: operation.method,
    url: pathOf(operation, random, hints, hostileness) + queryOf(operation.parameters, random, hints, hostileness),
    headers: {},
  };
  if (!UNSAFE.has(operation.method)) return request;
  if (!allPlausible && random.chance(operation.body ? 0.3 : 0.6)) {
    Object.assign(request, bodyAttack(random));
  } else if (operation.body) {
    request.headers['content-type'] = JSON_TYPE;
    request.payload = JSON.stringify(bodyOf(operation.body, random, hints, hostileness));
  }
  return request;
}

function pathOf(operation: Operation, random: Random, hints: Hints, hostileness: number): string {
  return operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const parameter = operation.parameters.find((p) => p.in === 'path' && p.name === name);
    if (random.chance(hostileness * 0.15)) return random.pick(RAW_PATH_SEGMENTS);
    const value = random.chance(hostileness)
      ? hostile(parameter?.schema ?? {}, random)
      : plausible(parameter?.schema ?? {}, random, hints);
    return encode(asText(value));
  });
}

/** Segments put into the path as they are: malformed escapes, dot segments, one past maxParamLength. */
const RAW_PATH_SEGMENTS = [
  '%',
  '%E0%A4%A',
  '%00',
  '..',
  '.',
  '%2e%2e',
  'a'.repeat(101),
  '%F0%9F%98%80',
  '%C0%AF',
  ' ',
  '%20',
];

function queryOf(parameters: Parameter[], random: Random, hints: Hints, hostileness: number): string {
  const pairs: [string, string][] = [];
  for (const parameter of parameters) {
    if (parameter.in !== 'query') continue;
    if (!parameter.required && !random.chance(0.4 + hostileness * 0.3)) continue;
    const value = random.chance(hostileness)
      ? hostile(parameter.schema, random)
      : plausible(parameter.schema, random, hints);
    // An array is the parameter repeated (?a=1&a=2), which is how a scalar field receives an array.
    for (const item of Array.isArray(value) ? value.slice(0, 50) : [value]) pairs.push([parameter.name, asText(item)]);
  }
  if (random.chance(hostileness * 0.2)) pairs.push([random.pick(['__proto__', 'constructor', 'unknown', '']), 'x']);
  if (pairs.length === 0) return '';
  const text = pairs.map(([name, value]) => `${encode(name)}=${encode(value)}`).join('&');
  // Now and then a raw, malformed escape in the query string itself.
  return `?${text}${random.chance(hostileness * 0.05) ? random.pick(['&%', '&a=%E0%A4%A', '&%00=1', '&&&=']) : ''}`;
}

function bodyOf(schema: JsonSchema, random: Random, hints: Hints, hostileness: number): unknown {
  if (schema.type !== 'object' || !schema.properties) {
    return random.chance(hostileness) ? hostile(schema, random) : plausible(schema, random, hints);
  }
  const body = plausibleObject(schema, random, hints);
  for (const [key, child] of Object.entries(schema.properties)) {
    if (random.chance(hostileness)) body[key] = hostile(child, random);
    else if (random.chance(hostileness * 0.3)) delete body[key];
  }
  if (random.chance(hostileness * 0.3))
    body[random.pick(['unknownField', 'isAdmin', 'authRole', 'id', 'userId'])] = random.pick([
      true,
      'Administrator',
      1,
    ]);
  return body;
}

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** Whole-body attacks: shape, size, depth, prototype keys, wrong or lying content types, broken multipart. */
function bodyAttack(random: Random): Pick<FuzzRequest, 'headers' | 'payload'> {
  const json = (payload: string) => ({ headers: { 'content-type': JSON_TYPE }, payload });
  switch (random.int(0, 17)) {
    case 0:
      return json(nested(random.pick([17, 100, 5_000])));
    case 1:
      return json(nestedObjects(random.pick([17, 1_000])));
    case 2:
      return json(JSON.stringify({ text: 'a'.repeat(random.pick([70_000, 2_000_000])) }));
    case 3:
      return json(random.pick(['{', '{"a":', '{"a":1,}', "{'a':1}", '{"a":NaN}', '{"a":1e309}', '\u0000', 'nul']));
    case 4:
      return json(random.pick(['{"__proto__":{"polluted":true}}', '{"constructor":{"prototype":{"polluted":true}}}']));
    case 5:
      return json(random.pick(['[]', 'null', '"text"', '123', 'true', '[{"a":1}]']));
    case 6:
      return json('');
    case 7:
      return { headers: { 'content-type': 'text/plain' }, payload: '{"a":1}' };
    case 8:
      return { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=1&b=2' };
    case 9:
      return { headers: { 'content-type': 'application/json; charset=utf-16' }, payload: '{"a":1}' };
    case 10:
      return {
        headers: { 'content-type': random.pick(['', 'application/', 'x/y; a=b', 'application/json;;;']) },
        payload: '{}',
      };
    case 11:
      return json(`{"a":"${'\\u0000'.repeat(10)}","b":"\\ud800"}`);
    default:
      return brokenMultipart(random);
  }
}

function brokenMultipart(random: Random): Pick<FuzzRequest, 'headers' | 'payload'> {
  const boundary = 'fuzzboundary';
  const part = (name: string, filename: string | null, content: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename === null ? '' : `; filename="${filename}"`}\r\n` +
    `Content-Type: image/jpeg\r\n\r\n${content}\r\n`;
  const end = `--${boundary}--\r\n`;
  const type = `multipart/form-data; boundary=${boundary}`;
  switch (random.int(0, 5)) {
    case 0: // cut off in the middle of a part
      return { headers: { 'content-type': type }, payload: part('PictureFile', 'a.jpg', 'abc').slice(0, 60) };
    case 1: // no boundary at all
      return { headers: { 'content-type': 'multipart/form-data' }, payload: part('PictureFile', 'a.jpg', 'abc') + end };
    case 2: // a text file that claims to be a picture, with a path in its name
      return {
        headers: { 'content-type': type },
        payload:
          part('PictureFile', random.pick(['../../etc/passwd.jpg', 'a.jpg', '\u0000.jpg', 'ž.jpg']), 'not a picture') +
          end,
      };
    case 3: // an empty file and a field, its value plain or search-looking text
      return {
        headers: { 'content-type': type },
        payload:
          part('PictureFile', 'empty.jpg', '') + part('UserId', null, random.pick(['x', ...HOSTILE_SEARCH_TEXT])) + end,
      };
    case 4: // many parts
      return {
        headers: { 'content-type': type },
        payload: Array.from({ length: 300 }, (_, index) => part(`f${index}`, `${index}.jpg`, 'x')).join('') + end,
      };
    default: // garbage under a multipart type
      return { headers: { 'content-type': type }, payload: '\r\n--x\r\n\u0000\u0001garbage' };
  }
}

function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Percent-encoding that survives lone surrogates (sent as the invalid UTF-8 of one, which is hostile too). */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return `%ED%A0%80${encodeURIComponent(Buffer.from(text).toString())}`;
  }
}

/** A text field of a route: a path or query parameter, or a top-level property of the JSON body. */
export interface TextField {
  in: 'path' | 'query' | 'body';
  name: string;
  schema: JsonSchema;
}

/** Whether a field takes text: a string (or a union with a string), not a closed list of values. */
function takesText(schema: JsonSchema): boolean {
  if (schema.enum || schema.const !== undefined) return false;
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return union.some(takesText);
  const type = Array.isArray(schema.type) ? schema.type : [schema.type];
  return type.includes('string') || (schema.type === undefined && !schema.properties && !schema.items);
}

/** Every text field of the route (for the search-text sweep). */
export function textFieldsOf(operation: Operation): TextField[] {
  const parameters = operation.parameters
    .filter((parameter) => (parameter.in === 'path' || parameter.in === 'query') && takesText(parameter.schema))
    .map(
      (parameter): TextField => ({
        in: parameter.in as 'path' | 'query',
        name: parameter.name,
        schema: parameter.schema,
      }),
    );
  const body = Object.entries(operation.body?.properties ?? {})
    .filter(([, schema]) => takesText(schema))
    .map(([name, schema]): TextField => ({ in: 'body', name, schema }));
  return [...parameters, ...body];
}

/**
 * A request a real client could send (required parameters, a plausible body), but for one text field set to
 * `text`, cut to the field's length so that it passes validation and reaches the service: how search-looking
 * text gets to every text field.
 */
export function requestWithText(
  operation: Operation,
  random: Random,
  hints: Hints,
  field: TextField,
  text: string,
): FuzzRequest {
  const value = [...text].slice(0, field.schema.maxLength ?? text.length).join('');
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    if (field.in === 'path' && field.name === name) return encode(value);
    const parameter = operation.parameters.find((p) => p.in === 'path' && p.name === name);
    return encode(asText(plausible(parameter?.schema ?? {}, random, hints)));
  });
  const pairs: [string, string][] = [];
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'query') continue;
    if (field.in === 'query' && field.name === parameter.name) pairs.push([parameter.name, value]);
    // No optional ones: each is a chance to be refused (a minimum over the maximum, a guessed id) before the
    // text is read; the random requests mix them.
    else if (parameter.required) {
      const plain = plausible(parameter.schema, random, hints);
      for (const item of Array.isArray(plain) ? plain : [plain]) pairs.push([parameter.name, asText(item)]);
    }
  }
  const query = pairs.length > 0 ? `?${pairs.map(([name, item]) => `${encode(name)}=${encode(item)}`).join('&')}` : '';
  const request: FuzzRequest = { method: operation.method, url: path + query, headers: {} };
  if (operation.body && UNSAFE.has(operation.method)) {
    const body = plausibleObject(operation.body, random, hints);
    if (field.in === 'body') body[field.name] = value;
    request.headers['content-type'] = JSON_TYPE;
    request.payload = JSON.stringify(body);
  }
  return request;
}
