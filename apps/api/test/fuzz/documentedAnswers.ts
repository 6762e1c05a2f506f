import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { type Operation, operationsOf } from './openapiRoutes.ts';

/**
 * Judges an answer by the app's own OpenAPI document: its status must be one the operation lists (exactly, or
 * a '4XX'-style range, or 'default'), and a JSON body must match that status's schema. So the document cannot
 * drift from what the server answers: an undocumented 400 or a field the schema does not allow fails the fuzz.
 */
export class DocumentedAnswers {
  private readonly ajv: Ajv2020;
  private readonly compiled = new Map<string, ValidateFunction | null>();

  /** Every operation of the document, static paths first (the router prefers them to parameters). */
  private readonly routes: { operation: Operation; pattern: RegExp }[];

  constructor(document: unknown) {
    this.routes = operationsOf(document)
      .map((operation) => ({ operation, pattern: patternOf(operation.path) }))
      .sort((a, b) => Number(a.operation.path.includes('{')) - Number(b.operation.path.includes('{')));
    // The document's own keywords (description, example…) are not JSON Schema's: not strict.
    this.ajv = new Ajv2020({ strict: false, allErrors: false, validateSchema: false });
    addFormats(this.ajv);
    const components = (document as { components?: unknown }).components ?? {};
    this.ajv.addSchema({ $id: COMPONENTS_ID, components });
  }

  /**
   * Why the answer breaks the document, or null when it keeps to it. A path parameter of '.' or '..' is
   * resolved away before routing ('/api/x/download/..' is '/api/x/'): the answer is then judged as the
   * operation the resolved path names, or, when it names none, as the not-found route answers: 404, or the
   * refusal of its body (400, 413, 415) or of a write from another site (403), which come first.
   */
  check(
    intended: Operation,
    url: string,
    status: number,
    contentType: string | undefined,
    body: string,
  ): string | null {
    const path = url.split('?')[0] ?? url;
    const resolved = new URL(url, 'http://fuzz.invalid').pathname;
    let operation = intended;
    if (resolved !== path) {
      const named = this.routes.find(
        (route) => route.operation.method === intended.method && route.pattern.test(resolved),
      )?.operation;
      if (!named) {
        return NO_ROUTE_ANSWERS.has(status) ? null : `status ${status} for ${resolved}, which names no route`;
      }
      operation = named;
    }
    const listed = [String(status), `${String(status)[0]}XX`, 'default'].find((key) => key in operation.responses);
    if (listed === undefined) return `undocumented status ${status}`;
    const validate = this.validatorFor(operation, listed);
    if (!validate || !/^application\/json\b/.test(contentType ?? '')) return null;
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return `status ${status}: the body is not JSON`;
    }
    if (validate(parsed)) return null;
    const first = validate.errors?.[0];
    return `status ${status}: the body breaks its documented schema (${first?.instancePath || '/'} ${first?.message ?? ''})`;
  }

  private validatorFor(operation: Operation, status: string): ValidateFunction | null {
    const key = `${operation.method} ${operation.path} ${status}`;
    if (!this.compiled.has(key)) {
      const schema = operation.responses[status];
      // References point into the document's components, which the components schema above holds.
      const pointed = schema
        ? JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', `"${COMPONENTS_ID}#/components/`))
        : null;
      this.compiled.set(key, pointed ? this.ajv.compile(pointed) : null);
    }
    return this.compiled.get(key) ?? null;
  }
}

const COMPONENTS_ID = 'openapi-components';
const NO_ROUTE_ANSWERS = new Set([400, 403, 404, 413, 415]);

/** '/api/x/{id}' as the router matches it: case-insensitive, a parameter is one non-empty segment, '/' or not. */
function patternOf(path: string): RegExp {
  const escaped = path
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${escaped}/?$`, 'i');
}
