/**
 * What the renderer may load, in the app (the app:// protocol) and in the browser host alike: its
 * own files only; no inline or remote script, no eval; images and media also from blob: and data:
 * (thumbnails, the camera's preview); nothing may frame it.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'none'",
].join('; ');
