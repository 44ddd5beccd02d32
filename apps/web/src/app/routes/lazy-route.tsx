// A route's page in a chunk of its own (React.lazy), with `preload` to start the download before the route
// renders: main.tsx does it for the first page, as the data router did. A failed download shows the error
// page (route-error-boundary.tsx), whose Reload tries again.
import { type ComponentType, type FunctionComponent, lazy } from 'react';

export interface LazyRoute extends FunctionComponent {
  preload(): Promise<ComponentType>;
  isLoaded(): boolean;
}

export function lazyRoute(load: () => Promise<ComponentType>): LazyRoute {
  let pending: Promise<ComponentType> | undefined;
  let loaded = false;
  const preload = () => {
    pending ??= load().then((component) => {
      loaded = true;
      return component;
    });
    return pending;
  };
  const Page = lazy(() => preload().then((component) => ({ default: component })));
  function LazyRoutePage() {
    return <Page />;
  }
  return Object.assign(LazyRoutePage, { preload, isLoaded: () => loaded });
}

export function isLazyRoute(type: unknown): type is LazyRoute {
  return typeof type === 'function' && 'preload' in type;
}
