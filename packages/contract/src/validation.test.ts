import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { lettersOnly, slugify, validationMessages } from './index.ts';

const messageOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a validation failure');
  return result.error.issues[0]?.message;
};

describe('default Lithuanian validation messages (PRODUCT.md §5)', () => {
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
  it('keeps the catalogue strings exactly as PRODUCT.md quotes them', () => {
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

describe('e-mail-or-phone field (PRODUCT.md §5)', () => {
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

describe('every rule says which rule was broken', () => {
  const messagesOf = (schema: z.ZodType, input: unknown) => {
    const result = schema.safeParse(input);
    if (result.success) throw new Error('expected a validation failure');
    return result.error.issues.map((issue) => issue.message);
  };

  it('a too long e-mail-or-phone is too long, not empty; a missing one is empty', async () => {
    const { emailOrPhoneSchema, loginRequestSchema } = await import('./auth.ts');
    expect(messagesOf(emailOrPhoneSchema, `${'a'.repeat(300)}@pastas.lt`)).toEqual([
      'Turi būti sudarytas nedaugiau kaip iš 254 simbolių.',
    ]);
    expect(messagesOf(loginRequestSchema, { password: 'x' })).toEqual(['Negali būti tuščias.']);
    expect(messagesOf(emailOrPhoneSchema, 5)).toEqual(['Turi būti tekstas.']);
  });

  it('ids start at 1: an id of 0 says so, in a body, a path and a query', async () => {
    const { createOrderRequestSchema } = await import('./wallet.ts');
    const { idParamsSchema } = await import('./bounds.ts');
    const { postIdsQuerySchema } = await import('./saved.ts');
    const { unblockPostRequestSchema } = await import('./admin.ts');
    expect(messagesOf(createOrderRequestSchema, { postId: 1, serviceId: 0 })).toEqual(['Turi būti ne mažiau kaip 1.']);
    expect(messagesOf(idParamsSchema, { id: '0' })).toEqual(['Turi būti ne mažiau kaip 1.']);
    expect(messagesOf(postIdsQuerySchema, '0')).toEqual(['Turi būti ne mažiau kaip 1.']);
    expect(messagesOf(unblockPostRequestSchema, { postId: 0 })).toEqual(['Turi būti ne mažiau kaip 1.']);
  });

  it('numbers: whole, bounds inclusive or not', () => {
    expect(messagesOf(z.number().int(), 1.5)).toEqual(['Turi būti sveikasis skaičius.']);
    expect(messagesOf(z.number(), 'vienas')).toEqual(['Turi būti skaičius.']);
    expect(messagesOf(z.number().positive(), 0)).toEqual(['Turi būti daugiau nei 0.']);
    expect(messagesOf(z.number().lt(10), 10)).toEqual(['Turi būti mažiau nei 10.']);
    expect(messagesOf(z.number().min(0), -1)).toEqual(['Turi būti ne mažiau kaip 0.']);
    expect(messagesOf(z.number().max(5), 6)).toEqual(['Turi būti ne daugiau kaip 5.']);
  });

  it('lists: how many values they take', async () => {
    const { createPostRequestSchema } = await import('./posts.ts');
    const uuid = '00000000-0000-4000-8000-000000000000';
    const ad = { title: 'Parduodu dviratį', subCategoryId: 203, postType: 'sell' };
    expect(messagesOf(createPostRequestSchema, { ...ad, pictureIds: Array(101).fill(uuid) })).toEqual([
      'Per daug reikšmių: gali būti ne daugiau kaip 100.',
    ]);
    expect(messagesOf(z.array(z.string()).min(2), ['a'])).toEqual(['Per mažai reikšmių: turi būti ne mažiau kaip 2.']);
  });

  it('choices name the values allowed; kinds and formats name what is expected', async () => {
    const { completeTestPaymentRequestSchema } = await import('./wallet.ts');
    const { blockUserRequestSchema } = await import('./admin.ts');
    const { postListQuerySchema } = await import('./posts.ts');
    expect(messagesOf(postListQuerySchema, { listTarget: 'visi' })).toEqual([
      'Leistinos reikšmės: public, my, favorites, hidden, admin.',
    ]);
    expect(messagesOf(completeTestPaymentRequestSchema, { paymentId: 1, token: 'x', status: 7 })).toEqual([
      'Leistinos reikšmės: 1, 2, 3, 4.',
    ]);
    expect(messagesOf(blockUserRequestSchema, { targetUserId: 'jonas', isBlocked: 'taip' })).toEqual([
      'Turi būti UUID formato identifikatorius.',
      'Turi būti true arba false.',
    ]);
    expect(
      messagesOf(blockUserRequestSchema, {
        targetUserId: '00000000-0000-4000-8000-000000000000',
        isBlocked: true,
        blockedUntil: 'rytoj',
        reason: 'Sukčiavimas',
      }),
    ).toEqual(['Turi būti data ir laikas ISO 8601 formatu su laiko juosta, pvz. 2026-01-31T12:00:00Z.']);
    expect(messagesOf(z.object({ a: z.array(z.string()) }), { a: 'x' })).toEqual(['Turi būti sąrašas.']);
    expect(messagesOf(z.object({ a: z.object({}) }), { a: 1 })).toEqual(['Turi būti objektas su laukeliais.']);
  });
});
