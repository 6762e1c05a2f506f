import { bounds, SUGGEST_QUERY_MAX_LENGTH, searchFilterTypes, VOCABULARY_WORD_MAX_LENGTH } from '@skelbimai/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createStaff, type Staff } from '../../../test/admin.ts';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { createPost, createUser } from '../../../test/factories.ts';
import { HOSTILE_SEARCH_TEXT } from '../../../test/fuzz/nastyValues.ts';

/**
 * No typed text breaks a search: PostgreSQL's websearch_to_tsquery fails ("stack too small") on long runs of
 * its operators, so every string of the fuzz suite's dictionary goes to each route that searches with text.
 */
let app: Awaited<ReturnType<typeof buildTestApp>>;
let staff: Staff;
const ids: Record<string, number> = {};

const ISSUE_STRINGS = ['-'.repeat(33), '- '.repeat(40), `${'-'.repeat(33)}vaikiškas${'-'.repeat(33)}`];
/** Runs of each sign, 40 long, alone and spaced, and the mixed ones; cut to what `max` characters allow. */
const fitted = (max: number) => [
  ...new Set([...ISSUE_STRINGS, ...HOSTILE_SEARCH_TEXT].filter(typable).map((text) => cut(text, max))),
];
const cut = (text: string, max: number) => [...text.trim()].slice(0, max).join('');
/** Control characters (NUL) are refused on every text field (bounds.ts), so those strings are tested apart. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters refused.
const typable = (text: string) => !/[\u0000-\u001f]/.test(text);

beforeAll(async () => {
  app = await buildTestApp();
  staff = await createStaff(app);
  const seller = await createUser(app);
  ids.mountain = (await createPost(app, seller, { title: 'Kalnų dviratis Trek', description: 'Geros būklės.' })).id;
  ids.kids = (await createPost(app, seller, { title: 'Vaikiškas dviratis', description: 'Mažai naudotas.' })).id;
  ids.scooter = (await createPost(app, seller, { title: 'Paspirtukas Xiaomi', description: 'Su krovikliu.' })).id;
}, 60_000);
afterAll(async () => {
  await app?.close();
});

async function list(query: Record<string, string>, cookie?: string) {
  return call(app, 'GET', `/api/posts/list?${new URLSearchParams({ page: '1', ...query })}`, cookie);
}
const foundIds = async (keyword: string) => {
  const answer = await list({ searchKeyword: keyword });
  expect(answer.status).toBe(200);
  return (answer.body.data as { id: number }[]).map((post) => post.id).sort();
};

describe('hostile search text on the ads list', () => {
  it("answers the hostile search strings with 200 on every search type, for a guest and on the dashboard's list", async () => {
    for (const searchKeyword of ISSUE_STRINGS)
      for (const searchFilterType of searchFilterTypes) {
        const publicList = await list({ searchKeyword, searchFilterType });
        expect(publicList.status, `${searchKeyword} ${searchFilterType}`).toBe(200);
        expect(publicList.body.succeeded).toBe(true);
        const dashboard = await list({ searchKeyword, searchFilterType, listTarget: 'admin' }, staff.cookies.admin);
        expect(dashboard.status, `${searchKeyword} ${searchFilterType} admin`).toBe(200);
      }
  });

  it('reads a run of "-" before a word as excluding it, as a single "-" does, and signs alone as no word', async () => {
    const kids = `${'-'.repeat(33)}vaikiškas${'-'.repeat(33)}`;
    expect(await foundIds(kids)).toEqual(await foundIds('-vaikiškas'));
    expect(await foundIds(kids)).not.toContain(ids.kids);
    // A keyword with no word in it finds nothing, as any string of signs did before.
    expect(await foundIds('-'.repeat(33))).toEqual([]);
    expect(await foundIds('- '.repeat(40))).toEqual([]);
  });

  // ~300 searches: more than the default minute on a busy machine.
  it("answers every string of the fuzz suite's dictionary with 200 on every search type and list", {
    timeout: 300_000,
  }, async () => {
    const failures: string[] = [];
    for (const searchKeyword of fitted(bounds.keyword))
      for (const searchFilterType of searchFilterTypes)
        for (const [listTarget, cookie] of [
          ['public', undefined],
          ['admin', staff.cookies.admin],
        ] as const) {
          const answer = await list({ searchKeyword, searchFilterType, listTarget }, cookie);
          if (answer.status !== 200)
            failures.push(`${answer.status} ${listTarget} ${searchFilterType} ${searchKeyword}`);
        }
    expect(failures).toEqual([]);
  });

  it('refuses a keyword over 200 characters (a 1,000-character word) and a NUL on the field, in Lithuanian', async () => {
    for (const searchKeyword of ['ž'.repeat(1000), `dviratis\u0000`]) {
      const answer = await list({ searchKeyword });
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual([
        { property: 'searchKeyword', errors: [expect.stringMatching(/^\p{Lu}.*\.$/u)] },
      ]);
    }
  });

  it('still searches with a phrase, an exclusion and "or" as people type them', async () => {
    expect(await foundIds('dviratis -vaikiškas')).toEqual([ids.mountain]);
    expect(await foundIds('"kalnų dviratis"')).toEqual([ids.mountain]);
    expect(await foundIds('"dviratis kalnų"')).toEqual([]);
    expect(await foundIds('trek or xiaomi')).toEqual([ids.mountain, ids.scooter].sort());
    expect(await foundIds('  Kalnų,   DVIRATIS!! ')).toEqual([ids.mountain]);
  });
});

describe('hostile search text on the suggestions while typing', () => {
  it("answers every string of the dictionary with 200, and over 100 characters with the field's 400", async () => {
    const failures: string[] = [];
    for (const q of fitted(SUGGEST_QUERY_MAX_LENGTH)) {
      const answer = await call(app, 'GET', `/api/search/suggest?${new URLSearchParams({ q })}`, undefined);
      if (answer.status !== 200) failures.push(`${answer.status} ${q}`);
    }
    expect(failures).toEqual([]);
    const long = await call(app, 'GET', `/api/search/suggest?q=${'ž'.repeat(1000)}`, undefined);
    expect(long.status).toBe(400);
    expect(long.body.errors[0].property).toBe('q');
  });
});

describe('hostile search text in the vocabulary a moderator adds', () => {
  const add = (term: string, meaning: string) =>
    call(app, 'POST', '/api/search/vocabulary', staff.cookies.moderator, { term, meaning });

  it("refuses the hostile search strings on the field with the vocabulary's message, as words there are none", async () => {
    for (const text of ISSUE_STRINGS.slice(0, 2)) {
      const asTerm = await add(cut(text, VOCABULARY_WORD_MAX_LENGTH), 'dviratis');
      expect(asTerm.status).toBe(400);
      expect(asTerm.body.errors).toEqual([{ property: 'term', errors: ['Įveskite žodį, pagal kurį ieškoma.'] }]);
      const asMeaning = await add('riedis', cut(text, VOCABULARY_WORD_MAX_LENGTH));
      expect(asMeaning.status).toBe(400);
      expect(asMeaning.body.errors).toEqual([{ property: 'meaning', errors: ['Įveskite žodį, pagal kurį ieškoma.'] }]);
    }
  });

  it('keeps the words of a term typed among dashes, and the search finds the meaning by it', async () => {
    const added = await add(`${'-'.repeat(25)}riedis${'-'.repeat(25)}`, '--- paspirtukas ---');
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ term: 'riedis', meaning: 'paspirtukas' });
    expect(await foundIds('riedis')).toEqual([ids.scooter]);
  });

  it('answers every string of the dictionary, as the term and as the meaning, with no server error', async () => {
    const failures: string[] = [];
    for (const text of fitted(VOCABULARY_WORD_MAX_LENGTH)) {
      for (const [term, meaning] of [
        [text, 'dviratis'],
        ['dviratukas', text],
      ]) {
        const answer = await add(term as string, meaning as string);
        if (answer.status >= 500) failures.push(`${answer.status} ${term} → ${meaning}`);
        else if (answer.status === 400)
          expect(answer.body.errors).toEqual([
            { property: expect.stringMatching(/^(term|meaning)$/), errors: [expect.stringMatching(/^\p{Lu}.*\.$/u)] },
          ]);
      }
    }
    expect(failures).toEqual([]);
  });
});
