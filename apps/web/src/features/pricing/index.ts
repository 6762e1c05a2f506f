// Public surface of the pricing feature (the orders issue needs the same lists).
export { advertServicePacksQuery, advertServicesQuery, useAdvertServicePacks, useAdvertServices } from './api.ts';
