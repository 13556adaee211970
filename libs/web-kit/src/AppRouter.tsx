import { Component, isValidElement, Suspense, use, useLayoutEffect, type ReactElement, type ReactNode } from 'react';
import {
  BrowserRouter,
  matchRoutes,
  useLocation,
  useNavigate,
  useRoutes,
  type Location,
  type NavigateFunction,
  type RouteObject,
} from 'react-router-dom';

/**
 * Both apps route with <BrowserRouter> and useRoutes rather than createBrowserRouter: neither uses
 * loaders, actions or fetchers, and the data router is half of React Router's code (~16 KB gzipped)
 * on the way to the first paint. What the data router did for them is kept here: a lazy page's
 * chunk is loaded before its route renders (a first load shows nothing until then; a navigation,
 * run in a transition, keeps the current page until then), React Router's default error screen,
 * and a handle for code outside React that must navigate (the API clients' 401 handlers).
 */

/** Where the app is and how to move it, for code outside React; set once the router has mounted. */
export interface RouterHandle {
  current: { location: Location; navigate: NavigateFunction } | null;
}

export function createRouterHandle(): RouterHandle {
  return { current: null };
}

interface LoadedModule {
  promise: Promise<unknown>;
  module?: unknown;
}
const modules = new Map<() => Promise<unknown>, LoadedModule>();

function moduleOf(load: () => Promise<unknown>): LoadedModule {
  let entry = modules.get(load);
  if (!entry) {
    const created: LoadedModule = { promise: load() };
    created.promise = created.promise.then((module) => (created.module = module));
    modules.set(load, (entry = created));
  }
  return entry;
}

interface LazyPageProps {
  load: () => Promise<unknown>;
  render: (module: never) => ReactElement;
}

function LazyPage({ load, render }: LazyPageProps) {
  const entry = moduleOf(load);
  return render((entry.module ?? use(entry.promise)) as never);
}

/**
 * A route whose page loads from a chunk of its own when first visited. Routes that pass the same
 * `load` share one chunk and one component, so moving between them keeps the page mounted.
 */
export function lazyRoute<M>(
  load: () => Promise<M>,
  render: (module: M) => ReactElement,
): Pick<RouteObject, 'element'> {
  return { element: <LazyPage load={load} render={render} /> };
}

/** The chunks of the lazy pages a location renders, loaded before it renders. */
function usePagesLoaded(routes: RouteObject[], location: Location) {
  for (const { route } of matchRoutes(routes, location) ?? []) {
    if (!isValidElement<LazyPageProps>(route.element) || route.element.type !== LazyPage) continue;
    const entry = moduleOf(route.element.props.load);
    if (entry.module === undefined) use(entry.promise);
  }
}

interface ErrorBoundaryProps {
  location: Location;
  children: ReactNode;
}

/** React Router's default error screen (what createBrowserRouter showed), cleared by the next navigation. */
class RouteErrorBoundary extends Component<ErrorBoundaryProps, { error: unknown; location: Location }> {
  constructor(props: ErrorBoundaryProps) {
    super(props);
    this.state = { error: undefined, location: props.location };
  }

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: { error: unknown; location: Location }) {
    return props.location !== state.location ? { error: undefined, location: props.location } : null;
  }

  render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    const message = error instanceof Error ? error.message : JSON.stringify(error);
    const stack = error instanceof Error ? error.stack : null;
    return (
      <>
        <h2>Unexpected Application Error!</h2>
        <h3 style={{ fontStyle: 'italic' }}>{message}</h3>
        {stack ? <pre style={{ padding: '0.5rem', backgroundColor: 'rgba(200,200,200, 0.5)' }}>{stack}</pre> : null}
      </>
    );
  }
}

function AppRoutes({ routes, location }: { routes: RouteObject[]; location: Location }) {
  usePagesLoaded(routes, location);
  return useRoutes(routes, location);
}

function Routed({ routes, handle }: { routes: RouteObject[]; handle?: RouterHandle }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    if (handle) handle.current = { location, navigate };
  }, [handle, location, navigate]);
  return (
    <RouteErrorBoundary location={location}>
      <Suspense fallback={null}>
        <AppRoutes routes={routes} location={location} />
      </Suspense>
    </RouteErrorBoundary>
  );
}

/** The app's router: the route table on the browser's address bar. */
export function AppRouter({ routes, handle }: { routes: RouteObject[]; handle?: RouterHandle }) {
  return (
    <BrowserRouter>
      <Routed routes={routes} handle={handle} />
    </BrowserRouter>
  );
}
