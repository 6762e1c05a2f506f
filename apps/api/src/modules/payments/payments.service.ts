import {
  type CreatedPayment,
  centsToEuros,
  isAdministrator,
  type Payment,
  type TopUpOption,
  walletMessages,
} from '@skelbimai/contract';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PaymentProviderError } from '../../adapters/payments/provider.ts';
import type { Database } from '../../db/client.ts';
import { payments, topUpOptions, type UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { cachedShared } from '../../http/sharedCache.ts';
import { paymentIdentifier, toPaymentDto } from './payments.mapper.ts';

/** Top-up choices in euros (stored as cents), in display order. Cached for everyone (only a seed changes them). */
export function listTopUpOptions(db: Database): Promise<TopUpOption[]> {
  return cachedShared(db, 'topUpOptions', () => loadTopUpOptions(db));
}

async function loadTopUpOptions(db: Database): Promise<TopUpOption[]> {
  const rows = await db.select().from(topUpOptions).orderBy(asc(topUpOptions.sortOrder), asc(topUpOptions.id));
  return rows.map((row) => ({
    id: row.id,
    amount: centsToEuros(row.amountCents),
    bonus: centsToEuros(row.bonusCents),
  }));
}

export const siteUrl = (app: FastifyInstance) => `${app.config.site.protocol}://${app.config.site.domain}`;

/**
 * Records an unpaid payment for the option (amount and bonus copied, so a later price change cannot alter
 * it) and asks the configured provider for its hosted page. Nothing is credited here: only the provider's
 * verified notification does that (settlement.service.ts).
 */
export async function createPayment(
  app: FastifyInstance,
  user: UserRow,
  topUpOptionId: number,
): Promise<CreatedPayment> {
  const [option] = await app.db.select().from(topUpOptions).where(eq(topUpOptions.id, topUpOptionId));
  if (!option) {
    throw AppError.badRequest(walletMessages.topUpOptionNotFound, [
      { property: 'TopUpOptionId', errors: [walletMessages.topUpOptionNotFound] },
    ]);
  }
  const provider = app.paymentProvider;
  const [payment] = await app.db
    .insert(payments)
    .values({
      userId: user.id,
      topUpOptionId: option.id,
      amountCents: option.amountCents,
      bonusCents: option.bonusCents,
      provider: provider.name,
    })
    .returning();
  if (!payment) throw new Error('payment not created');
  const identifier = paymentIdentifier(payment.id);
  const site = siteUrl(app);
  try {
    const created = await provider.createPayment({
      id: payment.id,
      identifier,
      amountCents: payment.amountCents,
      description: `Sąskaitos papildymas ${centsToEuros(payment.amountCents + payment.bonusCents).toFixed(2)} €`,
      payerEmail: user.email,
      returnUrl: `${site}/mano/papildymas/${payment.id}`,
      cancelUrl: `${site}/mano/papildymas/${payment.id}`,
      callbackUrl: `${site}/api/payments/callbacks/${provider.name}`,
    });
    if (created.reference) {
      await app.db.update(payments).set({ providerReference: created.reference }).where(eq(payments.id, payment.id));
    }
    return { id: payment.id, identifier, paymentLink: created.link };
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    app.log.warn({ err: error, paymentId: payment.id }, 'Payment provider refused a payment');
    // Nobody can pay it now: the history shows it as not paid (4) rather than waiting forever.
    await app.db.update(payments).set({ status: 4, updatedAt: new Date() }).where(eq(payments.id, payment.id));
    throw new AppError(502, walletMessages.paymentProviderFailed);
  }
}

/** The payer's own payment, or any for an administrator; someone else's reads as missing (404). */
export async function getPayment(db: Database, viewer: UserRow, id: number): Promise<Payment> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  if (!row || (row.userId !== viewer.id && !isAdministrator(viewer.authRole))) {
    throw AppError.notFound(walletMessages.paymentNotFound);
  }
  return toPaymentDto(row);
}
