import fs from 'node:fs';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};

/** The answer for a path whose percent-encoding is broken (`/%E0%A4%A`): a bad request, not a crash. */
export const BAD_PATH = 'bad_path';

/**
 * A file of the built renderer, or undefined; never a path outside `root`. BAD_PATH when the
 * path does not decode: decodeURIComponent throws a URIError on it, which must not end the host.
 */
export function readStatic(root: string, urlPath: string): { body: Buffer; type: string } | undefined | typeof BAD_PATH {
  let relative: string;
  try {
    relative = decodeURIComponent(urlPath === '/' ? '/index.html' : urlPath);
  } catch {
    return BAD_PATH;
  }
  if (relative.includes('\0')) return BAD_PATH;
  const file = path.resolve(root, '.' + relative);
  if (file !== root && !file.startsWith(root + path.sep)) return undefined;
  try {
    const stat = fs.statSync(file);
    if (!stat.isFile()) return undefined;
    return { body: fs.readFileSync(file), type: TYPES[path.extname(file)] ?? 'application/octet-stream' };
  } catch {
    return undefined;
  }
}

/** What a request for `urlPath` gets: the file, else the app's page for a route (no dot), else nothing. */
export function rendererFile(root: string, urlPath: string): ReturnType<typeof readStatic> {
  const file = readStatic(root, urlPath);
  if (file !== undefined || urlPath.includes('.')) return file;
  return readStatic(root, '/');
}
