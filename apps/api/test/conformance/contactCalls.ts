import { randomEmail, randomPhone } from '../factories.ts';
import { prefix, user } from './fields.ts';
import { post, type Row, signedOut } from './row.ts';

/**
 * The /api/auth rows of PRODUCT.md §7 that verify and change the e-mail and phone with one-time codes; the codes
 * are read from what the app really sent (the SMTP sink and the Twilio stand-in).
 */
export const contactCalls: Row[] = [
  {
    call: 'POST /api/auth/GetVerifyEmailCode',
    sends: '(empty)',
    answers: [prefix('data')],
    request: async (w) => ({ as: await w.freshAccount() }),
    failure: signedOut(),
  },
  {
    call: 'POST /api/auth/GetChangeEmailCode',
    sends: 'newEmail',
    answers: [prefix('data')],
    request: async (w) => ({ as: await w.freshAccount(), body: { newEmail: randomEmail() } }),
    failure: {
      why: 'a malformed e-mail',
      status: 400,
      request: async (w) => ({ as: w.user, body: { newEmail: 'ne el. paštas' } }),
    },
  },
  {
    call: 'POST /api/auth/ConfirmEmailVerify',
    sends: 'prefix, code',
    answers: [user('data')],
    request: async (w) => {
      const account = await w.freshAccount();
      await post(w, '/api/auth/GetVerifyEmailCode', account);
      return { as: account, body: await w.mailedCode(account.row.email as string) };
    },
    failure: {
      why: 'letters in the code',
      status: 400,
      request: async (w) => ({ as: w.user, body: { prefix: 'AB', code: 'abcde' } }),
    },
  },
  {
    call: 'POST /api/auth/ConfirmEmailChange',
    sends: 'prefix, code, newEmail',
    answers: [user('data')],
    request: async (w) => {
      const [account, newEmail] = [await w.freshAccount(), randomEmail()];
      await post(w, '/api/auth/GetChangeEmailCode', account, { newEmail });
      return { as: account, body: { ...(await w.mailedCode(newEmail)), newEmail } };
    },
    failure: {
      why: 'no new e-mail',
      status: 400,
      request: async (w) => ({ as: w.user, body: { prefix: 'AB', code: '12345' } }),
    },
  },
  {
    call: 'POST /api/auth/GetVerifyPhoneCode',
    sends: '(empty)',
    answers: [prefix('data')],
    request: async (w) => ({ as: await w.freshAccount() }),
    failure: signedOut(),
  },
  {
    call: 'POST /api/auth/GetChangePhoneNumberCode',
    sends: 'newPhone',
    answers: [prefix('data')],
    request: async (w) => ({ as: await w.freshAccount(), body: { newPhone: randomPhone() } }),
    failure: { why: 'a malformed phone', status: 400, request: async (w) => ({ as: w.user, body: { newPhone: 'x' } }) },
  },
  {
    call: 'POST /api/auth/ConfirmPhoneVerify',
    sends: 'prefix, code',
    answers: [user('data')],
    request: async (w) => {
      const account = await w.freshAccount();
      await post(w, '/api/auth/GetVerifyPhoneCode', account);
      return { as: account, body: await w.textedCode(account.row.phoneNumber as string) };
    },
    failure: {
      why: 'digits in the prefix',
      status: 400,
      request: async (w) => ({ as: w.user, body: { prefix: '12', code: '12345' } }),
    },
  },
  {
    call: 'POST /api/auth/ConfirmPhoneNumberChange',
    sends: 'prefix, code, newPhone',
    answers: [user('data')],
    request: async (w) => {
      const [account, newPhone] = [await w.freshAccount(), randomPhone()];
      await post(w, '/api/auth/GetChangePhoneNumberCode', account, { newPhone });
      return { as: account, body: { ...(await w.textedCode(newPhone)), newPhone } };
    },
    failure: signedOut(async () => ({ body: { prefix: 'AB', code: '12345', newPhone: randomPhone() } })),
  },
];
