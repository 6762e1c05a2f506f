import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatPhone } from '@skelbimai/contract/phone';
import { CodeFields } from '../../../components/forms/CodeFields.tsx';
import { FormErrors } from '../../../components/forms/FormErrors.tsx';
import { ta } from '../../../messages/index.ts';
import type { CodeConfirmation, CodeRequest } from './useCodeConfirmation.ts';
import { useCooldown } from './useCooldown.ts';

/** Where a code went, as the user knows it: the e-mail, or the phone in the portal's one format. */
export const shownTarget = (request: Pick<CodeRequest, 'kind' | 'target'>) =>
  request.kind === 'phone' ? formatPhone(request.target) : request.target;

/** The code boxes, the request's general errors and 'Siųsti dar kartą' with its visible cool-down. */
export function CodeConfirmFields({
  request,
  state,
  intro,
  autoFocus = true,
}: {
  request: CodeRequest;
  state: CodeConfirmation;
  intro?: string;
  /** A dialog takes the cursor; a step of a page does not (leaving an empty focused box would mark it wrong). */
  autoFocus?: boolean;
}) {
  const wait = useCooldown(state.sentAt);
  return (
    <>
      <Typography variant="body2">{intro ?? ta.dialogs.codeSentTo(shownTarget(request))}</Typography>
      <CodeFields
        control={state.form.control}
        setValue={state.form.setValue}
        helperText={ta.recovery.codeHint}
        autoFocus={autoFocus ? (request.prefix ? 'code' : 'prefix') : undefined}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}>
        <Button
          size="small"
          onClick={state.resend}
          disabled={wait > 0 || state.resending}
          loading={state.resending}
          sx={{ px: 0.5 }}
        >
          {ta.dialogs.resend}
        </Button>
        {wait > 0 && (
          <Typography variant="caption" color="textSecondary" role="timer" aria-live="off">
            {ta.dialogs.resendIn(wait)}
          </Typography>
        )}
      </Box>
      <FormErrors messages={state.general} />
    </>
  );
}
