import { list, number, object } from './fields.ts';
import { databaseDown, type Row, signedOut } from './row.ts';
import type { Account, World } from './world.ts';

/**
 * The PRODUCT.md §7 rows of the site's lists, saved ads, reports and ads themselves (the wallet's and the
 * administration's rows are in walletCalls.ts and adminCalls.ts).
 */

/** PRODUCT.md §3 Category and Post: the fields a client reads. */
const CATEGORY_FIELDS = ['id', 'name', 'logicalName', 'parentCategory', 'childCategories', 'postCount', 'text'];
const POST_FIELDS = ['id', 'creatorId', 'pictureUploads', 'postReports'];

/** A report reason that needs no comment, as the server lists them. */
export async function reportReasonId(world: World): Promise<number> {
  const answer = await world.send('GET', '/api/postreports/postreportreasons', {});
  const reasons = (answer.body as { data: { id: number; requiresComment: boolean }[] }).data;
  const reason = reasons.find((r) => !r.requiresComment);
  if (!reason) throw new Error('no report reason without a comment');
  return reason.id;
}

/** A report of `postId` by a fresh account; returns the report's id. */
export async function reportPost(world: World, postId: number): Promise<number> {
  const reporter = await world.freshAccount();
  const body = { postId, reasonId: await reportReasonId(world) };
  const answer = await world.send('POST', '/api/postreports/createpostreport', { as: reporter, body });
  return (answer.body as { data: { id: number } }).data.id;
}

/** The /api/favorites and /api/hiddens rows: one shape, two sets. */
function savedSetCalls(path: '/api/favorites' | '/api/hiddens'): Row[] {
  const save = async (w: World, as: Account, postId: number) => w.send('POST', path, { as, body: { postId } });
  return [
    {
      call: `GET ${path}`,
      sends: '(none)',
      answers: [list('postIds', 'postId', 'createdAt')],
      request: async (w) => {
        const account = await w.freshAccount();
        await save(w, account, w.otherAd.id);
        return { as: account };
      },
      failure: signedOut(),
    },
    {
      call: `POST ${path}`,
      sends: 'postId',
      answers: [number('postId')],
      request: async (w) => ({ as: await w.freshAccount(), body: { postId: w.otherAd.id } }),
      failure: { why: 'no postId', status: 400, request: async (w) => ({ as: w.user, body: {} }) },
    },
    {
      call: `DELETE ${path}/{postId}`,
      sends: '(none)',
      answers: [number('postId')],
      request: async (w) => {
        const account = await w.freshAccount();
        await save(w, account, w.otherAd.id);
        return { as: account, params: { postId: w.otherAd.id } };
      },
      failure: {
        why: 'an id that is no number',
        status: 400,
        request: async (w) => ({ as: w.user, params: { postId: 'x' } }),
      },
    },
  ];
}

/** Every filter PRODUCT.md names for the list, set so that the world's ad matches them all. */
const listFilters = {
  categoryName: 'nekilnojamasis-turtas',
  subCategoryName: 'butai',
  sort: 'newest',
  minPrice: '1000',
  maxPrice: '100000',
  postTypes: 'sell',
  listTarget: 'public',
  searchKeyword: 'butas',
  searchFilterType: 'all',
};

