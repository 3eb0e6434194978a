/**
 * Defensive readers for rules that run on drafts: a draft may hold anything, and a rule must
 * report problems, never throw. Each reader answers `undefined` when the value has another shape.
 */
export type JsonRecord = Record<string, unknown>;

export function asRecord(value: unknown): JsonRecord | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as JsonRecord) : undefined;
}

export function asArray(value: unknown): unknown[] | undefined {
  return Array.isArray(value) ? value : undefined;
}

export function asString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function asNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** Follows a path of keys and indexes; `undefined` as soon as a step does not exist. */
export function at(value: unknown, ...path: (string | number)[]): unknown {
  let current = value;
  for (const key of path) {
    if (typeof key === 'number') {
      const list = asArray(current);
      if (list === undefined) return undefined;
      current = list[key];
    } else {
      const record = asRecord(current);
      if (record === undefined || !Object.hasOwn(record, key)) return undefined;
      current = record[key];
    }
  }
  return current;
}
