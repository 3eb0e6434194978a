/**
 * JSON text in which each object's keys stand in one order whatever order they came in, so a
 * value compares and hashes the same however it was built, stored or sent. All else is as
 * `JSON.stringify` writes it: an `undefined` member is dropped, `undefined` in a list is `null`,
 * and a value with nothing to write (`undefined` itself) is `null`.
 *
 * The order is the one a fresh object gives keys inserted sorted: integer-like keys ("2", "10")
 * first by number, then the rest by UTF-16 code unit. Stored hashes are of these bytes (a settings
 * snapshot's `content_sha256`, the training service's `application_hash`): the order must stay.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, sortedKeys) ?? 'null';
}

function sortedKeys(_key: string, item: unknown): unknown {
  if (item === null || typeof item !== 'object' || Array.isArray(item)) return item;
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(item).sort()) sorted[key] = (item as Record<string, unknown>)[key];
  return sorted;
}
