import { postMessages } from '@skelbimai/contract';
import { describe, expect, it } from 'vitest';
import { tf } from '../../../messages/adForm.ts';
import { makePost } from '../list/testPosts.ts';
import {
  adFormFromPost,
  emptyAdForm,
  type PostFormValues,
  parsePriceText,
  postFormSchema,
  toCreateRequest,
  toUpdateRequest,
} from './postFormSchema.ts';

const filled = (overrides: Partial<PostFormValues> = {}): PostFormValues => ({
  ...emptyAdForm('Kėdainiai', '+37060000001'),
  title: 'Dviratis Trek',
  categoryId: '200',
  subCategoryId: '202',
  price: '12,50',
  ...overrides,
});

function messagesOf(values: PostFormValues): Record<string, string | undefined> {
  const result = postFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the ad form rules', () => {
  it('reads prices with a comma or a dot and spaces', () => {
    expect(parsePriceText('12,50')).toBe(12.5);
    expect(parsePriceText('12.5')).toBe(12.5);
    expect(parsePriceText('1 200')).toBe(1200);
    expect(parsePriceText('12 eur')).toBeNull();
    expect(parsePriceText('-3')).toBeNull();
  });

  it('accepts a complete ad', () => {
    expect(messagesOf(filled())).toEqual({});
  });

  it('says in Lithuanian what is wrong, field by field', () => {
    const messages = messagesOf(
      filled({
        title: 'Trek',
        subCategoryId: '',
        price: '12,345',
        contactPhone: 'skambinkit',
        description: 'x'.repeat(5001),
      }),
    );
    expect(messages.title).toBe('Turi būti sudarytas bent iš 5 simbolių.');
    expect(messages.subCategoryId).toBe(postMessages.notSubCategory);
    expect(messages.price).toBe(postMessages.priceDecimals);
    expect(messages.contactPhone).toBe(postMessages.phoneFormat);
    expect(messages.description).toBe('Turi būti sudarytas nedaugiau kaip iš 5000 simbolių.');
  });

  it('needs an amount only when the price is not Sutartinė or Nemokamai', () => {
    expect(messagesOf(filled({ price: '' })).price).toBe(tf.priceRequired);
    expect(messagesOf(filled({ price: 'daug' })).price).toBe(tf.priceNotNumber);
    expect(messagesOf(filled({ price: '', priceMode: 'negotiable' }))).toEqual({});
    expect(messagesOf(filled({ price: 'daug', priceMode: 'free' }))).toEqual({});
  });

  it('builds the create request: null price for Sutartinė, 0 for Nemokamai, null for an emptied phone', () => {
    expect(toCreateRequest(filled(), ['a'])).toEqual({
      title: 'Dviratis Trek',
      description: '',
      subCategoryId: 202,
      postType: 'sell',
      price: 12.5,
      location: 'Kėdainiai',
      contactPhone: '+37060000001',
      pictureIds: ['a'],
      attributes: {},
    });
    expect(toCreateRequest(filled({ priceMode: 'negotiable' }), []).price).toBeNull();
    expect(toCreateRequest(filled({ priceMode: 'free' }), []).price).toBe(0);
    expect(toCreateRequest(filled({ contactPhone: ' ' }), []).contactPhone).toBeNull();
    expect(toCreateRequest(filled({ location: '' }), []).location).toBeUndefined();
  });

  it('fills the form from an ad and sends the phone on update only when it was known', () => {
    const post = makePost({
      id: 7,
      price: 39.9,
      subCategory: { id: 202, name: 'Dviračiai', logicalName: 'dviraciai' },
    });
    const values = adFormFromPost(post, '');
    expect(values).toMatchObject({ categoryId: '200', subCategoryId: '202', priceMode: 'amount', price: '39,90' });
    expect(adFormFromPost(makePost({ price: null }), '').priceMode).toBe('negotiable');
    expect(adFormFromPost(makePost({ price: 0 }), '').priceMode).toBe('free');
    expect(toUpdateRequest(7, values, ['p1', 'p2'], false)).not.toHaveProperty('contactPhone');
    expect(toUpdateRequest(7, values, ['p1', 'p2'], true)).toMatchObject({
      id: 7,
      price: 39.9,
      contactPhone: null,
      pictureIds: ['p1', 'p2'],
    });
  });
});
