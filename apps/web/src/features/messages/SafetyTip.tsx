import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';
import { conversationMessages } from '../../messages/conversations.ts';

/** The Lithuanian safety tip (pay in advance, other messengers, payment or courier links). */
export function SafetyTip({ sx }: { sx?: SxProps<Theme> }) {
  return (
    <Alert severity="warning" sx={sx} data-testid="safety-tip">
      {conversationMessages.safetyTip}
    </Alert>
  );
}
