import type { Session, WebContents } from 'electron';
import { isAppUrl } from './app-origin';

/**
 * The window may show only the app's own pages: navigation elsewhere, new windows and webviews
 * are refused. Of all permissions only the camera (media) is granted, and only to the app's own
 * page — for photographing documents.
 */
export function guardWebContents(contents: WebContents): void {
  contents.on('will-navigate', (event, url) => {
    if (!isAppUrl(url)) event.preventDefault();
  });
  contents.on('will-redirect', (event, url) => {
    if (!isAppUrl(url)) event.preventDefault();
  });
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
  contents.on('will-attach-webview', (event) => event.preventDefault());
}

export function guardSession(session: Session): void {
  session.setPermissionRequestHandler((contents, permission, callback, details) => {
    callback(
      permission === 'media' && isAppUrl(details.requestingUrl) && !(details as { mediaTypes?: string[] }).mediaTypes?.includes('audio'),
    );
  });
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin) => permission === 'media' && isAppUrl(requestingOrigin));
  // Downloads only of files the app's own page made (a receipt PDF as a blob:); Electron asks the
  // agent where to save them. Nothing from anywhere else is ever written to disk.
  session.on('will-download', (event, item) => {
    if (!isAppBlobUrl(item.getURL())) event.preventDefault();
  });
}

/** A blob: URL created by the app's own page (`blob:app://fieldboard/<uuid>`). */
export function isAppBlobUrl(url: string): boolean {
  return url.startsWith('blob:') && isAppUrl(url.slice('blob:'.length));
}
