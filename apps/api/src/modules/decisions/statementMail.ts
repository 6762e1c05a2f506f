import {
  APPEAL_WINDOW_MONTHS,
  type AppealOutcome,
  type DecisionKind,
  decisionKindTitles,
  type ModerationRuleId,
  moderationRuleTitles,
} from '@skelbimai/contract';
import type { AppConfig } from '../../config.ts';

/** Dates as the user reads them: Lithuanian, Vilnius time (as the block message of signIn.ts). */
const vilniusTime = new Intl.DateTimeFormat('lt-LT', {
  timeZone: 'Europe/Vilnius',
  dateStyle: 'short',
  timeStyle: 'short',
});

/** The texts of the statement-of-reasons and appeal-outcome e-mails (Lithuanian, plain text). */

export interface StatementFacts {
  kind: DecisionKind;
  ruleId: ModerationRuleId;
  facts: string;
  automatic: boolean;
  createdAt: Date;
  appealUntil: Date;
  postTitle: string | null;
}

const subjects: Record<DecisionKind, string> = {
  ad_block: 'Jūsų skelbimas užblokuotas',
  ad_hold: 'Jūsų skelbimas laukia patikrinimo',
  account_block: 'Paskyra užblokuota',
  rating_removal: 'Jūsų įvertinimas pašalintas',
};

/** The statement itself: what, which rule, the facts, automatic or not, when (shared by e-mail and tests). */
export function statementLines(statement: StatementFacts): string[] {
  return [
    `Sprendimas: ${decisionKindTitles[statement.kind]}${statement.postTitle ? ` – „${statement.postTitle}“` : ''}.`,
    `Pažeista taisyklė: ${moderationRuleTitles[statement.ruleId]}.`,
    `Aplinkybės: ${statement.facts}`,
    statement.automatic
      ? 'Sprendimą automatiškai priėmė portalo sistema.'
      : 'Sprendimą priėmė portalo moderatorius (ne automatiškai).',
    `Sprendimo data: ${vilniusTime.format(statement.createdAt)}.`,
  ];
}

export function statementMail(
  site: AppConfig['site'],
  statement: StatementFacts,
  appealUrl: string,
  lead: string[] = [],
): { subject: string; text: string } {
  return {
    subject: `${subjects[statement.kind]} – ${site.name}`,
    text: [
      'Sveiki,',
      '',
      ...lead,
      ...(lead.length > 0 ? [''] : []),
      ...statementLines(statement),
      '',
      `Jei manote, kad sprendimas neteisingas, galite jį apskųsti per ${APPEAL_WINDOW_MONTHS} mėnesius ` +
        `(iki ${vilniusTime.format(statement.appealUntil)}), vieną kartą. Skundą nagrinės kitas moderatorius.`,
      `Apskųsti sprendimą: ${appealUrl}`,
      '',
      site.name,
    ].join('\n'),
  };
}

export function outcomeMail(
  site: AppConfig['site'],
  statement: StatementFacts,
  outcome: AppealOutcome,
  outcomeText: string,
): { subject: string; text: string } {
  const reversed = outcome === 'reversed';
  return {
    subject: `${reversed ? 'Skundas patenkintas, sprendimas atšauktas' : 'Skundas išnagrinėtas, sprendimas paliktas'} – ${site.name}`,
    text: [
      'Sveiki,',
      '',
      reversed
        ? 'Išnagrinėjome jūsų skundą ir sprendimą atšaukėme: apribojimas panaikintas.'
        : 'Išnagrinėjome jūsų skundą ir sprendimą palikome galioti.',
      `Moderatoriaus paaiškinimas: ${outcomeText}`,
      '',
      'Skųstas sprendimas:',
      ...statementLines(statement),
      '',
      ...(reversed ? [] : ['Jei nesutinkate, galite kreiptis į ginčų sprendimo instituciją ar teismą.', '']),
      site.name,
    ].join('\n'),
  };
}
