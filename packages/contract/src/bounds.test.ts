import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import {
  boundedText,
  boundsMessages,
  createNoticeRequestSchema,
  createPostReportRequestSchema,
  createPostRequestSchema,
  dbId,
  dbIdParam,
  fullNameSchema,
  idParamsSchema,
  MAX_DB_INT,
  validationMessages as m,
  messageTextSchema,
  pageQuery,
  pastedText,
  postLimits,
  postListQuerySchema,
  conversationMessages as texts,
  visibleText,
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

  it('the text rule drops bidi controls, trims invisible characters and leaves joiners inside', () => {
    expect(visibleText('abc\u202Edef')).toBe('abcdef');
    expect(visibleText('\u202A\u202B\u202C\u202D\u202Ea\u2066\u2067\u2068\u2069b')).toBe('ab');
    expect(visibleText('\u200B\u200C\u200D\u2060\uFEFF \n\u200E\u200F')).toBe('');
    expect(visibleText('\u200B labas\u200B')).toBe('labas');
    // A family emoji is three emoji joined by U+200D; a direction mark inside a mixed text stays.
    expect(visibleText('👨\u200D👩\u200D👧')).toBe('👨\u200D👩\u200D👧');
    expect(visibleText('שלום\u200E 5')).toBe('שלום\u200E 5');
    expect(visibleText(`a${' '.repeat(100_000)}b`)).toHaveLength(100_002);
  });

  it('every written text applies it: only invisible characters read as empty', () => {
    const invisible = '\u200B\u200B\u2067';
    expect(messageTextSchema.parse('abc\u202Edef')).toBe('abcdef');
    expect(messagesOf(messageTextSchema, invisible)).toEqual([texts.textEmpty]);
    expect(messagesOf(messageTextSchema, invisible)).toEqual(messagesOf(messageTextSchema, ''));
    const title = createPostRequestSchema.shape.title;
    expect(title.parse('\u202EDviratis')).toBe('Dviratis');
    expect(messagesOf(title, invisible)).toEqual([m.minLength(postLimits.titleMin)]);
    expect(createPostRequestSchema.shape.description.parse(invisible)).toBe('');
    expect(messagesOf(fullNameSchema, invisible)).toEqual(messagesOf(fullNameSchema, ''));
    expect(fullNameSchema.parse('Jonas\u202E J.')).toBe('Jonas J.');
    expect(createPostReportRequestSchema.shape.comment.parse('\u2066Apgavystė\u2069')).toBe('Apgavystė');
    expect(messagesOf(createNoticeRequestSchema.shape.explanation, invisible)).toEqual(
      messagesOf(createNoticeRequestSchema.shape.explanation, ''),
    );
  });

  it('price filters stay within what cents can hold', () => {
    expect(postListQuerySchema.safeParse({ minPrice: '10000000' }).success).toBe(true);
    expect(postListQuerySchema.safeParse({ minPrice: '10000000.01' }).success).toBe(false);
    expect(postListQuerySchema.safeParse({ maxPrice: '9007199254740993' }).success).toBe(false);
  });
});
