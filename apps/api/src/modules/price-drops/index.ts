// The price-drops module's public entry: what the rest of the API uses of it.
export { priceDropsJob } from './priceDropsJob.ts';
