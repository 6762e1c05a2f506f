import type { App } from '../../src/app.ts';
import type { Answer } from './world.ts';

/** An answer's body cut to a readable length for assertion messages. */
export const short = (body: unknown) => JSON.stringify(body)?.slice(0, 600);

/** What is wrong with an answer as the PRODUCT.md §3 envelope: succeeded, data, messages, errors. */
export function envelopeProblems(answer: Answer, succeeded: boolean): string[] {
  const body = answer.body as Record<string, unknown>;
  if (typeof body !== 'object' || body === null) return [`not JSON: ${short(answer.body)}`];
  const problems: string[] = [];
  if (!answer.contentType?.startsWith('application/json')) problems.push(`content-type ${answer.contentType}`);
  if (body.succeeded !== succeeded) problems.push(`succeeded is ${body.succeeded}`);
  if (!('data' in body)) problems.push('no data');
  if (!succeeded && body.data !== null) problems.push('data is not null');
  const { messages, errors } = body;
  if (!Array.isArray(messages) || !messages.every((m) => typeof m === 'string'))
    problems.push('messages is not a list of texts');
  const fieldErrors = Array.isArray(errors) ? errors : undefined;
  const wellFormed = (item: unknown) => {
    const { property, errors: list } = (item ?? {}) as { property?: unknown; errors?: unknown };
    return typeof property === 'string' && Array.isArray(list) && list.every((e) => typeof e === 'string');
  };
  if (!fieldErrors?.every(wellFormed)) problems.push('errors is not a list of {property, errors}');
  if (succeeded && fieldErrors?.length) problems.push('errors on a success');
  if (!succeeded && !(Array.isArray(messages) && messages.length) && !fieldErrors?.length) {
    problems.push('a failure that says nothing (no messages, no errors)');
  }
  return problems;
}

type OpenApi = {
  paths: Record<
    string,
    Record<string, { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> }>
  >;
};

/** The app's OpenAPI document (/api/docs/json), generated from the routes' schemas. */
export const readOpenApi = async (app: App) =>
  (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApi;

type Operation = NonNullable<OpenApi['paths'][string][string]>;

/** The document's operation for a call, its path matched as the router matches (any case, trailing slash). */
function operationOf(openApi: OpenApi, method: string, path: string): Operation | undefined {
  const wanted = path.replace(/\/$/, '').toLowerCase();
  const documented = Object.entries(openApi.paths).find(([key]) => key.replace(/\/$/, '').toLowerCase() === wanted);
  return documented?.[1][method.toLowerCase()];
}

/** The top-level properties the document declares for a call's 200 answer; undefined when it lacks the call. */
export function documentedFields(openApi: OpenApi, method: string, path: string): string[] | undefined {
  const schema = operationOf(openApi, method, path)?.responses?.['200']?.content?.['application/json']?.schema;
  return schema ? Object.keys((schema as { properties?: object }).properties ?? {}) : undefined;
}

/** The status codes the document declares for a call. */
export const documentedStatuses = (openApi: OpenApi, method: string, path: string): string[] =>
  Object.keys(operationOf(openApi, method, path)?.responses ?? {});
