import { codeConfirmationSchema, type User } from '@skelbimai/contract';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useZodForm } from '../../../components/forms/useZodForm.ts';
import { useAuth } from '../../../lib/authContext.ts';
import { ACCOUNT_MUTATION, authApi } from '../accountApi.ts';
import { forgetCode, rememberCode } from './pendingCodes.ts';

/** A code was sent: to confirm the current address ('verify') or a new one ('change'). */
export interface CodeRequest {
  kind: 'email' | 'phone';
  mode: 'verify' | 'change';
  prefix: string;
  /** Where the code went; for a change, the new value to confirm. */
  target: string;
  /** When it was sent: 'Siųsti dar kartą' waits its cool-down from here. */
  sentAt: number;
}

function confirmCall(request: CodeRequest, prefix: string, code: string): Promise<User> {
  if (request.kind === 'email') {
    return request.mode === 'verify'
      ? authApi.confirmEmailVerify(prefix, code)
      : authApi.confirmEmailChange(prefix, code, request.target);
  }
  return request.mode === 'verify'
    ? authApi.confirmPhoneVerify(prefix, code)
    : authApi.confirmPhoneChange(prefix, code, request.target);
}

function resendCall(request: CodeRequest): Promise<string> {
  if (request.kind === 'email') {
    return request.mode === 'verify' ? authApi.getVerifyEmailCode() : authApi.getChangeEmailCode(request.target);
  }
  return request.mode === 'verify' ? authApi.getVerifyPhoneCode() : authApi.getChangePhoneCode(request.target);
}

/**
 * Typing a sent code: 'Patvirtinti' only checks it (never asks for a new one); 'Siųsti dar kartą' asks for a
 * new one, after its cool-down, within the server's 3 per 24 hours (whose message shows like any error).
 * Shared by the code dialog of the account page and the after-register step.
 */
export function useCodeConfirmation(request: CodeRequest, onConfirmed: (user: User) => void) {
  const { user, setUser, refresh } = useAuth();
  const [sent, setSent] = useState({ prefix: request.prefix, sentAt: request.sentAt });
  const { form, general, setGeneral, showError } = useZodForm(codeConfirmationSchema, {
    prefix: request.prefix,
    code: '',
  });
  const confirm = useMutation({
    mutationKey: [ACCOUNT_MUTATION, 'confirm'],
    mutationFn: (values: { prefix: string; code: string }) => confirmCall(request, values.prefix, values.code),
    onSuccess: async (confirmed) => {
      forgetCode(confirmed.id, request.kind, request.target);
      setUser(confirmed);
      await refresh();
      onConfirmed(confirmed);
    },
    onError: showError,
  });
  const resend = useMutation({
    mutationFn: () => resendCall(request),
    onSuccess: (prefix) => {
      const next = { prefix, sentAt: Date.now() };
      setSent(next);
      if (user && request.mode === 'verify') rememberCode(user.id, request.kind, request.target, next);
      form.setValue('prefix', prefix);
      form.setValue('code', '');
    },
    onError: showError,
  });
  const [prefix, code] = form.watch(['prefix', 'code']);
  const onSubmit = (event?: FormEvent) =>
    form.handleSubmit((values) => {
      setGeneral([]);
      confirm.mutate({ prefix: values.prefix, code: values.code });
    })(event);
  return {
    form,
    general,
    sentAt: sent.sentAt,
    confirm,
    resend: () => {
      setGeneral([]);
      resend.mutate();
    },
    resending: resend.isPending,
    canSubmit: Boolean(prefix) && Boolean(code) && !confirm.isPending,
    onSubmit,
  };
}

export type CodeConfirmation = ReturnType<typeof useCodeConfirmation>;
