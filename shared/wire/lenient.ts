import { z } from 'zod';

/**
 * What the client reads from the service is parsed leniently (§2.12.1 shows names in two
 * casings): a property is found under its documented name or any casing of it, is type-checked,
 * and properties we do not know are kept rather than refused.
 */
export function renameKeysCaseInsensitively(value: unknown, canonical: readonly string[]): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const source = value as Record<string, unknown>;
  const out: Record<string, unknown> = { ...source };
  for (const name of canonical) {
    if (Object.hasOwn(source, name)) continue;
    const lower = name.toLowerCase();
    const match = Object.keys(source).find((key) => key.toLowerCase() === lower);
    if (match !== undefined) {
      out[name] = source[match];
      delete out[match];
    }
  }
  return out;
}

export function lenientObject<Shape extends z.ZodRawShape>(shape: Shape) {
  const names = Object.keys(shape);
  return z.preprocess((value) => renameKeysCaseInsensitively(value, names), z.looseObject(shape));
}
