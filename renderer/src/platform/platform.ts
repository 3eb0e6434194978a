/**
 * Which shell the page runs in, as main.ts learns it when it installs `window.api`: the browser
 * host's HTTP bridge, or the Electron preload. Only what the page cannot ask main without a cost.
 */
export const platform = { browserHost: false };
