// The reasons a report is given with: one list for reports of ads, messages and ratings, so its check sits below
// the three modules that take them.
export { checkReportReason, type ReportReasonTexts } from './checkReportReason.ts';
