/** Values that hurt somewhere, whatever the field: the fuzz mixes them into every route's requests. */
export const C0 = Array.from({ length: 32 }, (_, code) => String.fromCharCode(code));

/** Strings that hurt somewhere: NUL, controls, odd Unicode, injection-looking text, numbers as text. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '\t\n\r',
  'a\u0000b',
  '\u0000',
  '%00',
  '\u007f',
  '\u0085',
  '\u2028\u2029',
  '\ufeff',
  '\u202e',
  'e\u0301',
  '\ud800',
  '\udfff',
  '😀'.repeat(40),
  'Ąžuolas Šilė',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '%',
  '%E0%A4%A',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, literally.
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1e309',
  '1e3',
  '0x1F',
  '0b11',
  '1_000',
  ' 7 ',
  '+5',
  '07',
  '1.5',
  '-0',
  '١٢٣',
  '9'.repeat(400),
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '1,2,3',
  'a'.repeat(100_000),
];

/** Values of every wrong JSON type. */
export const WRONG_TYPES: unknown[] = [null, true, false, 0, -1, 1.5, [], [1], ['a', 'b'], {}, { a: 1 }, '', 'x'];

const SEARCH_SIGNS = ['-', '|', '!', '&', ':', '*', '"', '(', ')', '<->'];

/**
 * Text that looks like search syntax: long runs of each of PostgreSQL's tsquery signs, alone, spaced
 * and around a word (33 '-' once made websearch_to_tsquery fail: "stack too small"), operators mixed, mixed
 * scripts, emoji, combining marks, 1,000-character words. The generator gives these to every text field, also
 * cut to the field's length so they pass validation and reach the services.
 */
export const HOSTILE_SEARCH_TEXT: string[] = unique([
  ...SEARCH_SIGNS.flatMap((sign) => [
    sign.repeat(40),
    `${sign} `.repeat(40),
    `${sign.repeat(33)}dviratis${sign.repeat(33)}`,
  ]),
  '-'.repeat(33),
  '- '.repeat(40),
  '-!-!-!-!-!-!-!-!-!-!-!-!-!-!-!-!-!-!-!-!-!-!-!-!-!-!-!-!-!-!-!-!-!-!a',
  '(((((((((((((((((((((((((((((((((((a)))))))))))))))))))))))))))))))))))',
  'a & (b | !c) <-> d:* & !!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!e',
  '"a" "b" "c" "d" "e" "f" "g" "h" "i" "j" "k" "l" "m" "n" "o" "p" "q" "r" "s" "t"',
  '"""""""""""""""""""""""""""""""""""""""',
  '-"-"-"-"-"-"-"-"-"-"-"-"-"-"-"-"-"-"-"-"-"-"-"-"-"-"-"-"-"-"-"-"-"-"',
  'or or or or or or or or or or or or or or or or or or or or or or or or or or or or or or or or or',
  'OR -or "or" or- -or- a or or or b',
  'a <1> b <2> c <-> d <0> e <99999999> f',
  "a:* b:A c:ABCD d:*ABCD 'e':* \\'f",
  'dviratis -"kalnų dviratis" or -paspirtukas "',
  'Šaldytuvas Холодильник 冷蔵庫 ثلاجة 🧊 fridge',
  'šaldytuvas😀😀😀😀dviratis🚲🚲',
  '👨‍👩‍👧‍👦🏳️‍🌈'.repeat(10),
  `s\u030Caldytuvas e\u0301 a${'\u0301'.repeat(60)}b`,
  '\u0301\u0301\u0301 \u200b\u200c\u200d \u00a0\u2003',
  'ﬁ ﬂ Ⅻ ① ²³ ½ Ａ',
  'ž'.repeat(1000),
  `${'a'.repeat(1000)} ${'b'.repeat(1000)}`,
  `${'ab-'.repeat(340)}c`,
  `a\u0000b`,
]);

function unique(texts: string[]): string[] {
  return [...new Set(texts)];
}
