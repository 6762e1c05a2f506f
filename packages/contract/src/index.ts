import { installLithuanianErrors } from './validation.ts';

// Every importer (API routes, web forms) gets Lithuanian validation messages.
installLithuanianErrors();

export * from './account.ts';
export * from './admin.ts';
export * from './attributes.ts';
export * from './auth.ts';
export * from './bounds.ts';
export * from './categories.ts';
export * from './constants.ts';
export * from './conversations.ts';
export * from './emailKinds.ts';
export * from './envelope.ts';
export * from './holds.ts';
export * from './messages.ts';
export * from './moderation.ts';
export * from './money.ts';
export * from './names.ts';
export * from './notices.ts';
export * from './people.ts';
export * from './posts.ts';
export * from './ratings.ts';
export * from './reminders.ts';
export * from './reports.ts';
export * from './routes.ts';
export * from './saved.ts';
export * from './savedSearches.ts';
export * from './search.ts';
export * from './serverRender.ts';
export * from './services.ts';
export * from './settings.ts';
export * from './statistics.ts';
export * from './users.ts';
export * from './validation.ts';
export * from './wallet.ts';
