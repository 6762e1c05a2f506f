export { api, buildUrl, type Query, type RequestOptions, request, requestEnvelope, setApiTransport } from './client.ts';
export { ApiError, type FieldErrors, isApiError, normalizeFieldErrors } from './errors.ts';
export * from './paged.ts';
export { createQueryClient } from './queryClient.ts';
