import { conversationMessages } from '../../messages/conversations.ts';
import { Alert } from '../../ui/Alert/Alert.tsx';

/** The Lithuanian safety tip (pay in advance, other messengers, payment or courier links). */
export function SafetyTip({ className }: { className?: string }) {
  return (
    <Alert severity="warning" className={className} data-testid="safety-tip">
      {conversationMessages.safetyTip}
    </Alert>
  );
}
