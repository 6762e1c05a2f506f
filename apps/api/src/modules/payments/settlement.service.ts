import { centsToEuros } from '@skelbimai/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ProviderReport } from '../../adapters/payments/provider.ts';
import type { Database } from '../../db/client.ts';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/pgErrors.ts';
import { type PaymentRow, payments, processedProviderEvents, users, walletEntries } from '../../db/schema/index.ts';
import { enqueueMail } from '../outbox/index.ts';
import { paymentIdentifier } from './payments.mapper.ts';

export type SettlementOutcome =
  /** The report changed the payment (and credited the wallet if it said paid). */
  | 'applied'
  /** Nothing to do: the same event again, or any report about a payment already paid (paid is final). */
  | 'unchanged'
  /** Not about a payment of this provider, or the paid amount or currency differs: the report is refused. */
  | 'refused';

class Refused extends Error {}

/**
 * Applies a verified provider report (DECISIONS #31). Rules: paid (1) is final; otherwise the latest report
 * wins. A paid report credits amount + bonus in the same transaction that marks the payment paid; the ledger's
 * UNIQUE(payment_id) makes a second credit impossible even if two processes got past the row lock. A report
 * with an event id is recorded in processed_provider_events in that transaction, so a redelivery is a no-op.
 */
export async function applyProviderReport(
  app: FastifyInstance,
  provider: PaymentRow['provider'],
  report: ProviderReport,
  now: Date = new Date(),
): Promise<SettlementOutcome> {
  let credited = false;
  let outcome: SettlementOutcome;
  try {
    outcome = await app.db.transaction(async (tx) => {
      if (report.eventId) {
        const fresh = await tx
          .insert(processedProviderEvents)
          .values({ provider, eventId: report.eventId })
          .onConflictDoNothing()
          .returning();
        if (fresh.length === 0) return 'unchanged';
      }
      // The row lock queues concurrent reports of one payment behind each other (PostgreSQL).
      const [payment] = await tx.select().from(payments).where(eq(payments.id, report.paymentId)).for('update');
      if (!payment || payment.provider !== provider) throw new Refused('unknown payment');
      if (report.status === 1 && provider !== 'test') {
        const sameAmount = report.amountCents === payment.amountCents;
        if (!sameAmount || report.currency?.toLowerCase() !== 'eur') throw new Refused('amount or currency differs');
      }
      if (payment.status === 1) return 'unchanged';
      const reference = report.reference ?? payment.providerReference;
      if (report.status !== 1) {
        await tx
          .update(payments)
          .set({ status: report.status, providerReference: reference, updatedAt: now })
          .where(eq(payments.id, payment.id));
        return 'applied';
      }
      const [paid] = await tx
        .update(payments)
        .set({ status: 1, paidAt: now, providerReference: reference, updatedAt: now })
        .where(eq(payments.id, payment.id))
        .returning();
      await tx.insert(walletEntries).values({
        userId: payment.userId,
        amountCents: payment.amountCents + payment.bonusCents,
        kind: 'topUp',
        paymentId: payment.id,
        createdAt: now,
      });
      if (paid) credited = await queueReceipt(tx, app.config.site.name, paid);
      return 'applied';
    });
  } catch (error) {
    if (error instanceof Refused) {
      app.log.warn({ provider, paymentId: report.paymentId, reason: error.message }, 'Payment report refused');
      return 'refused';
    }
    // Another process credited this payment between our read and our insert: the database refused the double.
    if (pgErrorCode(error) === UNIQUE_VIOLATION) return 'unchanged';
    throw error;
  }
  if (credited) app.outbox.wake();
  return outcome;
}

/**
 * The payer's e-mail receipt, queued in the crediting transaction (after the credit, so the balance includes
 * it): it is sent exactly when the credit commits, and retried by the outbox (DECISIONS #107). Answers
 * whether one was queued (the payer may have no e-mail).
 */
async function queueReceipt(tx: Database, siteName: string, payment: PaymentRow): Promise<boolean> {
  const [user] = await tx.select().from(users).where(eq(users.id, payment.userId));
  if (!user?.email) return false;
  const euros = (cents: number) => `${centsToEuros(cents).toFixed(2).replace('.', ',')} €`;
  const identifier = paymentIdentifier(payment.id);
  await enqueueMail(tx, {
    to: user.email,
    subject: `Sąskaita papildyta (${identifier})`,
    text: [
      'Sveiki,',
      '',
      `gavome jūsų mokėjimą ${identifier}: sumokėta ${euros(payment.amountCents)}, papildomai ${euros(payment.bonusCents)}.`,
      `Į sąskaitą įskaityta ${euros(payment.amountCents + payment.bonusCents)}. Likutis dabar: ${euros(user.walletBalanceCents)}.`,
      '',
      siteName,
    ].join('\n'),
    dedupeKey: `receipt:${payment.id}`,
  });
  return true;
}
