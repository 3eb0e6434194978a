import type { Protocol } from 'electron';
import { CONTENT_SECURITY_POLICY } from '$main/renderer-files/content-security-policy';
import { BAD_PATH, rendererFile } from '$main/renderer-files/read-static';
import { APP_HOST, APP_SCHEME } from './app-origin';

/** Must run before `app.ready`: the scheme is standard and secure, so the page is a secure context (camera). */
export function registerAppScheme(protocol: Protocol): void {
  protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } }]);
}

/** Serves the packaged renderer under app://fieldboard/, with the CSP on every page; nothing else. */
export function serveRenderer(protocol: Protocol, rendererDir: string, onError: (error: unknown) => void = () => undefined): void {
  protocol.handle(APP_SCHEME, (request) => answerAppRequest(request, rendererDir, onError));
}

/**
 * One app:// request. Never throws: a path with broken percent-encoding is a 400, anything
 * unexpected a 500, so no URL the page (or a link in it) asks for can break the protocol.
 */
export function answerAppRequest(request: Request, rendererDir: string, onError: (error: unknown) => void = () => undefined): Response {
  try {
    const url = new URL(request.url);
    if (url.host !== APP_HOST || request.method !== 'GET') return new Response('not found', { status: 404 });
    const file = rendererFile(rendererDir, url.pathname);
    if (file === BAD_PATH) return new Response('bad path', { status: 400 });
    if (file === undefined) return new Response('not found', { status: 404 });
    return new Response(new Uint8Array(file.body), {
      status: 200,
      headers: { 'Content-Type': file.type, 'Content-Security-Policy': CONTENT_SECURITY_POLICY, 'X-Content-Type-Options': 'nosniff' },
    });
  } catch (error) {
    onError(error);
    return new Response('error', { status: 500 });
  }
}
