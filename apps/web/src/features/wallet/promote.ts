// Public surface of the wallet feature for the ad screens (my ads, the ad page): 'Reklamuoti'.
export { PromoteButton } from './promote/PromoteButton.tsx';