export const adCalls: Row[] = [
  {
    call: 'GET /api/posts/GetMaxPostPictureCount',
    sends: '(none)',
    answers: [number('data')],
    request: async () => ({}),
    failure: databaseDown,
  },
  {
    call: 'GET /api/advertservices/getadvertservices',
    sends: '(none)',
    answers: [list('data')],
    request: async () => ({}),
    failure: databaseDown,
  },
  {
    call: 'GET /api/advertservices/getadvertservicepacks',
    sends: '(none)',
    answers: [list('data')],
    request: async () => ({}),
    failure: databaseDown,
  },
  {
    call: 'GET /api/categories/get',
    sends: '(none)',
    answers: [list('categories', ...CATEGORY_FIELDS)],
    request: async () => ({}),
    failure: databaseDown,
  },
  ...savedSetCalls('/api/favorites'),
  ...savedSetCalls('/api/hiddens'),
  {
    call: 'GET /api/postreports/postreportreasons',
    sends: '(none)',
    answers: [list('data', 'id', 'name')],
    request: async () => ({}),
    failure: databaseDown,
  },
  {
    call: 'POST /api/postreports/createpostreport',
    sends: 'postId, reasonId (first specification: payload not shown)',
    answers: [],
    request: async (w) => ({
      as: await w.freshAccount(),
      body: { postId: w.otherAd.id, reasonId: await reportReasonId(w) },
    }),
    failure: signedOut(async (w) => ({ body: { postId: w.otherAd.id, reasonId: await reportReasonId(w) } })),
  },
  {
    call: 'GET /api/posts/list',
    variant: 'non-paged',
    sends: Object.keys(listFilters).join(', '),
    answers: [list('posts', ...POST_FIELDS)],
    request: async () => ({ query: listFilters }),
    failure: { why: 'page 0', status: 400, request: async () => ({ query: { ...listFilters, page: '0' } }) },
  },
  {
    call: 'GET /api/posts/list',
    variant: 'paged',
    sends: `${Object.keys(listFilters).join(', ')}, page`,
    answers: [list('data', ...POST_FIELDS), number('pagination.totalPageCount')],
    request: async () => ({ query: { ...listFilters, page: '1' } }),
    failure: {
      why: 'an unknown sort',
      status: 400,
      request: async () => ({ query: { ...listFilters, sort: 'pigiausi', page: '1' } }),
    },
  },
  {
    call: 'GET /api/posts/list',
    variant: 'paged, administrator',
    sends: 'listTarget admin, targetUserId, onlyReported, page',
    answers: [list('data', ...POST_FIELDS), number('pagination.totalPageCount')],
    request: async (w) => {
      await reportPost(w, w.ad.id);
      return {
        as: w.admin,
        query: { listTarget: 'admin', targetUserId: w.user.row.id, onlyReported: 'true', page: '1' },
      };
    },
    failure: {
      why: 'an ordinary user',
      status: 403,
      request: async (w) => ({ as: w.user, query: { listTarget: 'admin', page: '1' } }),
    },
  },
  {
    call: 'GET /api/posts/single/{id}',
    sends: '(none)',
    answers: [object('data', ...POST_FIELDS)],
    request: async (w) => ({ params: { id: w.ad.id } }),
    failure: { why: 'an id no ad has', status: 404, request: async () => ({ params: { id: 2_147_483_647 } }) },
  },
  {
    call: 'POST /api/posts/create',
    sends: 'title, description, subCategoryId, postType, price (first specification: payload not shown)',
    answers: [number('data.id')],
    request: async (w) => ({
      as: w.user,
      body: {
        title: 'Parduodu dviratį',
        description: 'Mažai naudotas',
        subCategoryId: 101,
        postType: 'sell',
        price: 120,
      },
    }),
    failure: signedOut(async () => ({ body: { title: 'Parduodu dviratį', subCategoryId: 101, postType: 'sell' } })),
  },
  {
    call: 'PATCH /api/posts/update',
    sends: 'id, title (first specification: payload not shown)',
    answers: [object('data', ...POST_FIELDS)],
    request: async (w) => ({ as: w.user, body: { id: w.ad.id, title: 'Parduodamas butas centre, 2 kambariai' } }),
    failure: { why: 'no id', status: 400, request: async (w) => ({ as: w.user, body: { title: 'Be numerio' } }) },
  },
  {
    call: 'DELETE /api/posts/delete/{id}',
    sends: '(none)',
    answers: [],
    request: async (w) => ({ as: w.user, params: { id: (await w.freshAd(w.user)).id } }),
    failure: {
      why: 'an id no ad has',
      status: 404,
      request: async (w) => ({ as: w.user, params: { id: 2_147_483_647 } }),
    },
  },
];
