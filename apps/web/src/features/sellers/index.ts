// The sellers feature's public entry; its page is loaded by the router.
export { parseSellerId, sellerAdsQuery, sellerQuery } from './api.ts';
export { SellerBadges, SellerBadgesOf } from './SellerBadges.tsx';
