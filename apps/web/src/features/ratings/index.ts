// The ratings feature's public entry (PRODUCT.md §27): the seller's line, the thread's 'Įvertinti', the list.
export { RateInThread } from './RateInThread.tsx';
export { SellerRating } from './SellerRating.tsx';
export { SellerRatings } from './SellerRatings.tsx';
