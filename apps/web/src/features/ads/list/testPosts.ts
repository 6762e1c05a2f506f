import type { Post } from '@skelbimai/contract';

/** A public ad as the list API gives it; tests override what they look at. Test-only. */
export function makePost(overrides: Partial<Post> = {}): Post {
  const id = overrides.id ?? 1;
  return {
    id,
    creatorId: 'u1',
    title: `Skelbimas ${id}`,
    description: 'Aprašymas',
    price: 100,
    postType: 'sell',
    category: { id: 200, name: 'Transportas', logicalName: 'transportas' },
    subCategory: { id: 201, name: 'Automobiliai', logicalName: 'automobiliai' },
    categoryName: 'transportas',
    subCategoryName: 'automobiliai',
    location: 'Kėdainiai',
    status: 'active',
    reserved: false,
    soldAt: null,
    attributes: {},
    facts: [],
    createdAt: '2026-03-01T10:00:00Z',
    updatedAt: '2026-03-01T10:00:00Z',
    bumpedAt: '2026-03-01T10:00:00Z',
    expiresAt: '2026-03-31T10:00:00Z',
    viewCount: 0,
    pictureUploads: [],
    promotion: { top: false, highlighted: false, showcase: false, urgent: false },
    postReports: [],
    seller: null,
    ...overrides,
  };
}
