import { DEFAULT_PASSWORD, randomEmail } from '../factories.ts';
import { plainPicture } from '../pictures.ts';
import { contactCalls } from './contactCalls.ts';
import { prefix, present, text, texts, user } from './fields.ts';
import { post, type Row, signedOut } from './row.ts';
import type { Account, World } from './world.ts';

/** The /api/auth rows of PRODUCT.md §7, in its order (the e-mail and phone code rows are in contactCalls.ts). */

const NEW_PASSWORD = 'Naujas-slaptazodis-7';

/** Asks for a recovery code for the account's e-mail and reads it from the mail the app sent. */
async function recoveryCode(world: World, account: Account) {
  const email = account.row.email as string;
  await post(world, '/api/auth/resetpassword', undefined, { emailOrPhone: email });
  return { emailOrPhone: email, ...(await world.mailedCode(email)), rememberMe: false };
}

async function resetPasswordToken(world: World, account: Account): Promise<string> {
  const answer = await post(world, '/api/auth/recoverylogin', undefined, await recoveryCode(world, account));
  return (answer.body as { data: { resetPasswordToken: string } }).data.resetPasswordToken;
}

const pictureFile = async () => ({ data: await plainPicture('png'), filename: 'nuotrauka.png', type: 'image/png' });

export const authCalls: Row[] = [
  {
    call: 'POST /api/auth/login',
    sends: 'emailOrPhone, password, rememberMe',
    answers: [present('succeeded'), user('data'), present('messages'), present('errors')],
    request: async (w) => ({ body: { emailOrPhone: w.user.row.email, password: DEFAULT_PASSWORD, rememberMe: true } }),
    failure: {
      why: 'a malformed e-mail or phone',
      status: 400,
      request: async () => ({ body: { emailOrPhone: 'ne adresas', password: 'x', rememberMe: false } }),
    },
  },
  {
    call: 'POST /api/auth/register',
    sends: 'emailOrPhone, password, rememberMe',
    answers: [present('succeeded'), user('data'), present('messages'), present('errors')],
    request: async () => ({ body: { emailOrPhone: randomEmail(), password: DEFAULT_PASSWORD, rememberMe: false } }),
    failure: {
      why: 'a password too short',
      status: 400,
      request: async () => ({ body: { emailOrPhone: randomEmail(), password: 'trump', rememberMe: false } }),
    },
  },
  {
    call: 'POST /api/auth/socialLogin',
    sends: 'accessToken, socialNetwork, rememberMe',
    answers: [user('data.loggedUser')],
    request: async (w) => ({
      body: { accessToken: w.google.issueToken({ email: randomEmail() }), socialNetwork: 'google', rememberMe: true },
    }),
    failure: {
      why: 'an unknown social network',
      status: 400,
      request: async () => ({ body: { accessToken: 'token', socialNetwork: 'myspace', rememberMe: true } }),
    },
  },
  {
    call: 'POST /api/auth/facebookLogin',
    sends: 'accessToken',
    answers: [user('user')],
    request: async (w) => ({ body: { accessToken: w.facebook.issueToken({ email: randomEmail(), name: 'Ona' }) } }),
    failure: { why: 'a token Facebook refuses', status: 401, request: async () => ({ body: { accessToken: 'x' } }) },
  },
  {
    call: 'POST /api/auth/googleLogin',
    sends: 'accessToken',
    answers: [user('user')],
    request: async (w) => ({ body: { accessToken: w.google.issueToken({ email: randomEmail() }) } }),
    failure: { why: 'a token Google refuses', status: 401, request: async () => ({ body: { accessToken: 'x' } }) },
  },
  {
    call: 'POST /api/auth/resetpassword',
    sends: 'emailOrPhone',
    answers: [prefix('data'), texts('messages')],
    request: async (w) => ({ body: { emailOrPhone: (await w.freshAccount()).row.email } }),
    failure: { why: 'an empty e-mail or phone', status: 400, request: async () => ({ body: { emailOrPhone: '' } }) },
  },
  {
    call: 'POST /api/auth/recoverylogin',
    sends: 'emailOrPhone, prefix, code, rememberMe',
    answers: [user('data.user'), text('data.resetPasswordToken')],
    request: async (w) => ({ body: await recoveryCode(w, await w.freshAccount()) }),
    failure: {
      why: 'a code that was never sent',
      status: 400,
      request: async () => ({ body: { emailOrPhone: randomEmail(), prefix: 'AB', code: '12345', rememberMe: false } }),
    },
  },
  {
    call: 'POST /api/auth/setNewPassword',
    sends: 'newPassword, resetPasswordToken',
    answers: [],
    request: async (w) => ({
      body: { newPassword: NEW_PASSWORD, resetPasswordToken: await resetPasswordToken(w, await w.freshAccount()) },
    }),
    failure: {
      why: 'an unknown reset token',
      status: 400,
      request: async () => ({ body: { newPassword: NEW_PASSWORD, resetPasswordToken: 'netinkamas' } }),
    },
  },
  {
    call: 'POST /api/auth/setPassword',
    sends: 'newPassword (first specification: not shown)',
    answers: [],
    request: async (w) => ({ as: await w.freshAccount({ password: null }), body: { newPassword: NEW_PASSWORD } }),
    failure: signedOut(async () => ({ body: { newPassword: NEW_PASSWORD } })),
  },
  {
    call: 'POST /api/auth/ChangeProfileName',
    sends: 'newFullName',
    answers: [user('data')],
    request: async (w) => ({ as: w.user, body: { newFullName: 'Jonas Jonaitis' } }),
    failure: signedOut(async () => ({ body: { newFullName: 'Jonas Jonaitis' } })),
  },
  ...contactCalls,
  {
    call: 'POST /api/auth/ChangePassword',
    sends: 'currentPassword, newPassword',
    answers: [],
    request: async (w) => ({
      as: await w.freshAccount(),
      body: { currentPassword: DEFAULT_PASSWORD, newPassword: NEW_PASSWORD },
    }),
    failure: {
      why: 'a wrong current password',
      status: 400,
      request: async (w) => ({
        as: await w.freshAccount(),
        body: { currentPassword: 'Ne-tas-slaptazodis-1', newPassword: NEW_PASSWORD },
      }),
    },
  },
  {
    call: 'POST /api/auth/UploadProfilePicture',
    sends: 'multipart PictureFile, UserId (an administrator for another user)',
    answers: [present('data.pictureUrl'), text('data.localPictureUrl')],
    request: async (w) => ({
      as: w.admin,
      form: { UserId: (await w.freshAccount()).row.id, PictureFile: await pictureFile() },
    }),
    failure: { why: 'no file', status: 400, request: async (w) => ({ as: w.user, form: { UserId: w.user.row.id } }) },
  },
  {
    call: 'POST /api/auth/DeleteProfilePicture',
    sends: 'targetUserId',
    answers: [],
    request: async (w) => {
      const account = await w.freshAccount();
      return { as: account, body: { targetUserId: account.row.id } };
    },
    failure: {
      why: "someone else's account",
      status: 403,
      request: async (w) => ({ as: w.user, body: { targetUserId: w.admin.row.id } }),
    },
  },
  {
    call: 'POST /api/auth/ChangeProfilePicture',
    sends: 'profilePictureSourceType, targetUserId (an administrator for another user)',
    answers: [present('profilePictureSourceType'), text('pictureUrl')],
    request: async (w) => {
      const target = await w.freshAccount({ googlePictureUrl: 'https://lh3.googleusercontent.com/a/conformance' });
      return { as: w.admin, body: { profilePictureSourceType: 'google', targetUserId: target.row.id } };
    },
    failure: {
      why: 'an unknown picture source',
      status: 400,
      request: async (w) => ({ as: w.user, body: { profilePictureSourceType: 'myspace' } }),
    },
  },
  {
    call: 'GET /api/auth/myProfile',
    sends: '(none)',
    answers: [user('data')],
    request: async (w) => ({ as: w.user }),
    failure: signedOut(),
  },
  {
    call: 'GET /api/auth/profile/{id}',
    sends: '(none)',
    answers: [],
    request: async (w) => ({ params: { id: w.user.row.id } }),
    failure: {
      why: 'an id nobody has',
      status: 404,
      request: async () => ({ params: { id: '00000000-0000-4000-8000-000000000000' } }),
    },
  },
  {
    call: 'PATCH /api/auth/updateProfile',
    sends: 'fullName, firstName, lastName (first specification: not shown)',
    answers: [user('user')],
    request: async (w) => ({ as: w.user, body: { fullName: 'Ona Onaitė', firstName: 'Ona', lastName: 'Onaitė' } }),
    failure: signedOut(async () => ({ body: { fullName: 'Ona Onaitė' } })),
  },
  {
    call: 'POST /api/auth/logout',
    sends: '(none)',
    answers: [],
    request: async (w) => ({ as: await w.freshAccount() }),
    failure: { why: 'a malformed JSON body', status: 400, request: async () => ({ rawJson: '{"' }) },
  },
];
