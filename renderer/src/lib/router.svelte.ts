/**
 * Hash routes, so the same build works from the browser host and from a file in the packaged app:
 * `#/`, `#/new`, `#/applications/<id>[/<section>]`, `#/outbox`, `#/settings`.
 */
export type Route =
  | { name: 'dashboard' }
  | { name: 'new' }
  | { name: 'editor'; id: string; section: string | undefined }
  | { name: 'outbox' }
  | { name: 'settings' }
  | { name: 'not-found' };

export function parseRoute(hash: string): Route {
  const path = hash.replace(/^#/, '');
  // Not a route (the host's `#token=…` on the first load, an in-page anchor): the dashboard.
  if (!path.startsWith('/') || path === '/') return { name: 'dashboard' };
  const parts = path.split('/').filter((part) => part !== '');
  if (parts.length === 1 && parts[0] === 'new') return { name: 'new' };
  if (parts.length === 1 && parts[0] === 'outbox') return { name: 'outbox' };
  if (parts.length === 1 && parts[0] === 'settings') return { name: 'settings' };
  if (parts[0] === 'applications' && parts[1] !== undefined && parts.length <= 3) {
    return { name: 'editor', id: decodeURIComponent(parts[1]), section: parts[2] };
  }
  return { name: 'not-found' };
}

export function hrefOf(route: Route): string {
  switch (route.name) {
    case 'dashboard':
      return '#/';
    case 'new':
      return '#/new';
    case 'outbox':
      return '#/outbox';
    case 'settings':
      return '#/settings';
    case 'editor':
      return `#/applications/${encodeURIComponent(route.id)}${route.section ? `/${route.section}` : ''}`;
    case 'not-found':
      return '#/';
  }
}

let current = $state<Route>(parseRoute(window.location.hash));
let navigations = $state(0);

window.addEventListener('hashchange', () => {
  // Only hashes that are routes: the skip link and in-page anchors leave the screen alone.
  if (!window.location.hash.startsWith('#/') && window.location.hash !== '') return;
  current = parseRoute(window.location.hash);
  navigations += 1;
});

export const router = {
  get route(): Route {
    return current;
  },
  /** True after the first navigation: screens move focus to their heading only then. */
  get hasNavigated(): boolean {
    return navigations > 0;
  },
  go(route: Route, options: { replace?: boolean } = {}) {
    const href = hrefOf(route);
    if (options.replace) {
      history.replaceState(null, '', href);
      current = parseRoute(href);
      navigations += 1;
    } else if (window.location.hash !== href) {
      window.location.hash = href;
    }
  },
};
