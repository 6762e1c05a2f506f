import { tw } from '../../messages/wallet.ts';
import { Chip } from '../../ui/Badge/Badge.tsx';
import { MORE_INFO, PAID, PROCESSING } from './api.ts';

/** PRODUCT.md §4: 1 paid (green), 2 processing (orange), 3 more info (red), anything else unpaid (red). */
export function paymentStatusLabel(status: number): { label: string; color: 'success' | 'warning' | 'error' } {
  if (status === PAID) return { label: tw.status[1], color: 'success' };
  if (status === PROCESSING) return { label: tw.status[2], color: 'warning' };
  if (status === MORE_INFO) return { label: tw.status[3], color: 'error' };
  return { label: tw.status.unpaid, color: 'error' };
}

export function PaymentStatusChip({ status }: { status: number }) {
  const { label, color } = paymentStatusLabel(status);
  return (
    <Chip size="small" tone={color} data-testid="payment-status" data-status={status}>
      {label}
    </Chip>
  );
}
