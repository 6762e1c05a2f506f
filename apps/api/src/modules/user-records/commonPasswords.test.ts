import { describe, expect, it } from 'vitest';
import { authMessages } from '../../http/messages.ts';
import { commonPasswordCount, isCommonPassword, passwordProblem } from './commonPasswords.ts';

describe('isCommonPassword', () => {
  it('holds a few hundred passwords', () => {
    expect(commonPasswordCount).toBeGreaterThanOrEqual(300);
  });

  it('finds listed passwords whatever their letter case or surrounding spaces', () => {
    for (const password of [
      'password',
      'PASSWORD123',
      'QwErTy123',
      ' 12345678 ',
      'Slaptazodis',
      'LABAS123',
      'iloveyou',
    ]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('treats one character repeated as common', () => {
    expect(isCommonPassword('aaaaaaaaaa')).toBe(true);
    expect(isCommonPassword('********')).toBe(true);
  });

  it('lets ordinary passphrases through', () => {
    for (const password of ['Kedainiu-turgus-2024', 'žalias kalnas', 'correct horse battery staple', 'passwordX9q']) {
      expect(isCommonPassword(password), password).toBe(false);
    }
  });
});

describe('passwordProblem', () => {
  it('names a common password', () => {
    expect(passwordProblem('Password1')).toBe(authMessages.commonPassword);
  });

  it("refuses the account's own e-mail, its name part and its phone in any form", () => {
    const identifiers = ['jonas.jonaitis@example.com', '+37061234567'];
    for (const password of [
      'Jonas.Jonaitis@example.com',
      'jonas.jonaitis',
      '+37061234567',
      '37061234567',
      '861234567',
      '8 612 34567',
      '8-612-34567',
    ]) {
      expect(passwordProblem(password, identifiers), password).toBe(authMessages.passwordIsIdentifier);
    }
  });

  it('accepts anything else', () => {
    expect(passwordProblem('Kedainiu-turgus-2024', ['jonas@example.com', null, undefined])).toBeNull();
  });
});
