/**
 * The zod-free parts of @skelbimai/contract. The package root installs zod's Lithuanian error map
 * and builds every schema on import, which would put zod (about 25 kB gzip) into the first page
 * load; these subpaths import nothing at run time. Screens with forms import the package root and
 * so get the schemas and the Lithuanian messages with them.
 */
export {
  ADMIN_ROLE,
  isAdministrator,
  limits,
  MODERATOR_ROLE,
  SESSION_HINT_COOKIE,
  searchFilterTypes,
  timings,
} from '@skelbimai/contract/constants';
export { type EmailKind, emailKinds, emailKindTexts } from '@skelbimai/contract/emailKinds';
export {
  errorMessages,
  fieldLabels,
  holdMessages,
  postTypeLabels,
  validationMessages,
} from '@skelbimai/contract/messages';
export { centsToEuros, formatEuros, formatPrice, groupThousands } from '@skelbimai/contract/money';
export { displayName, hasName, nameInitials, nameMessages } from '@skelbimai/contract/names';
export { type PushKind, pushKinds, pushKindTexts } from '@skelbimai/contract/pushKinds';
export {
  adPageName,
  type ClientRouteId,
  clientRouteIds,
  clientRoutes,
  type DashboardRouteId,
  dashboardRouteIds,
  type RouteAccess,
  routePath,
  type StaticRouteId,
  sellerName,
} from '@skelbimai/contract/routes';
export {
  SERVER_STATE_ELEMENT_ID,
  type ServerRenderModule,
  type ServerRenderRequest,
  type ServerRenderResult,
  type ServerRenderState,
} from '@skelbimai/contract/serverRender';
