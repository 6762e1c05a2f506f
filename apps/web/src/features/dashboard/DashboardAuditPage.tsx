import { AuditLogPage } from './audit/AuditLogPage.tsx';

// /dashboard/audit (administrators only): the audit log of every administrative action.
export default function DashboardAuditPage() {
  return <AuditLogPage />;
}
