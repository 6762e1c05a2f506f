import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorView } from './ErrorView.tsx';

/**
 * The server render's errorElement (entry-server.tsx): a 404 response is 'not found', every other error is a
 * server error. The browser shows the same from the server's state or a screen's error (ScreenBoundary.tsx).
 */
export function ErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return <ErrorView notFound={notFound} />;
}
