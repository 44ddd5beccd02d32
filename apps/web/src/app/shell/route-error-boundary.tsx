// The routes' error boundary: a page that throws (or whose chunk fails to load) is replaced by the error
// page, shell included, as the data router's root ErrorBoundary did. Leaving the path clears it.
import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from './route-error-page.tsx';

interface Props {
  pathname: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  pathname: string;
}

export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('A page threw without an error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.pathname === state.pathname ? null : { error: null, pathname: props.pathname };
  }

  override render() {
    return this.state.error ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}
