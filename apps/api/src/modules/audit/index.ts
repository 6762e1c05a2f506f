// The audit module's public entry: what the rest of the API uses of it.
export { auditRoutes } from './audit.routes.ts';
export { type AuditRecord, writeAudit } from './audit.service.ts';
