import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type Settings, SettingsSchema } from '$shared/wire/settings';

/**
 * The API keys the service accepts, each with its settings resource. The resource is kept twice:
 * as given, because that is what `GET /settings` serves (byte-for-byte what the operator wrote,
 * spellings included), and parsed, because that is what the rules validate submissions against.
 */
export interface KeyEntry {
  fingerprint: string;
  served: unknown;
  settings: Settings;
}

export class InvalidKeyConfigError extends Error {
  override name = 'InvalidKeyConfigError';
}

/** Visible ASCII only: anything else cannot travel in an HTTP header and would never match. */
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

/** Enough to tell keys apart in the database and in logs without storing the secret. */
export function keyFingerprint(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex').slice(0, 16);
}

export class KeyRegistry {
  private readonly entries = new Map<string, KeyEntry>();

  constructor(keys: Record<string, unknown>) {
    for (const [key, settings] of Object.entries(keys)) this.set(key, settings);
    if (this.entries.size === 0) throw new InvalidKeyConfigError('at least one API key is needed');
  }

  /** Adds the key or replaces its settings; throws without changing anything when either is invalid. */
  set(key: string, settings: unknown): KeyEntry {
    if (!KEY_PATTERN.test(key)) {
      throw new InvalidKeyConfigError('an API key must be 1 to 200 visible ASCII characters');
    }
    const parsed = SettingsSchema.safeParse(settings);
    if (!parsed.success) {
      const where = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
      throw new InvalidKeyConfigError(`settings for key ${key} are not a settings resource: ${where.join('; ')}`);
    }
    const entry: KeyEntry = { fingerprint: keyFingerprint(key), served: structuredClone(settings), settings: parsed.data };
    this.entries.set(key, entry);
    return entry;
  }

  delete(key: string): boolean {
    return this.entries.delete(key);
  }

  get(key: string): KeyEntry | undefined {
    return this.entries.get(key);
  }

  names(): string[] {
    return [...this.entries.keys()];
  }
}

/** `--keys <file.json>`: one object, API key → settings resource. */
export function loadKeysFile(file: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new InvalidKeyConfigError(`cannot read keys file ${file}: ${(error as Error).message}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new InvalidKeyConfigError(`keys file ${file} must hold one JSON object: API key → settings resource`);
  }
  return parsed as Record<string, unknown>;
}
