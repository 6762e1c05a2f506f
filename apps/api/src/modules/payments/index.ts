// The payments module's public entry: what the rest of the API uses of it.
export { paymentCallbacksRoutes } from './callbacks.routes.ts';
export { toPaymentDto } from './payments.mapper.ts';
export { paymentsRoutes } from './payments.routes.ts';
export { siteUrl } from './payments.service.ts';
export { testPaymentRoutes } from './testPayment.routes.ts';
export { testPaymentSecret } from './testSecret.ts';
