// Every table, for Drizzle's client (relational queries) and drizzle-kit (migration generation).
export * from './audit.ts';
export * from './categories.ts';
export * from './codes.ts';
export * from './outbox.ts';
export * from './postCounts.ts';
export * from './postPictures.ts';
export * from './posts.ts';
export * from './postViews.ts';
export * from './reports.ts';
export * from './savedPosts.ts';
export * from './searchMisses.ts';
export * from './searchVocabulary.ts';
export * from './searchWords.ts';
export * from './services.ts';
export * from './settings.ts';
export * from './users.ts';
export * from './wallet.ts';
