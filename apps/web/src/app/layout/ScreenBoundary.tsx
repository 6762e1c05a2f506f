import { Component, type ReactNode, Suspense, useContext } from 'react';
import { useLocation } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { ErrorView } from '../ErrorView.tsx';
import { ServerRouteErrorContext } from '../navigation.ts';

interface BoundaryProps {
  /** The address shown: an error is forgotten when the visitor goes elsewhere. */
  address: string;
  children: ReactNode;
}

/** A screen that threw (or whose chunk failed to load) shows the server-error text inside the layout. */
class ScreenErrorBoundary extends Component<BoundaryProps, { failed: boolean; address: string }> {
  override state = { failed: false, address: this.props.address };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { address: string }) {
    return props.address === state.address ? null : { failed: false, address: props.address };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? <ErrorView notFound={false} /> : this.props.children;
  }
}

/**
 * Where the screens render, in the layout (decision 0093): the Suspense boundary a lazily loaded screen waits
 * under (its spinner shows only when the browser renders a page alone: navigations wait in a transition, and
 * the first address's screens are loaded before hydrating), and the error display the data router's
 * errorElement was: the server render's 404 for the address it rendered, or whatever a screen throws.
 */
export function ScreenBoundary({ children }: { children: ReactNode }) {
  const serverError = useContext(ServerRouteErrorContext);
  const { pathname, search } = useLocation();
  return (
    <Suspense fallback={<PageSpinner />}>
      {serverError ? (
        <ErrorView notFound={serverError.notFound} />
      ) : (
        <ScreenErrorBoundary address={`${pathname}${search}`}>{children}</ScreenErrorBoundary>
      )}
    </Suspense>
  );
}
