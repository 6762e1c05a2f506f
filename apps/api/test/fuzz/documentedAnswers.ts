import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { Operation } from './openapiRoutes.ts';

/**
 * Judges an answer by the app's own OpenAPI document: its status must be one the operation lists (exactly, or
 * a '4XX'-style range, or 'default'), and a JSON body must match that status's schema. So the document cannot
 * drift from what the server answers: an undocumented 400 or a field the schema does not allow fails the fuzz.
 */
export class DocumentedAnswers {
  private readonly ajv: Ajv2020;
  private readonly compiled = new Map<string, ValidateFunction | null>();

  constructor(document: unknown) {
    // The document's own keywords (description, example…) are not JSON Schema's: not strict.
    this.ajv = new Ajv2020({ strict: false, allErrors: false, validateSchema: false });
    addFormats(this.ajv);
    const components = (document as { components?: unknown }).components ?? {};
    this.ajv.addSchema({ $id: COMPONENTS_ID, components });
  }

  /** Why the answer breaks the document, or null when it keeps to it. */
  check(operation: Operation, status: number, contentType: string | undefined, body: string): string | null {
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
