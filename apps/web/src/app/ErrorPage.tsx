import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorView } from './ErrorView.tsx';

/** A route's errorElement: a 404 response is 'not found', every other error is a server error. */
export function ErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return <ErrorView notFound={notFound} />;
}

/** The '*' route. */
export function NotFoundPage() {
  return <ErrorView notFound />;
}
