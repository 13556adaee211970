import {
  Component,
  isValidElement,
  Suspense,
  useLayoutEffect,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import {
  matchRoutes,
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  useLocation,
  useNavigate,
  useRoutes,
  type Location,
  type NavigationType,
  type NavigateFunction,
  type RouteObject,
} from 'react-router-dom';

/**
 * Both apps route with a browser history and useRoutes rather than createBrowserRouter: neither
 * uses loaders, actions or fetchers, and the data router is half of React Router's code (~16 KB
 * gzipped) on the way to the first paint. What the data router did for them is kept here: a lazy
 * page's chunk is loaded before its route renders (a first load shows nothing until then; a
 * navigation keeps the current page, location included, until then), React Router's default error
 * screen, and a handle for code outside React that must navigate (the API clients' 401 handlers).
 * The waiting is done here rather than by suspending in a transition, which Preact has not got.
 */

/** Where the app is and how to move it, for code outside React; set once the router has mounted. */
export interface RouterHandle {
  current: { location: Location; navigate: NavigateFunction } | null;
}

export function createRouterHandle(): RouterHandle {
  return { current: null };
}

interface LoadedModule {
  promise: Promise<void>;
  module?: unknown;
  failed?: { error: unknown };
}
const modules = new Map<() => Promise<unknown>, LoadedModule>();

function moduleOf(load: () => Promise<unknown>): LoadedModule {
  let entry = modules.get(load);
  if (!entry) {
    const created: LoadedModule = { promise: Promise.resolve() };
    created.promise = load().then(
      (module) => void (created.module = module),
      (error: unknown) => void (created.failed = { error }),
    );
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
  // A chunk that failed to load shows on the error screen.
  if (entry.failed) throw entry.failed.error;
  // The router renders a page once its chunk is in (below); suspending is only a fallback.
  if (entry.module === undefined) throw entry.promise;
  return render(entry.module as never);
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

/** The chunks of the lazy pages a location renders that are not in yet, null when none is missing. */
function pagesToLoad(routes: RouteObject[], location: Location): Promise<unknown> | null {
  const pending: Promise<void>[] = [];
  for (const { route } of matchRoutes(routes, location) ?? []) {
    if (!isValidElement<LazyPageProps>(route.element) || route.element.type !== LazyPage) continue;
    const entry = moduleOf(route.element.props.load);
    if (entry.module === undefined && !entry.failed) pending.push(entry.promise);
  }
  return pending.length > 0 ? Promise.all(pending) : null;
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

function Routed({ routes, handle }: { routes: RouteObject[]; handle?: RouterHandle }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    if (handle) handle.current = { location, navigate };
  }, [handle, location, navigate]);
  return (
    <RouteErrorBoundary location={location}>
      <Suspense fallback={null}>{useRoutes(routes, location)}</Suspense>
    </RouteErrorBoundary>
  );
}

interface Shown {
  action: NavigationType;
  location: Location;
}

/**
 * The app's router: the route table on the browser's address bar. Like React Router's
 * <BrowserRouter>, but the location it shows moves on only once the pages there have their code.
 */
export function AppRouter({ routes, handle }: { routes: RouteObject[]; handle?: RouterHandle }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [shown, setShown] = useState<Shown | null>(() =>
    pagesToLoad(routes, history.location) ? null : { action: history.action, location: history.location },
  );
  useLayoutEffect(() => {
    let latest: Location | null = null;
    const show = (next: Shown) => {
      latest = next.location;
      const pending = pagesToLoad(routes, next.location);
      if (!pending) setShown(next);
      else void pending.then(() => latest === next.location && setShown(next));
    };
    // The first location, if its chunks were still loading at the first render.
    if (pagesToLoad(routes, history.location)) show({ action: history.action, location: history.location });
    const stop = history.listen(({ action, location }) => show({ action, location }));
    return () => {
      latest = null;
      stop();
    };
  }, [history, routes]);
  if (!shown) return null;
  return (
    <Router location={shown.location} navigationType={shown.action} navigator={history}>
      <Routed routes={routes} handle={handle} />
    </Router>
  );
}
