import { createBrowserRouter } from 'react-router';
import { routes } from './routes.tsx';

/** Path-style routing at base path / (SPEC.md §2); the API serves index.html for every such path. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
