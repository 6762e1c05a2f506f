// The advert-services module's public entry: what the rest of the API uses of it.
export { advertServicesRoutes } from './advert-services.routes.ts';
