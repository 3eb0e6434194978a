import { type EntityType, isEntityType } from '$shared/entity-types';

/**
 * Hash routes, so the same build works from the browser host and from a file in the packaged app:
 * `#/`, `#/new`, `#/new/<type>[/<section>]` (a new application not stored yet),
 * `#/applications/<id>[/<section>]`, `#/outbox`, `#/settings`.
 */
export type Route =
  | { name: 'dashboard' }
  | { name: 'new' }
  | { name: 'start'; entityType: EntityType; section: string | undefined }
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
  if (parts[0] === 'new' && isEntityType(parts[1]) && parts.length <= 3) return { name: 'start', entityType: parts[1], section: parts[2] };
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
    case 'start':
      return `#/new/${route.entityType}${route.section ? `/${route.section}` : ''}`;
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

/**
 * A new application is stored on the agent's first edit, and its address then changes from
 * `#/new/<type>` to `#/applications/<id>`: the same editor must stay on screen (focus, caret and
 * what is being typed), so both addresses share one editor key. Each arrival at a new
 * application from elsewhere is a new generation: a fresh, empty editor.
 */
let startGeneration = 0;
// Read only together with `current` (which is state), so a plain record is enough.
const bornIn: Record<string, number> = {};

function enter(next: Route): void {
  const same = current.name === 'start' && next.name === 'start' && current.entityType === next.entityType;
  if (next.name === 'start' && !same) startGeneration += 1;
  current = next;
  navigations += 1;
}

window.addEventListener('hashchange', () => {
  // Only hashes that are routes: the skip link and in-page anchors leave the screen alone.
  if (!window.location.hash.startsWith('#/') && window.location.hash !== '') return;
  enter(parseRoute(window.location.hash));
});

/** The identity of the editor a route shows: the same for a new application before and after it is stored. */
export function editorKey(route: Route): string {
  if (route.name === 'start') return `new-${startGeneration}`;
  if (route.name === 'editor') {
    const generation = Object.hasOwn(bornIn, route.id) ? bornIn[route.id] : undefined;
    return generation === undefined ? route.id : `new-${generation}`;
  }
  return '';
}

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
      enter(parseRoute(href));
    } else if (window.location.hash !== href) {
      window.location.hash = href;
    }
  },
  /** The new application on screen was stored as `id`: its address becomes the stored one's, in place. */
  born(id: string, section: string | undefined) {
    bornIn[id] = startGeneration;
    this.go({ name: 'editor', id, section }, { replace: true });
  },
};
