import { createHash } from 'node:crypto';
import { canonicalJson } from '$shared/canonical-json';

/**
 * sha-256 of the application's canonical JSON, hex: the same however a client orders or spaces
 * it, which is what lets a test ask "was this application created twice?".
 */
export function applicationHash(application: unknown): string {
  return createHash('sha256').update(canonicalJson(application), 'utf8').digest('hex');
}
