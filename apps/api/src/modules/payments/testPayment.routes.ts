import {
  completedTestPaymentSchema,
  completeTestPaymentRequestSchema,
  testPaymentQuerySchema,
  testPaymentSchema,
  walletMessages,
} from '@skelbimai/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isTestPaymentProvider } from '../../adapters/payments/test.ts';
import { type PaymentRow, payments } from '../../db/schema/index.ts';
import { failureResponse, ok, okResponse } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { toPaymentDto } from './payments.mapper.ts';
import { applyProviderReport } from './settlement.service.ts';

/**
 * /api/testing/payment: the `test` provider's server side, for its hosted page /testing/payment. The token
 * in the page's link is the credential (no sign-in needed, as with a real provider's page); registered
 * only while PAYMENT_PROVIDER=test, which config.ts refuses in production without ALLOW_TEST_PAYMENTS=true.
 */
export const testPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['payments'],
        summary: 'Bandomojo mokėjimo puslapio duomenys',
        querystring: testPaymentQuerySchema,
        response: { 200: okResponse(testPaymentSchema), 400: failureResponse },
      },
    },
    async (request) => {
      const payment = await paymentForToken(app, request.query.paymentId, request.query.token);
      const dto = toPaymentDto(payment);
      return ok({ id: dto.id, identifier: dto.identifier, amount: dto.amount, bonus: dto.bonus, status: dto.status });
    },
  );

  app.post(
    '/complete',
    {
      schema: {
        tags: ['payments'],
        summary: 'Bandomojo mokėjimo rezultatas (kaip mokėjimo sistemos pranešimas)',
        body: completeTestPaymentRequestSchema,
        response: { 200: okResponse(completedTestPaymentSchema), 400: failureResponse },
      },
    },
    async (request) => {
      const { paymentId, token, status } = request.body;
      await paymentForToken(app, paymentId, token);
      await applyProviderReport(app, 'test', {
        paymentId,
        status,
        amountCents: null,
        currency: null,
        eventId: null,
        reference: null,
      });
      const [after] = await app.db.select().from(payments).where(eq(payments.id, paymentId));
      return ok({ id: paymentId, status: after?.status ?? status, returnUrl: `/mano/papildymas/${paymentId}` });
    },
  );
};

async function paymentForToken(app: FastifyInstance, paymentId: number, token: string): Promise<PaymentRow> {
  const [payment] = await app.db.select().from(payments).where(eq(payments.id, paymentId));
  const provider = app.paymentProvider;
  const valid = isTestPaymentProvider(provider) && provider.isValidToken(paymentId, token);
  if (payment?.provider !== 'test' || !valid) {
    throw AppError.badRequest(walletMessages.testPaymentLinkInvalid);
  }
  return payment;
}
