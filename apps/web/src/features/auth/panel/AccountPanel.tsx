import type { RegistrationCode } from '@skelbimai/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { useAuth } from '../../../lib/authContext.ts';
import { AccountDetails } from '../account/AccountDetails.tsx';
import { AfterRecoveryStep } from './AfterRecoveryStep.tsx';
import { CredentialsStep } from './CredentialsStep.tsx';
import { RecoveryLoginStep } from './RecoveryLoginStep.tsx';
import { ResetPasswordStep } from './ResetPasswordStep.tsx';
import { returnUrlFrom } from './returnUrl.ts';
import { SuccessStep } from './SuccessStep.tsx';
import { initialStep, nextStep, type PanelEvent, type PanelStep, type StartStep, signedInSteps } from './steps.ts';

export interface AccountPanelProps {
  start: StartStep;
  /** Tells the frame (dialog title, page heading and title) which step shows. */
  onStepChange?: (step: PanelStep) => void;
  /** The dialog closes itself before the panel navigates away; in-page there is nothing to close. */
  onLeave?: () => void;
}

/**
 * The account panel's steps and their transitions (PRODUCT.md §2 'Account panel', §4 'Panel steps'), the
 * same in the dialog and in-page on /prisijungimas and /registracija.
 */
export function AccountPanel({ start, onStepChange, onLeave }: AccountPanelProps) {
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [step, setStep] = useState<PanelStep>(() =>
    initialStep({ visible: true, authPending: auth.status === null, signedIn: auth.isAuthenticated, start }),
  );
  const [emailOrPhone, setEmailOrPhone] = useState('');
  const [recovery, setRecovery] = useState<{ emailOrPhone: string; prefix: string }>({ emailOrPhone: '', prefix: '' });
  const [resetPasswordToken, setResetPasswordToken] = useState('');
  const [registrationCode, setRegistrationCode] = useState<RegistrationCode | null>(null);

  const go = useCallback((event: PanelEvent) => setStep((current) => nextStep(current, event)), []);

  // The first profile fetch settles: show the account or the requested form.
  useEffect(() => {
    if (step === 'empty' && auth.status !== null) setStep(auth.isAuthenticated ? 'logged' : start);
  }, [step, auth.status, auth.isAuthenticated, start]);

  // Signed out elsewhere (another tab's logout, an expired session) while a signed-in step shows: back to login.
  const previousStatus = useRef(auth.status);
  useEffect(() => {
    const before = previousStatus.current;
    previousStatus.current = auth.status;
    if (before === 'logged' && auth.status === 'login' && signedInSteps.has(step)) go('loggedOut');
  }, [auth.status, step, go]);

  useEffect(() => onStepChange?.(step), [step, onStepChange]);

  const continueOn = () => {
    onLeave?.();
    navigate(returnUrlFrom(location.search));
  };

  switch (step) {
    case 'empty':
      return <PageSpinner />;
    case 'login':
    case 'register':
      return (
        <CredentialsStep
          key={step}
          mode={step}
          emailOrPhone={emailOrPhone}
          onEmailOrPhoneChange={setEmailOrPhone}
          onSignedIn={(code) => {
            setRegistrationCode(code);
            go(step === 'register' ? 'registered' : 'signedIn');
          }}
          onSocialSignedIn={() => go('signedIn')}
          onSwitch={() => go(step === 'login' ? 'toRegister' : 'toLogin')}
          onForgotPassword={() => go('forgotPassword')}
        />
      );
    case 'afterLogin':
    case 'afterRegister':
      return (
        <SuccessStep
          registered={step === 'afterRegister'}
          registrationCode={step === 'afterRegister' ? registrationCode : null}
          onShowAccount={() => go('showAccount')}
          onContinue={continueOn}
        />
      );
    case 'resetPassword':
      return (
        <ResetPasswordStep
          emailOrPhone={emailOrPhone}
          onCodeSent={(sent) => {
            setEmailOrPhone(sent.emailOrPhone);
            setRecovery(sent);
            go('codeSent');
          }}
          onBack={() => go('back')}
        />
      );
    case 'recoveryLogin':
      return (
        <RecoveryLoginStep
          emailOrPhone={recovery.emailOrPhone}
          prefix={recovery.prefix}
          onSignedIn={(token) => {
            setResetPasswordToken(token);
            go('recoverySignedIn');
          }}
          onBack={() => go('back')}
        />
      );
    case 'afterRecoveryLogin':
      return <AfterRecoveryStep resetPasswordToken={resetPasswordToken} onDone={() => go('passwordDone')} />;
    case 'logged':
      return <AccountDetails onLeave={onLeave} />;
  }
}
