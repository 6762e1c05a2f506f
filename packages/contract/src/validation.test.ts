import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { lettersOnly, slugify, validationMessages } from './index.ts';

const messageOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a validation failure');
  return result.error.issues[0]?.message;
};

describe('default Lithuanian validation messages (SPEC.md §5)', () => {
  it('a missing or empty required field', () => {
    expect(messageOf(z.object({ name: z.string() }), {})).toBe('Laukelis yra privalomas.');
    expect(messageOf(z.string().min(1), '')).toBe('Laukelis yra privalomas.');
  });
  it('an invalid e-mail', () => {
    expect(messageOf(z.email(), 'jonas@')).toBe('Netinkamas el. pašto adresas.');
  });
  it('minimum and maximum length with the number filled in', () => {
    expect(messageOf(z.string().min(8), 'abc')).toBe('Turi būti sudarytas bent iš 8 simbolių.');
    expect(messageOf(z.string().max(5), 'abcdefg')).toBe('Turi būti sudarytas nedaugiau kaip iš 5 simbolių.');
  });
  it('a pattern names the field', () => {
    const schema = z.object({ phoneNumber: z.string().regex(/^\+\d+$/) });
    expect(messageOf(schema, { phoneNumber: 'x' })).toBe('Netinkamas tel. numeris.');
    expect(messageOf(z.object({ other: z.string().regex(/^\d$/) }), { other: 'x' })).toBe('Netinkamas laukelis.');
  });
  it('letters only', () => {
    expect(messageOf(lettersOnly(), 'Jonas2')).toBe('Laukelis gali būti sudarytas tik iš raidžių.');
    expect(lettersOnly().safeParse('Žydrūnė Ąžuolaitė-Šimkė').success).toBe(true);
  });
  it('keeps the catalogue strings exactly as SPEC.md quotes them', () => {
    expect(validationMessages.emailOrPhoneRequired).toBe('Negali būti tuščias.');
    expect(validationMessages.emailOrPhoneFormat).toBe('Neteisingo formato el. paštas ar tel. numeris');
    expect(validationMessages.termsRequired).toBe('Sutikimas privalomas.');
  });
});

describe('slugify', () => {
  it('turns Lithuanian names into ASCII slugs', () => {
    expect(slugify('Komercinės patalpos')).toBe('komercines-patalpos');
    expect(slugify('Žemės ūkio technika')).toBe('zemes-ukio-technika');
    expect(slugify('TV ir garso technika')).toBe('tv-ir-garso-technika');
  });
});

describe('e-mail-or-phone field (SPEC.md §5)', () => {
  it('says only that it is empty when empty, and the format message otherwise', async () => {
    const { emailOrPhoneSchema } = await import('./auth.ts');
    const empty = emailOrPhoneSchema.safeParse('');
    expect(empty.success ? [] : empty.error.issues.map((issue) => issue.message)).toEqual(['Negali būti tuščias.']);
    expect(messageOf(emailOrPhoneSchema, 'jonas@')).toBe('Neteisingo formato el. paštas ar tel. numeris');
    expect(emailOrPhoneSchema.safeParse('8 612 34567').success).toBe(true);
    expect(emailOrPhoneSchema.safeParse('+370 612 34567').success).toBe(true);
    expect(emailOrPhoneSchema.safeParse('Jonas@Example.com').success).toBe(true);
  });
});
