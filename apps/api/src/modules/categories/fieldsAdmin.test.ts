import type { FieldCounts, Post, PostField } from '@skelbimai/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createStaff, type Staff } from '../../../test/admin.ts';
import { buildTestApp } from '../../../test/buildTestApp.ts';
import { createUser, sessionCookie } from '../../../test/factories.ts';
import { seedDatabase } from '../../db/seed/index.ts';

// The dashboard's additions to the fields of a kind of ad (PRODUCT.md §25): administrators only; ads keep values.

let app: Awaited<ReturnType<typeof buildTestApp>>;
let staff: Staff;
beforeAll(async () => {
  app = await buildTestApp();
  staff = await createStaff(app);
});
afterAll(async () => {
  await app?.close();
});

const CARS = 201;
let made = 0;
/** A car ad of its own words each time (the same ad twice is refused as a duplicate). */
const car = (attributes: Record<string, unknown>) => ({
  title: `Volkswagen nr. ${++made}`,
  description: `Automobilis nr. ${made}, kaip naujas.`,
  subCategoryId: CARS,
  postType: 'sell',
  price: 39000,
  attributes: { make: 'volkswagen', year: 2024, ...attributes },
});
/** Creates the ad as a new seller (one seller's ads in a row would meet the posting limits). */
const createAd = async (payload: Record<string, unknown>) =>
  call(app, 'POST', '/api/posts/create', await sessionCookie(app, await createUser(app)), payload);
const fieldsOf = async () =>
  (await call(app, 'GET', `/api/categories/fields/${CARS}`, undefined)).body.data.fields as PostField[];
const modelsOf = (fields: PostField[], make: string) => {
  const model = fields.find((field) => field.key === 'model');
  return model?.type === 'choice' ? (model.optionsByParent?.[make] ?? []).map((option) => option.value) : [];
};

