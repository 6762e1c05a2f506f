import { loginRequestSchema, type RegistrationCode, registerRequestSchema } from '@skelbimai/contract';
import { useMutation } from '@tanstack/react-query';
import { FormCheckbox } from '../../../components/forms/FormCheckbox.tsx';
import { FormErrors } from '../../../components/forms/FormErrors.tsx';
import { FormTextField } from '../../../components/forms/FormTextField.tsx';
import { LinkButton } from '../../../components/forms/LinkButton.tsx';
import { PasswordField } from '../../../components/forms/PasswordField.tsx';
import { useZodForm } from '../../../components/forms/useZodForm.ts';
import { useAuth } from '../../../lib/authContext.ts';
import { ta } from '../../../messages/account.ts';
import { Button } from '../../../ui/Button/Button.tsx';
import { Text } from '../../../ui/Text/Text.tsx';
import { authApi, type Credentials } from '../accountApi.ts';
import { AgreementNote } from './AgreementNote.tsx';
import styles from './panel.module.css';
import { SocialButtons } from './SocialButtons.tsx';

interface Props {
  mode: 'login' | 'register';
  /** What was typed on the other step, so switching (or going to the reset step) keeps it. */
  emailOrPhone: string;
  onEmailOrPhoneChange: (value: string) => void;
  /** Registration also answers the confirmation code it sent (null: none), for the after-register step. */
  onSignedIn: (registrationCode: RegistrationCode | null) => void;
  onSocialSignedIn: () => void;
  onSwitch: () => void;
  onForgotPassword: () => void;
}

/** The login and registration form of PRODUCT.md §2 'Account panel'. */
export function CredentialsStep({
  mode,
  emailOrPhone,
  onEmailOrPhoneChange,
  onSignedIn,
  onSocialSignedIn,
  onSwitch,
  onForgotPassword,
}: Props) {
  const register = mode === 'register';
  const auth = useAuth();
  const { form, general, setGeneral, showError } = useZodForm(register ? registerRequestSchema : loginRequestSchema, {
    emailOrPhone,
    password: '',
    rememberMe: false,
  });
  const submit = useMutation({
    mutationFn: async (credentials: Credentials) =>
      register ? authApi.register(credentials) : { user: await authApi.login(credentials), registrationCode: null },
    onSuccess: ({ user, registrationCode }) => {
      auth.setUser(user);
      onSignedIn(registrationCode);
    },
    onError: (error) => {
      // PRODUCT.md §8: a failed sign-in or registration leaves nobody signed in.
      auth.setUser(null);
      showError(error);
    },
  });
  const texts = register ? ta.register : ta.login;

  return (
    <form
      className={styles.form}
      noValidate
      aria-label={register ? ta.titles.register : ta.titles.login}
      onSubmit={form.handleSubmit((values) => {
        setGeneral([]);
        submit.mutate({ emailOrPhone: values.emailOrPhone, password: values.password, rememberMe: values.rememberMe });
      })}
    >
      <FormTextField
        control={form.control}
        name="emailOrPhone"
        label={ta.fields.emailOrPhone}
        autoComplete="username"
        required
      />
      <PasswordField
        control={form.control}
        name="password"
        label={ta.fields.password}
        hideable={register}
        required
        autoComplete={register ? 'new-password' : 'current-password'}
        helperText={register ? ta.register.passwordHint : undefined}
      />
      <div className={styles.options}>
        <FormCheckbox control={form.control} name="rememberMe" label={ta.fields.rememberMe} />
        {!register && (
          <Text as="span" variant="body2">
            <LinkButton
              onClick={() => {
                onEmailOrPhoneChange(form.getValues('emailOrPhone'));
                onForgotPassword();
              }}
            >
              {ta.login.forgot}
            </LinkButton>
          </Text>
        )}
      </div>
      <FormErrors messages={general} />
      <Button type="submit" variant="primary" fullWidth size="large" loading={submit.isPending}>
        {texts.submit}
      </Button>
      <Text variant="body2" className={styles.centred}>
        {texts.switchPrompt}{' '}
        <LinkButton
          onClick={() => {
            onEmailOrPhoneChange(form.getValues('emailOrPhone'));
            onSwitch();
          }}
        >
          {texts.switchLink}
        </LinkButton>
      </Text>
      <SocialButtons onSignedIn={onSocialSignedIn} />
      <AgreementNote />
    </form>
  );
}
