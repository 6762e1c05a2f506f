import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import {
  boundedText,
  boundsMessages,
  dbId,
  dbIdParam,
  idParamsSchema,
  MAX_DB_INT,
  validationMessages as m,
  pageQuery,
  pastedText,
  postListQuerySchema,
} from './index.ts';

const messagesOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('bounds', () => {
  it('ids fit a PostgreSQL integer, with one message when too big', () => {
    expect(dbId().parse(MAX_DB_INT)).toBe(MAX_DB_INT);
    expect(messagesOf(dbId(), MAX_DB_INT + 1)).toEqual([m.maxNumber(MAX_DB_INT)]);
    expect(messagesOf(dbId(), 2 ** 53 + 2)).toEqual([m.maxNumber(MAX_DB_INT)]);
    expect(messagesOf(dbId(), 0)).toEqual([m.minNumber(1)]);
    expect(dbIdParam().parse('42')).toBe(42);
    for (const bad of ['1e309', 'NaN', '', '1.5', '-1', 'abc', 'Infinity']) {
      expect(idParamsSchema.safeParse({ id: bad }).success, bad).toBe(false);
    }
  });

  it('pages stop at 10,000', () => {
    expect(pageQuery().parse('10000')).toBe(10_000);
    expect(pageQuery().parse('')).toBeUndefined();
    expect(messagesOf(pageQuery(), '10001')).toEqual([m.maxNumber(10_000)]);
  });

  it('typed text refuses NUL and other C0 controls, keeps tab and new lines', () => {
    expect(messagesOf(boundedText(10), 'a\u0000b')).toEqual([boundsMessages.controlCharacters]);
    expect(messagesOf(boundedText(10), 'a\u001fb')).toEqual([boundsMessages.controlCharacters]);
    expect(boundedText(10).parse(' a\tb\nc ')).toBe('a\tb\nc');
    expect(messagesOf(boundedText(3), 'abcd')).toEqual([m.maxLength(3)]);
  });

  it('pasted text drops control characters silently', () => {
    expect(pastedText(20).parse('\u0000Labas\u0007 rytas\r\n')).toBe('Labas rytas');
    expect(messagesOf(pastedText(3), 'abcd')).toEqual([m.maxLength(3)]);
  });

  it('price filters stay within what cents can hold', () => {
    expect(postListQuerySchema.safeParse({ minPrice: '10000000' }).success).toBe(true);
    expect(postListQuerySchema.safeParse({ minPrice: '10000000.01' }).success).toBe(false);
    expect(postListQuerySchema.safeParse({ maxPrice: '9007199254740993' }).success).toBe(false);
  });
});
