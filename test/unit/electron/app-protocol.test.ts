import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { answerAppRequest } from '$main/electron/app-protocol';
import { fileTempDir } from '../../helpers/temp-dir';

const root = fileTempDir('fieldboard-app-protocol-');
fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html>');

describe('the app:// protocol handler', () => {
  it('answers broken percent-encoding with a 400 instead of throwing', () => {
    expect(answerAppRequest(new Request('app://fieldboard/%E0%A4%A'), root).status).toBe(400);
    expect(answerAppRequest(new Request('app://fieldboard/x%00.js'), root).status).toBe(400);
  });

  it('serves the page for a route, 404 for a missing file or another host, never a file outside the folder', async () => {
    const page = answerAppRequest(new Request('app://fieldboard/outbox'), root);
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
    expect(answerAppRequest(new Request('app://fieldboard/missing.js'), root).status).toBe(404);
    expect(answerAppRequest(new Request('app://elsewhere/index.html'), root).status).toBe(404);
    expect(answerAppRequest(new Request('app://fieldboard/..%2F..%2Fetc%2Fpasswd'), root).status).toBe(404);
  });

  it('turns an unexpected failure into a 500 and reports it', () => {
    const seen: unknown[] = [];
    const broken = {
      url: 'app://fieldboard/',
      get method(): string {
        throw new Error('boom');
      },
    } as unknown as Request;
    expect(answerAppRequest(broken, root, (error) => seen.push(error)).status).toBe(500);
    expect(seen).toHaveLength(1);
  });
});
