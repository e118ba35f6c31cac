import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { ErrorPage } from '../features/shell/status-pages';

interface BoundaryProps {
  location: string;
  children: ReactNode;
}

class Boundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[app] A screen failed to load or render; the error page is shown.', error, info.componentStack);
    // To the error reports (src/telemetry/start-telemetry.ts listens, once it is loaded).
    dispatchEvent(new ErrorEvent('portal-error', { error }));
  }

  override componentDidUpdate(previous: BoundaryProps): void {
    // Going elsewhere gives the next screen its own chance.
    if (this.state.failed && previous.location !== this.props.location) this.setState({ failed: false });
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorPage /> : this.props.children;
  }
}

/**
 * Never a blank page (spec document 1 section 2): a screen whose code cannot be loaded (a chunk-load
 * error: missing, network failure, or the 120 s time-out) or that throws while rendering is replaced
 * by the generic error page, inside the shell around it.
 */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return <Boundary location={location}>{children}</Boundary>;
}
