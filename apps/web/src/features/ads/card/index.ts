// Public surface of the ad card: lists, the home page, the saved-ads pages and similar ads use these.
export { formatAge, formatPrice, postTypeLabel } from './format.ts';
export { PostCard, priceDropped } from './PostCard.tsx';
export { PostCardSkeleton } from './PostCardSkeleton.tsx';
export { PostCover } from './PostCover.tsx';
