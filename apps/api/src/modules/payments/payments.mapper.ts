import { centsToEuros, type Payment } from '@skelbimai/contract';
import type { PaymentRow } from '../../db/schema/index.ts';

/** 'P-000123': what people see and the provider shows as the order reference. */
export const paymentIdentifier = (id: number) => `P-${String(id).padStart(6, '0')}`;

export function toPaymentDto(row: PaymentRow): Payment {
  return {
    id: row.id,
    identifier: paymentIdentifier(row.id),
    status: row.status,
    provider: row.provider,
    amount: centsToEuros(row.amountCents),
    bonus: centsToEuros(row.bonusCents),
    credits: centsToEuros(row.amountCents + row.bonusCents),
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    userId: row.userId,
  };
}
