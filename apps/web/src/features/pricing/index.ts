// Public surface of the pricing feature (the order screens need the same lists).
export { advertServicePacksQuery, advertServicesQuery, useAdvertServicePacks, useAdvertServices } from './api.ts';
