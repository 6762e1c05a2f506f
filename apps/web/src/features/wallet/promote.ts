// Public surface of the wallet feature for the ad screens (my ads, the ad page): 'Reklamuoti'.
export { ActivePromotions } from './promote/ActivePromotions.tsx';
export { PromoteButton } from './promote/PromoteButton.tsx';
