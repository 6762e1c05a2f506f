// The orders module's public entry: what the rest of the API uses of it.
export { toOrderDtos } from './orders.mapper.ts';
export { ordersRoutes } from './orders.routes.ts';
export { runAutoBumps } from './promotion.service.ts';
