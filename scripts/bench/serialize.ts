import { envelopeSchema, paginationSchema, postSchema } from '@skelbimai/contract';
import fastJsonStringify from 'fast-json-stringify';
import * as z from 'zod';

/**
 * npm run bench:serialize — what serialising one list page (20 ads) costs three ways: the app's
 * fastify-type-provider-zod serializer (zod encode, then JSON.stringify), JSON.stringify alone, and
 * fast-json-stringify compiled from the same schema's JSON Schema. Prints microseconds per page.
 */
const listResponse = envelopeSchema(z.array(postSchema)).extend({
  pagination: paginationSchema.optional(),
  suggestion: z.string().nullable().optional(),
});

const category = { id: 2, name: 'Transportas', logicalName: 'transportas' };
const post = (id: number) => ({
  id,
  creatorId: '00000000-0000-4000-8000-000000000002',
  title: `Parduodamas automobilis Volkswagen Golf 2012 m., dyzelinas, geros būklės ${id}`,
  description: 'Tvarkingas, be defektų. Galiu atvežti į Kauną, Vilnių ar Panevėžį. Spalva: sidabrinė. '.repeat(3),
  price: 4500,
  postType: 'sell',
  category,
  subCategory: { id: 201, name: 'Automobiliai', logicalName: 'automobiliai' },
  categoryName: 'transportas',
  subCategoryName: 'automobiliai',
  location: 'Kėdainiai',
  status: 'active',
  blockedReason: null,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  bumpedAt: new Date().toISOString(),
  expiresAt: new Date().toISOString(),
  viewCount: 42,
  pictureUploads: [
    {
      id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
      url: `/uploads/post-pictures/${id}-large.webp`,
      thumbnailUrl: `/uploads/post-pictures/${id}-thumb.webp`,
      width: 960,
      height: 720,
    },
  ],
  promotion: { top: false, highlighted: id % 5 === 0, showcase: false, urgent: false },
  postReports: [],
  seller: { id: '00000000-0000-4000-8000-000000000002', fullName: 'Jonas J.', memberSince: new Date().toISOString() },
});
const page = {
  succeeded: true,
  data: Array.from({ length: 20 }, (_, index) => post(index + 1)),
  messages: [],
  errors: [],
  pagination: { page: 1, pageSize: 20, totalPageCount: 500, totalCount: 10000 },
  suggestion: null,
};

const zodWay = (data: unknown) => {
  const result = z.safeEncode(listResponse, data as never);
  if (result.error) throw result.error;
  return JSON.stringify(result.data);
};
const compiled = fastJsonStringify(z.toJSONSchema(listResponse, { io: 'output', unrepresentable: 'any' }) as object);

function time(name: string, serialise: (data: unknown) => string) {
  for (let i = 0; i < 500; i++) serialise(page);
  const rounds = 5000;
  const started = performance.now();
  let bytes = 0;
  for (let i = 0; i < rounds; i++) bytes = serialise(page).length;
  const microseconds = ((performance.now() - started) / rounds) * 1000;
  console.log(`${name.padEnd(44)} ${microseconds.toFixed(1).padStart(7)} µs per page (${bytes} bytes)`);
}

time('zod encode + JSON.stringify (the app today)', zodWay);
time('JSON.stringify alone', (data) => JSON.stringify(data));
time('fast-json-stringify (compiled JSON Schema)', compiled);
