import { checkAttributes, postFieldSchema, requiredMessageOf } from '@skelbimai/contract';
import { describe, expect, it } from 'vitest';
import { buildDemoAds } from './demo/ads.ts';
import { demoSubcategories } from './demo/listings.ts';
import { seededRandom } from './demo/random.ts';
import { mergeSeededFields, postFieldSeeds } from './postFields.ts';

// The seeded fields of each kind of ad and the demo's values (PRODUCT.md §25).

describe('the seeded fields', () => {
  it('are valid definitions: unique keys, unique choice values, a dependent field names an earlier choice', () => {
    for (const [id, fields] of Object.entries(postFieldSeeds)) {
      expect(new Set(fields.map((field) => field.key)).size, id).toBe(fields.length);
      for (const [index, field] of fields.entries()) {
        expect(postFieldSchema.safeParse(field).success, `${id} ${field.key}`).toBe(true);
        if (field.type !== 'choice' && field.type !== 'multiChoice') continue;
        const lists = [field.options, ...Object.values(field.type === 'choice' ? (field.optionsByParent ?? {}) : {})];
        for (const list of lists)
          expect(new Set(list.map((o) => o.value)).size, `${id} ${field.key}`).toBe(list.length);
        if (field.type === 'choice' && field.dependsOn) {
          expect(
            fields.slice(0, index).some((parent) => parent.key === field.dependsOn && parent.type === 'choice'),
          ).toBe(true);
        }
      }
    }
  });

  it('give every demo ad values its subcategory accepts (a wanted ad may leave the required ones out)', () => {
    const ads = buildDemoAds(Object.keys(demoSubcategories).map(Number), 'Kėdainiai', seededRandom(1), new Date());
    let withValues = 0;
    for (const ad of ads) {
      const fields = postFieldSeeds[ad.categoryId] ?? [];
      const { errors } = checkAttributes(fields, ad.attributes ?? {});
      const required = new Set(fields.filter((field) => field.required).map(requiredMessageOf));
      expect(
        errors.filter((error) => !required.has(error.message)),
        ad.title,
      ).toEqual([]);
      if (Object.keys(ad.attributes ?? {}).length > 0) withValues++;
    }
    expect(withValues).toBeGreaterThan(100);
  });

  it('merge into stored fields keeping what an administrator added', () => {
    const cars = postFieldSeeds[201] ?? [];
    const stored = structuredClone(cars);
    const make = stored[0];
    if (make?.type !== 'choice') throw new Error('make is a choice');
    make.options.push({ value: 'byd', label: 'BYD' });
    stored.push({
      key: 'serviceBook',
      label: 'Serviso knygelė',
      type: 'yesNo',
      required: false,
      onCard: false,
      filterable: true,
    });
    const merged = mergeSeededFields(stored, cars);
    expect(merged.map((field) => field.key)).toEqual([...cars.map((field) => field.key), 'serviceBook']);
    expect(merged[0]?.type === 'choice' && merged[0].options.at(-1)).toEqual({ value: 'byd', label: 'BYD' });
    expect(mergeSeededFields([], cars)).toEqual(cars);
  });
});
