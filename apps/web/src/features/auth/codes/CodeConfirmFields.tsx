import { formatPhone } from '@skelbimai/contract/phone';
import { CodeFields } from '../../../components/forms/CodeFields.tsx';
import { FormErrors } from '../../../components/forms/FormErrors.tsx';
import { ta } from '../../../messages/account.ts';
import { Button } from '../../../ui/Button/Button.tsx';
import { Text } from '../../../ui/Text/Text.tsx';
import styles from './codes.module.css';
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
      <Text variant="body2">{intro ?? ta.dialogs.codeSentTo(shownTarget(request))}</Text>
      <CodeFields
        control={state.form.control}
        setValue={state.form.setValue}
        helperText={ta.recovery.codeHint}
        autoFocus={autoFocus ? (request.prefix ? 'code' : 'prefix') : undefined}
      />
      <div className={styles.resend}>
        <Button
          variant="text"
          size="small"
          className={styles.resendButton}
          onClick={state.resend}
          disabled={wait > 0 || state.resending}
          loading={state.resending}
        >
          {ta.dialogs.resend}
        </Button>
        {wait > 0 && (
          <Text as="span" variant="caption" tone="secondary" role="timer" aria-live="off">
            {ta.dialogs.resendIn(wait)}
          </Text>
        )}
      </div>
      <FormErrors messages={state.general} />
    </>
  );
}
