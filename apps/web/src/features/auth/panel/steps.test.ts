import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/index.ts';
import { normalizeCodeDigits, normalizeCodePrefix, splitCode } from '../../../components/forms/code.ts';
import { errorMessages } from '../../../lib/contract.ts';
import { socialErrorMessage } from '../social/errors.ts';
import { facebookToken } from '../social/facebook.ts';
import { googleFailure, googlePopupFailure } from '../social/google.ts';
import { SocialSignInError } from '../social/loadScript.ts';
import { returnUrlFrom } from './returnUrl.ts';
import { initialStep, nextStep, stepTitles } from './steps.ts';

describe('panel step transitions (PRODUCT.md §4)', () => {
  it.each([
    ['login', 'signedIn', 'afterLogin'],
    ['login', 'toRegister', 'register'],
    ['register', 'toLogin', 'login'],
    ['login', 'forgotPassword', 'resetPassword'],
    ['resetPassword', 'codeSent', 'recoveryLogin'],
    ['recoveryLogin', 'recoverySignedIn', 'afterRecoveryLogin'],
    ['afterRecoveryLogin', 'passwordDone', 'logged'],
    ['register', 'registered', 'afterRegister'],
    ['afterLogin', 'showAccount', 'logged'],
    ['afterRegister', 'showAccount', 'logged'],
    ['recoveryLogin', 'back', 'resetPassword'],
    ['resetPassword', 'back', 'login'],
  ] as const)('%s --%s--> %s', (from, event, to) => {
    expect(nextStep(from, event)).toBe(to);
  });

  it('returns to login on logout from any step', () => {
    for (const step of ['logged', 'afterLogin', 'afterRecoveryLogin', 'register'] as const) {
      expect(nextStep(step, 'loggedOut')).toBe('login');
    }
  });

  it('ignores events that do not apply to the step', () => {
    expect(nextStep('logged', 'signedIn')).toBe('logged');
    expect(nextStep('register', 'forgotPassword')).toBe('register');
    expect(nextStep('login', 'passwordDone')).toBe('login');
  });

  it("is 'empty' unless visible and the profile fetch has settled", () => {
    expect(initialStep({ visible: false, authPending: false, signedIn: false, start: 'login' })).toBe('empty');
    expect(initialStep({ visible: true, authPending: true, signedIn: false, start: 'login' })).toBe('empty');
    expect(initialStep({ visible: true, authPending: false, signedIn: false, start: 'register' })).toBe('register');
    expect(initialStep({ visible: true, authPending: false, signedIn: true, start: 'login' })).toBe('logged');
  });

  it('titles the steps as PRODUCT.md §2 says', () => {
    expect(stepTitles.login).toBe('Prisijungimas');
    expect(stepTitles.afterLogin).toBe('Prisijungimas');
    expect(stepTitles.register).toBe('Registracija');
    expect(stepTitles.logged).toBe('Paskyra');
    expect(stepTitles.resetPassword).toBe('Prisijungimo atkūrimas');
    expect(stepTitles.recoveryLogin).toBe('Prisijungimas su kodu');
    expect(stepTitles.afterRecoveryLogin).toBe('Naujas slaptažodis');
  });
});

describe('code input normalisation (PRODUCT.md §3, §5)', () => {
  it('keeps letters only in the prefix, upper-cased, at most two', () => {
    expect(normalizeCodePrefix('k')).toBe('K');
    expect(normalizeCodePrefix('kt')).toBe('KT');
    expect(normalizeCodePrefix('k1t-')).toBe('KT');
    expect(normalizeCodePrefix('abc')).toBe('AB');
    expect(normalizeCodePrefix('ąž')).toBe('ĄŽ');
    expect(normalizeCodePrefix('12')).toBe('');
  });

  it('keeps digits only in the code, at most five', () => {
    expect(normalizeCodeDigits('12a3')).toBe('123');
    expect(normalizeCodeDigits('1234567')).toBe('12345');
    expect(normalizeCodeDigits(' 12 345 ')).toBe('12345');
    expect(normalizeCodeDigits('abc')).toBe('');
  });

  it('splits a whole code typed or pasted into one box', () => {
    expect(splitCode('kt-12345')).toEqual({ prefix: 'KT', code: '12345' });
    expect(splitCode(' KT 12345 ')).toEqual({ prefix: 'KT', code: '12345' });
    expect(splitCode('KT12345')).toEqual({ prefix: 'KT', code: '12345' });
    expect(splitCode('KT')).toBeNull();
    expect(splitCode('12345')).toBeNull();
  });
});

describe('returnUrl after sign-in (PRODUCT.md §4)', () => {
  it('follows the returnUrl query value, else home', () => {
    expect(returnUrlFrom('?returnUrl=%2Fmano%2Fskelbimai')).toBe('/mano/skelbimai');
    expect(returnUrlFrom('?returnUrl=%2Fvisi%3FsearchKeyword%3Ddviratis')).toBe('/visi?searchKeyword=dviratis');
    expect(returnUrlFrom('')).toBe('/');
    expect(returnUrlFrom('?returnUrl=')).toBe('/');
  });

  it('never leaves the site', () => {
    expect(returnUrlFrom('?returnUrl=https%3A%2F%2Fevil.example')).toBe('/');
    expect(returnUrlFrom('?returnUrl=%2F%2Fevil.example')).toBe('/');
    expect(returnUrlFrom('?returnUrl=%2F%5Cevil.example')).toBe('/');
  });
});

describe('social sign-in errors (PRODUCT.md §8)', () => {
  it('ignores a closed popup or a declined consent silently', () => {
    expect(socialErrorMessage(googlePopupFailure('popup_closed'))).toBeNull();
    expect(socialErrorMessage(googleFailure('access_denied'))).toBeNull();
    expect(() => facebookToken({ status: 'unknown', authResponse: null })).toThrow(SocialSignInError);
    try {
      facebookToken({ status: 'not_authorized' });
    } catch (error) {
      expect(socialErrorMessage(error)).toBeNull();
    }
  });

  it("says 'Nepavyko gauti tokeno iš facebook.' when Facebook connects without a token", () => {
    expect(() => facebookToken({ status: 'connected', authResponse: {} })).toThrow(SocialSignInError);
    try {
      facebookToken({ status: 'connected', authResponse: {} });
    } catch (error) {
      expect(socialErrorMessage(error)).toBe('Nepavyko gauti tokeno iš facebook.');
    }
    expect(facebookToken({ status: 'connected', authResponse: { accessToken: 'tok' } })).toBe('tok');
  });

  it("says 'Įvyko nežinoma klaida.' for anything else and the server's words for a refused sign-in", () => {
    expect(socialErrorMessage(googlePopupFailure('popup_failed_to_open'))).toBe(errorMessages.unknown);
    expect(socialErrorMessage(googleFailure('invalid_client'))).toBe('Įvyko nežinoma klaida.');
    expect(socialErrorMessage(new TypeError('boom'))).toBe('Įvyko nežinoma klaida.');
    expect(socialErrorMessage(new ApiError(403, ['Paskyra užblokuota.']))).toBe('Paskyra užblokuota.');
  });
});
