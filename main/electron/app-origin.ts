/** The renderer is served from this custom scheme, never from a remote URL or file://. */
export const APP_SCHEME = 'app';
export const APP_HOST = 'fieldboard';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_ENTRY_URL = `${APP_ORIGIN}/index.html`;

/** True for a URL of the app's own pages. */
export function isAppUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === `${APP_SCHEME}:` && parsed.host === APP_HOST;
  } catch {
    return false;
  }
}
