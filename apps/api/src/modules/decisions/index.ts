// Moderation decisions and their statements of reasons (DSA): recorded by the ad, hold, report and user
// administration and read by the moderation module; kept below all of them.
export {
  APPEAL_LINK_PURPOSE,
  appealDeadline,
  appealSummaryOf,
  endDecisions,
  factsOf,
  myDecisions,
  recordDecision,
  statementsByIds,
} from './decisions.service.ts';
export { outcomeMail } from './statementMail.ts';
