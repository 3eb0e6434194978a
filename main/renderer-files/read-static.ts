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

/** A file of the built renderer, or undefined; never a path outside `root`. */
export function readStatic(root: string, urlPath: string): { body: Buffer; type: string } | undefined {
  const relative = decodeURIComponent(urlPath === '/' ? '/index.html' : urlPath);
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
