import { createHash } from 'node:crypto';

/**
 * JSON with object keys sorted at every depth, so the same application hashes the same however a
 * client orders or spaces it. That is what lets a test ask "was this application created twice?".
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    const members = Object.keys(record)
      .sort()
      .filter((key) => record[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** sha-256 of the canonical JSON, hex. */
export function applicationHash(application: unknown): string {
  return createHash('sha256').update(canonicalJson(application), 'utf8').digest('hex');
}
