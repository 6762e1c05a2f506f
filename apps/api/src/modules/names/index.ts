// How people are named and pictured to others (PRODUCT.md §25, decision 0088): what the posts, messages and
// users modules share, kept apart from the users module so that ads can name their sellers without a cycle.
export { profilePictureUrl, publicPersonColumns, uploadUrl } from './publicPerson.ts';
export { requireName } from './requireName.ts';
