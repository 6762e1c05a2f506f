import type { Envelope, NameRequest, RegistrationCode, SocialNetwork, User } from '@skelbimai/contract';
import { api, requestEnvelope } from '../../api/index.ts';

/**
 * Every /api/auth call of the account panel and the account details (PRODUCT.md §7). Types only come from
 * the contract here, so this module stays free of zod; the forms validate with the schemas themselves.
 */
export type PictureSource = User['profilePictureSourceType'];

export interface Credentials {
  emailOrPhone: string;
  password: string;
  rememberMe: boolean;
}

export const authApi = {
  login: (body: Credentials) => api.post<User>('/api/auth/login', body),
  /** The new user, and beside it the confirmation code sent to the address (its prefix; null: none sent). */
  register: async (body: Credentials) => {
    const envelope = await requestEnvelope<Envelope<User> & { registrationCode?: RegistrationCode }>(
      '/api/auth/register',
      { method: 'POST', body },
    );
    return { user: envelope.data as User, registrationCode: envelope.registrationCode ?? null };
  },
  socialLogin: (accessToken: string, socialNetwork: SocialNetwork) =>
    api.post<{ loggedUser: User }>('/api/auth/socialLogin', { accessToken, socialNetwork, rememberMe: true }),
  /** Sends a one-time code; answers with its two-letter prefix whether or not the account exists. */
  resetPassword: (emailOrPhone: string) => api.post<string>('/api/auth/resetpassword', { emailOrPhone }),
  recoveryLogin: (body: { emailOrPhone: string; prefix: string; code: string; rememberMe: boolean }) =>
    api.post<{ user: User; resetPasswordToken: string }>('/api/auth/recoverylogin', body),
  setNewPassword: (newPassword: string, resetPasswordToken: string) =>
    api.post<unknown>('/api/auth/setNewPassword', { newPassword, resetPasswordToken }),
  changePassword: (currentPassword: string, newPassword: string) =>
    api.post<unknown>('/api/auth/ChangePassword', { currentPassword, newPassword }),
  changeProfileName: (newFullName: string) => api.post<User>('/api/auth/ChangeProfileName', { newFullName }),
  /** The name parts ('Kaip jus vadinti?'): an empty last name clears it. */
  updateProfile: (body: NameRequest) => api.patch<User>('/api/auth/updateProfile', body),

  getVerifyEmailCode: () => api.post<string>('/api/auth/GetVerifyEmailCode'),
  getChangeEmailCode: (newEmail: string) => api.post<string>('/api/auth/GetChangeEmailCode', { newEmail }),
  confirmEmailVerify: (prefix: string, code: string) =>
    api.post<User>('/api/auth/ConfirmEmailVerify', { prefix, code }),
  confirmEmailChange: (prefix: string, code: string, newEmail: string) =>
    api.post<User>('/api/auth/ConfirmEmailChange', { prefix, code, newEmail }),
  getVerifyPhoneCode: () => api.post<string>('/api/auth/GetVerifyPhoneCode'),
  getChangePhoneCode: (newPhone: string) => api.post<string>('/api/auth/GetChangePhoneNumberCode', { newPhone }),
  confirmPhoneVerify: (prefix: string, code: string) =>
    api.post<User>('/api/auth/ConfirmPhoneVerify', { prefix, code }),
  confirmPhoneChange: (prefix: string, code: string, newPhone: string) =>
    api.post<User>('/api/auth/ConfirmPhoneNumberChange', { prefix, code, newPhone }),

  uploadProfilePicture: (file: File) => {
    const body = new FormData();
    body.append('PictureFile', file);
    return api.post<{ pictureUrl: string | null; localPictureUrl: string | null }>(
      '/api/auth/UploadProfilePicture',
      body,
    );
  },
  deleteProfilePicture: () => api.post<unknown>('/api/auth/DeleteProfilePicture', {}),
  changeProfilePicture: (profilePictureSourceType: PictureSource) =>
    api.post<{ profilePictureSourceType: PictureSource; pictureUrl: string | null }>('/api/auth/ChangeProfilePicture', {
      profilePictureSourceType,
    }),
};

/** Mutation keys of account edits start with this, so one progress dialog can follow them all. */
export const ACCOUNT_MUTATION = 'account';
