/**
 * The client's router: the part of react-router's declarative API the app uses, with the same
 * names and behaviour (BrowserRouter, Routes and Route with layout routes, Outlet, Link,
 * NavLink, useLocation, useNavigate, useParams). react-router cannot be tree-shaken below about
 * 13 kB gzipped, a tenth of the first load of `/` (issue 10); this is under 2 kB.
 *
 * Patterns are react-router's: static segments (matched case-insensitively), `:name` and
 * `:name?` parameters (decoded), and `*` for any other path, tried last. A trailing slash is
 * ignored. Location changes render as transitions, as react-router's BrowserRouter does.
 */
import {
  Children,
  createContext,
  isValidElement,
  startTransition,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface NavigateFunction {
  (to: string, options?: NavigateOptions): void;
  (delta: number): void;
}

/** What react-router keeps in history.state: the caller's state (`usr`) and the entry's key. */
interface HistoryState {
  usr?: unknown;
  key?: string;
}

function currentLocation(): Location {
  const { pathname, search, hash } = window.location;
  const state = (window.history.state ?? {}) as HistoryState;
  return { pathname, search, hash, state: state.usr ?? null, key: state.key ?? 'default' };
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/** A link target as an absolute URL path (relative targets resolve against the current page). */
function resolveTo(to: string): string {
  const url = new URL(to, window.location.href);
  return url.pathname + url.search + url.hash;
}

const LocationContext = createContext<Location | null>(null);
const NavigateContext = createContext<NavigateFunction | null>(null);

function useRouterContext<T>(value: T | null, hook: string): T {
  if (value == null) throw new Error(`${hook}() may be used only in the context of a <BrowserRouter>`);
  return value;
}

export function BrowserRouter({ children }: { children?: ReactNode }) {
  const [location, setLocation] = useState(currentLocation);
  const update = useCallback(() => startTransition(() => setLocation(currentLocation())), []);
  useLayoutEffect(() => {
    window.addEventListener('popstate', update);
    return () => window.removeEventListener('popstate', update);
  }, [update]);
  const navigate = useCallback(
    (to: string | number, options: NavigateOptions = {}) => {
      if (typeof to === 'number') {
        window.history.go(to);
        return;
      }
      const entry: HistoryState = { usr: options.state ?? null, key: newKey() };
      const url = resolveTo(to);
      if (options.replace) window.history.replaceState(entry, '', url);
      else {
        try {
          window.history.pushState(entry, '', url);
        } catch {
          // Browsers limit history entries (iOS Safari): load the page instead.
          window.location.assign(url);
          return;
        }
      }
      update();
    },
    [update],
  ) as NavigateFunction;
  return (
    <NavigateContext.Provider value={navigate}>
      <LocationContext.Provider value={location}>{children}</LocationContext.Provider>
    </NavigateContext.Provider>
  );
}

export function useLocation(): Location {
  return useRouterContext(useContext(LocationContext), 'useLocation');
}

export function useNavigate(): NavigateFunction {
  return useRouterContext(useContext(NavigateContext), 'useNavigate');
}

export interface RouteProps {
  path?: string;
  element?: ReactNode;
  children?: ReactNode;
}

/** Declares a route inside <Routes>; <Routes> reads its props and draws its element. */
export function Route(_props: RouteProps): ReactElement | null {
  throw new Error('A <Route> is only ever used as a child of <Routes> or of another <Route>');
}

type Params = Readonly<Record<string, string | undefined>>;

export interface RouteMatch {
  route: RouteProps;
  params: Params;
}

interface MatchContextValue {
  outlet: ReactNode;
  params: Params;
}

const MatchContext = createContext<MatchContextValue>({ outlet: null, params: {} });

function routesOf(children: ReactNode): RouteProps[] {
  return Children.toArray(children).flatMap((child) =>
    isValidElement<RouteProps>(child) && child.type === Route ? [child.props] : [],
  );
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A path's parameters under a pattern, or null when it does not match. */
function matchPattern(pattern: string, segments: string[]): Record<string, string | undefined> | null {
  const parts = pattern.split('/').filter(Boolean);
  const params: Record<string, string | undefined> = {};
  for (let i = 0; i < Math.max(parts.length, segments.length); i++) {
    const part = parts[i];
    const segment = segments[i];
    if (part === undefined) return null;
    if (part === '*') {
      params['*'] = segments.slice(i).map(decodeSegment).join('/');
      return params;
    }
    if (part.startsWith(':')) {
      const optional = part.endsWith('?');
      const name = part.slice(1, optional ? -1 : undefined);
      if (segment === undefined && !optional) return null;
      params[name] = segment === undefined ? undefined : decodeSegment(segment);
    } else if (segment === undefined || decodeSegment(segment).toLowerCase() !== part.toLowerCase()) {
      return null;
    }
  }
  return params;
}

/** The routes from the outermost to the one that matches, trying `*` patterns last. */
function matchRouteList(routes: RouteProps[], segments: string[]): RouteMatch[] | null {
  const ordered = [...routes].sort(
    (a, b) => Number(a.path?.includes('*') ?? false) - Number(b.path?.includes('*') ?? false),
  );
  for (const route of ordered) {
    const nested = routesOf(route.children);
    if (route.path == null) {
      // A layout route: it matches when one of its children does.
      const inner = matchRouteList(nested, segments);
      if (inner) return [{ route, params: inner[inner.length - 1]!.params }, ...inner];
      continue;
    }
    const params = matchPattern(route.path, segments);
    if (params) return [{ route, params }];
  }
  return null;
}

/** The <Route> elements that match a path, from the outermost (a layout route) in. */
export function matchRoutes(routes: ReactNode, pathname: string): RouteMatch[] | null {
  return matchRouteList(routesOf(routes), pathname.split('/').filter(Boolean));
}

export function Routes({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const matches = useMemo(() => matchRoutes(children, pathname), [children, pathname]);
  if (!matches) return null;
  return matches.reduceRight<ReactNode>(
    (outlet, match) => (
      <MatchContext.Provider value={{ outlet, params: match.params }}>
        {match.route.element ?? outlet}
      </MatchContext.Provider>
    ),
    null,
  );
}

/** Where a layout route draws the route matched inside it. */
export function Outlet() {
  return <>{useContext(MatchContext).outlet}</>;
}

export function useParams<T extends string = string>(): Readonly<Partial<Record<T, string>>> {
  return useContext(MatchContext).params as Readonly<Partial<Record<T, string>>>;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * An anchor to a page of the app that navigates in the page on a plain click; a click with a
 * modifier key, another button or another target is left to the browser.
 */
export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const href = resolveTo(to);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      (target && target !== '_self') ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    ) {
      return;
    }
    event.preventDefault();
    // A link to the page already shown replaces its history entry instead of adding one.
    const current = location.pathname + location.search + location.hash;
    navigate(href, { replace: replace ?? current === href, state });
  };
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}

export interface NavLinkProps extends LinkProps {
  className?: string;
}

/** A link that says when its page is shown (`aria-current="page"` and the class `active`). */
export function NavLink({ className, to, ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  const target = resolveTo(to).split(/[?#]/)[0]!.replace(/\/+$/, '').toLowerCase();
  const current = pathname.replace(/\/+$/, '').toLowerCase();
  // As react-router's NavLink: its own page and the pages under it ('/' only itself).
  const isActive = current === target || (target !== '' && current.startsWith(`${target}/`));
  return (
    <Link
      {...rest}
      to={to}
      className={[className, isActive ? 'active' : null].filter(Boolean).join(' ') || undefined}
      aria-current={isActive ? 'page' : undefined}
    />
  );
}
