import { describe, expect, it } from 'vitest';
import { nameRequestSchema } from './auth.ts';
import { displayName, hasName, nameInitials } from './names.ts';

describe('display names', () => {
  it('is the first name and the last name initial', () => {
    expect(displayName({ firstName: 'Jonas', lastName: 'petraitis' })).toBe('Jonas P.');
    expect(displayName({ firstName: ' Ona ', lastName: '' })).toBe('Ona');
    expect(nameInitials({ firstName: 'jonas', lastName: 'Šimkus' })).toBe('JŠ');
  });

  it('falls back to the one-field name, and is null without any', () => {
    expect(displayName({ firstName: null, fullName: 'Rasa Žemaitė' })).toBe('Rasa Ž.');
    expect(displayName({ firstName: '  ', lastName: 'X', fullName: null })).toBeNull();
    expect(hasName({ fullName: ' ' })).toBe(false);
    expect(nameInitials({})).toBe('');
  });

  it('asks for the first name in Lithuanian', () => {
    const result = nameRequestSchema.safeParse({ firstName: ' ', lastName: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['firstName'], message: 'Įrašykite vardą.' });
  });
});