describe('POST /api/categories/fields/{id}/options and /api/categories/fields/{id}', () => {
  it('are the administrators’: 401 for a guest, 403 for a user and a moderator, nothing changed', async () => {
    const before = await fieldsOf();
    for (const [caller, status] of [
      ['guest', 401],
      ['user', 403],
      ['moderator', 403],
    ] as const) {
      const option = await call(app, 'POST', `/api/categories/fields/${CARS}/options`, staff.cookies[caller], {
        key: 'model',
        label: 'ID.7',
        parent: 'volkswagen',
      });
      expect(option.status, caller).toBe(status);
      const field = await call(app, 'POST', `/api/categories/fields/${CARS}`, staff.cookies[caller], {
        field: {
          key: 'serviceBook',
          label: 'Serviso knygelė',
          type: 'yesNo',
          required: false,
          onCard: false,
          filterable: true,
        },
      });
      expect(field.status, caller).toBe(status);
    }
    expect(await fieldsOf()).toEqual(before);
  });

  it('adds a model to a make: an ad may then have it; a repeated one or no make is refused on its field', async () => {
    const refusedBefore = await createAd(car({ model: 'id-7' }));
    expect(refusedBefore.body.errors).toEqual([
      { property: 'attributes.model', errors: ['Pasirinkite reikšmę iš sąrašo.'] },
    ]);
    const added = await call(app, 'POST', `/api/categories/fields/${CARS}/options`, staff.cookies.admin, {
      key: 'model',
      label: 'ID.7',
      parent: 'volkswagen',
    });
    expect(added.status).toBe(200);
    expect(added.body.messages).toEqual(['Reikšmė pridėta.']);
    expect(modelsOf(await fieldsOf(), 'volkswagen').at(-1)).toBe('id-7');
    const created = await createAd(car({ model: 'id-7' }));
    expect(created.status).toBe(200);
    const again = await call(app, 'POST', `/api/categories/fields/${CARS}/options`, staff.cookies.admin, {
      key: 'model',
      label: 'ID.7',
      parent: 'volkswagen',
    });
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual([{ property: 'label', errors: ['Tokia reikšmė jau yra.'] }]);
    const orphan = await call(app, 'POST', `/api/categories/fields/${CARS}/options`, staff.cookies.admin, {
      key: 'model',
      label: 'Kažkas',
    });
    expect(orphan.body.errors).toEqual([{ property: 'parent', errors: ['Pasirinkite, kuriai reikšmei pridedate.'] }]);
    const make = await call(app, 'POST', `/api/categories/fields/${CARS}/options`, staff.cookies.admin, {
      key: 'make',
      label: 'BYD',
    });
    expect(make.status).toBe(200);
    expect((await fieldsOf())[0]?.type === 'choice' && (await fieldsOf())[0]).toMatchObject({
      options: expect.arrayContaining([{ value: 'byd', label: 'BYD' }]),
    });
  });

  it('adds fields (yes/no, several choices): older ads keep their values, new ones are checked and filtered', async () => {
    const older = await createAd(car({ model: 'golf', fuel: 'petrol' }));
    const olderId = older.body.data.id as number;
    const yesNo = await call(app, 'POST', `/api/categories/fields/${CARS}`, staff.cookies.admin, {
      field: {
        key: 'serviceBook',
        label: 'Serviso knygelė',
        type: 'yesNo',
        required: false,
        onCard: false,
        filterable: true,
      },
    });
    expect(yesNo.status).toBe(200);
    expect(yesNo.body.messages).toEqual(['Laukelis pridėtas.']);
    const extras = await call(app, 'POST', `/api/categories/fields/${CARS}`, staff.cookies.admin, {
      field: {
        key: 'extras',
        label: 'Įranga',
        type: 'multiChoice',
        required: false,
        onCard: false,
        filterable: true,
        options: [
          { value: 'navigation', label: 'Navigacija' },
          { value: 'heated-seats', label: 'Šildomos sėdynės' },
        ],
      },
    });
    expect(extras.status).toBe(200);
    const repeated = await call(app, 'POST', `/api/categories/fields/${CARS}`, staff.cookies.admin, {
      field: {
        key: 'extras',
        label: 'Įranga',
        type: 'text',
        required: false,
        onCard: false,
        filterable: false,
        maxLength: 20,
      },
    });
    expect(repeated.body.errors).toEqual([{ property: 'field.key', errors: ['Laukelis tokiu raktu jau yra.'] }]);

    const olderAd = (await call(app, 'GET', `/api/posts/single/${olderId}`, undefined)).body.data as Post;
    expect(olderAd.attributes).toEqual({ make: 'volkswagen', model: 'golf', year: 2024, fuel: 'petrol' });

    const bad = await createAd(car({ model: 'passat', serviceBook: 'taip', extras: ['navigation', 'sunroof'] }));
    expect(bad.body.errors).toEqual([
      { property: 'attributes.serviceBook', errors: ['Pasirinkite „Taip“ arba „Ne“.'] },
      { property: 'attributes.extras', errors: ['Pasirinkite reikšmę iš sąrašo.'] },
    ]);
    const good = await createAd(car({ model: 'passat', serviceBook: true, extras: ['navigation', 'heated-seats'] }));
    expect(good.status).toBe(200);
    const goodAd = (await call(app, 'GET', `/api/posts/single/${good.body.data.id}`, undefined)).body.data as Post;
    expect(goodAd.facts.slice(-2)).toEqual([
      { key: 'serviceBook', label: 'Serviso knygelė', text: 'Taip', onCard: false },
      { key: 'extras', label: 'Įranga', text: 'Navigacija, Šildomos sėdynės', onCard: false },
    ]);
    const listed = await call(
      app,
      'GET',
      '/api/posts/list?subCategoryName=automobiliai&attr.serviceBook=true&attr.extras=heated-seats',
      undefined,
    );
    expect((listed.body.posts as Post[]).map((post) => post.id)).toEqual([good.body.data.id]);
    const counts = await call(app, 'GET', '/api/posts/fieldCounts?subCategoryName=automobiliai', undefined);
    const { counts: byKey } = counts.body.data as FieldCounts;
    expect(byKey.serviceBook).toEqual({ true: 1 });
    expect(byKey.extras).toEqual({ navigation: 1, 'heated-seats': 1 });
  });

  it('writes each addition to the audit log with who made it, and a refused one not at all', async () => {
    const MOTORCYCLES = 202;
    const log = async () =>
      (
        await call(
          app,
          'GET',
          `/api/audit/GetAuditLog?targetType=category&targetId=${MOTORCYCLES}`,
          staff.cookies.admin,
        )
      ).body.data as { action: string; actor: { id: string }; after: Record<string, unknown> }[];
    const before = (await log()).length;
    const field = {
      key: 'seats',
      label: 'Sėdimų vietų',
      type: 'choice',
      options: [
        { value: '1', label: '1' },
        { value: '2', label: '2' },
      ],
      required: false,
      onCard: false,
      filterable: true,
    };
    const added = await call(app, 'POST', `/api/categories/fields/${MOTORCYCLES}`, staff.cookies.admin, { field });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const option = await call(app, 'POST', `/api/categories/fields/${MOTORCYCLES}/options`, staff.cookies.admin, {
      key: 'seats',
      label: '3',
    });
    expect(option.status).toBe(200);
    const refused = await call(app, 'POST', `/api/categories/fields/${MOTORCYCLES}/options`, staff.cookies.admin, {
      key: 'seats',
      label: '3',
    });
    expect(refused.status).toBe(400);
    const entries = await log();
    expect(entries).toHaveLength(before + 2);
    // Newest first.
    expect(entries.slice(0, 2)).toMatchObject([
      {
        action: 'field.addOption',
        actor: { id: staff.users.admin.id },
        after: { fieldKey: 'seats', optionLabel: '3', optionValue: '3' },
      },
      {
        action: 'field.add',
        actor: { id: staff.users.admin.id },
        after: { fieldKey: 'seats', fieldLabel: 'Sėdimų vietų', fieldType: 'choice' },
      },
    ]);
  });

  it('stay when the seed runs again at the next start', async () => {
    await seedDatabase(app.db, { maxPostPictureCount: 20 });
    const fields = await fieldsOf();
    expect(modelsOf(fields, 'volkswagen')).toEqual(expect.arrayContaining(['golf', 'id-7']));
    expect(fields.map((field) => field.key).slice(-2)).toEqual(['serviceBook', 'extras']);
  });
});
