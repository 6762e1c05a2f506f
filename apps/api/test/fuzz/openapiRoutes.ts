/**
 * The routes the fuzz attacks, read from the app's own OpenAPI document: a route added by any module is
 * in the document (the schemas are the routes' own), so it is fuzzed without anyone listing it.
 */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
  $ref?: string;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** OpenAPI path: '/api/posts/single/{id}'. */
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema, when the route takes one. */
  body: JsonSchema | undefined;
  /**
   * The answers the document lists, by status ('200', '4XX', 'default'): each one's JSON body schema as the
   * document writes it (references to `#/components/…` left in), or null when it documents no JSON body.
   */
  responses: Record<string, JsonSchema | null>;
}

interface OpenApiDocument {
  components?: { schemas?: Record<string, JsonSchema> };
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
      }
    >
  >;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

export function operationsOf(document: unknown): Operation[] {
  const operations: Operation[] = [];
  for (const [path, byMethod] of Object.entries((document as OpenApiDocument).paths)) {
    for (const [method, operation] of Object.entries(byMethod)) {
      if (!METHODS.has(method)) continue;
      const resolve = (schema: JsonSchema | undefined) => deref(schema, document as OpenApiDocument, 0);
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: (operation.parameters ?? []).map((parameter) => ({
          ...parameter,
          schema: resolve(parameter.schema) ?? {},
        })),
        body: resolve(operation.requestBody?.content?.['application/json']?.schema),
        responses: Object.fromEntries(
          Object.entries(operation.responses ?? {}).map(([status, answer]) => [
            status,
            answer.content?.['application/json']?.schema ?? null,
          ]),
        ),
      });
    }
  }
  return operations;
}

/** Inlines `#/components/schemas/X` references (a few levels deep: enough to build values, safe on cycles). */
function deref(schema: JsonSchema | undefined, document: OpenApiDocument, depth: number): JsonSchema | undefined {
  if (schema === undefined || depth > 6) return schema;
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    return deref(document.components?.schemas?.[name] ?? {}, document, depth + 1);
  }
  const inner = (child: JsonSchema | undefined) => deref(child, document, depth + 1);
  return {
    ...schema,
    ...(schema.items ? { items: inner(schema.items) } : {}),
    ...(schema.properties
      ? {
          properties: Object.fromEntries(
            Object.entries(schema.properties).map(([key, value]) => [key, inner(value) ?? {}]),
          ),
        }
      : {}),
    ...(schema.anyOf ? { anyOf: schema.anyOf.map((child) => inner(child) ?? {}) } : {}),
    ...(schema.oneOf ? { oneOf: schema.oneOf.map((child) => inner(child) ?? {}) } : {}),
    ...(schema.allOf ? { allOf: schema.allOf.map((child) => inner(child) ?? {}) } : {}),
  };
}
