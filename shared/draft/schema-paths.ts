import type { z } from 'zod';
import type { EntityType } from '../entity-types';
import type { PathSegment } from '../rules/problem';
import { asRecord } from '../rules/read';
import { APPLICATION_SCHEMAS } from '../wire/applications';
import { isDocumentRef } from './draft-body';

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema one step down `segment`, through optional, default and pipe wrappers; undefined where there is none. */
function childSchema(schema: z.ZodType, segment: PathSegment): z.ZodType | undefined {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return def.innerType ? childSchema(def.innerType, segment) : undefined;
    case 'pipe':
      return def.in ? childSchema(def.in, segment) : undefined;
    case 'object':
      return typeof segment === 'string' && def.shape !== undefined && Object.hasOwn(def.shape, segment) ? def.shape[segment] : undefined;
    case 'array':
      return typeof segment === 'number' && Number.isInteger(segment) && segment >= 0 ? def.element : undefined;
    case 'union':
      for (const option of def.options ?? []) {
        const child = childSchema(option, segment);
        if (child !== undefined) return child;
      }
      return undefined;
    default:
      return undefined;
  }
}

/** Does an application of `type` have a field at `path` (spec §2.1, as the wire schemas spell it)? */
export function pathExists(type: EntityType, path: readonly PathSegment[]): boolean {
  let schema: z.ZodType | undefined = APPLICATION_SCHEMAS[type];
  for (const segment of path) {
    schema = childSchema(schema, segment);
    if (schema === undefined) return false;
  }
  return true;
}

/**
 * Every value of an application that an application of `type` would have no place for: what
 * changing to that type drops, one field at a time (`company.name`, `persons[1].ssn`: what the
 * agent is shown before confirming). Paths of leaves (an attachment, or a list of plain values
 * such as a person's roles, counts as one value); empty objects and lists are not values.
 */
export function pathsDroppedBy(type: EntityType, application: unknown): PathSegment[][] {
  const dropped: PathSegment[][] = [];
  const leaves = (value: unknown, path: PathSegment[]) => {
    if (!hasValue(value)) return;
    const record = isDocumentRef(value) ? undefined : asRecord(value);
    if (Array.isArray(value) && value.some((item) => asRecord(item) !== undefined && !isDocumentRef(item))) {
      value.forEach((item, index) => leaves(item, [...path, index]));
    } else if (record !== undefined && !Array.isArray(value)) {
      for (const [key, item] of Object.entries(record)) leaves(item, [...path, key]);
    } else dropped.push(path);
  };
  const walk = (value: unknown, path: PathSegment[]) => {
    if (path.length > 0 && !pathExists(type, path)) {
      leaves(value, path);
      return;
    }
    if (isDocumentRef(value)) return;
    if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...path, index]));
    else {
      const record = asRecord(value);
      if (record !== undefined) for (const [key, item] of Object.entries(record)) walk(item, [...path, key]);
    }
  };
  walk(application, []);
  return dropped;
}

/** The application without the values `type` has no place for (pathsDroppedBy's paths). */
export function keepPathsOf(type: EntityType, application: Record<string, unknown>): Record<string, unknown> {
  const prune = (value: unknown, path: PathSegment[]): unknown => {
    if (path.length > 0 && !pathExists(type, path)) return undefined;
    if (isDocumentRef(value)) return value;
    if (Array.isArray(value)) return value.map((item, index) => prune(item, [...path, index]));
    const record = asRecord(value);
    if (record === undefined) return value;
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(record)) {
      const kept = prune(item, [...path, key]);
      if (kept !== undefined) out[key] = kept;
    }
    return out;
  };
  return prune(application, []) as Record<string, unknown>;
}

function hasValue(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return false;
  if (isDocumentRef(value)) return true;
  if (Array.isArray(value)) return value.some(hasValue);
  const record = asRecord(value);
  if (record !== undefined) return Object.values(record).some(hasValue);
  return true;
}
