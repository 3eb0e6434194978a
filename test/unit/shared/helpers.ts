import { ENTITY_TYPES, type EntityType } from '$shared/entity-types';
import { formatPath, type PathSegment, type Problem, validateApplication, type ValidateOptions } from '$shared/rules';
import { MERCHANT_SERVICE_CHARGE_FEE_NAMES_SEEN, type Settings, SettingsSchema } from '$shared/wire/settings';
import { completeApplication } from '../../fixtures/applications';

/** Every test validates against this day, so date rules do not depend on the clock. */
export const TODAY = '2026-11-21';

export const COMPANY_TYPES = ENTITY_TYPES.filter((type) => type !== 'soletrader');
export const LIMITED_TYPES = ['publiclimitedcompany', 'privatelimitedcompany'] as const;
export const OWNERSHIP_TYPES = ['partnership', 'other'] as const;
export const ATTACHMENT_TYPES = ['soletrader', ...LIMITED_TYPES] as const;

/** Settings as `GET /settings` would answer, parsed by the real schema; `raw` adds or replaces top-level properties. */
export function makeSettings(raw: Record<string, unknown> = {}): Settings {
  return SettingsSchema.parse({ Fees: { MerchantServiceChargeFeeNames: [...MERCHANT_SERVICE_CHARGE_FEE_NAMES_SEEN] }, ...raw });
}

export const SETTINGS = makeSettings();

/** The path of the person whose kennitala and date of birth the rules check first. */
export function personBase(type: EntityType): PathSegment[] {
  return type === 'soletrader' ? ['applicant'] : ['persons', 0];
}

export type Json = Record<string, unknown>;

/** A deep copy of the fixture, free to mutate. */
export function application(type: EntityType): Json {
  return structuredClone(completeApplication(type)) as Json;
}

function parentOf(target: unknown, path: readonly PathSegment[]): Record<string | number, unknown> {
  let current = target;
  for (const key of path.slice(0, -1)) current = (current as Record<string | number, unknown>)[key];
  if (typeof current !== 'object' || current === null) throw new Error(`no container at ${formatPath(path)}`);
  return current as Record<string | number, unknown>;
}

export function get(target: unknown, path: readonly PathSegment[]): unknown {
  return path.reduce<unknown>((current, key) => (current as Record<string | number, unknown>)[key], target);
}

export function set(target: unknown, path: readonly PathSegment[], value: unknown): void {
  parentOf(target, path)[path.at(-1)!] = value;
}

export function remove(target: unknown, path: readonly PathSegment[]): void {
  delete parentOf(target, path)[path.at(-1)!];
}

/** Renames the last key of `path`, e.g. `name` to `Name`. */
export function rename(target: unknown, path: readonly PathSegment[], to: string): void {
  const parent = parentOf(target, path);
  parent[to] = parent[path.at(-1)!];
  remove(target, path);
}

/** A copy of the type's complete application with one value changed. */
export function withValue(type: EntityType, path: readonly PathSegment[], value: unknown): Json {
  const app = application(type);
  set(app, path, value);
  return app;
}

export function check(type: EntityType, app: unknown, options: Partial<ValidateOptions> = {}): Problem[] {
  return validateApplication(type, app, { settings: SETTINGS, today: TODAY, ...options });
}

export interface Found {
  path: PathSegment[];
  code: string;
}

/** Path and code of each problem, sorted, so a test can compare whole lists exactly: `toEqual(found([...]))`. */
export function found(problems: readonly Found[]): Found[] {
  return problems
    .map(({ path, code }) => ({ path, code }))
    .sort((a, b) => `${formatPath(a.path)} ${a.code}`.localeCompare(`${formatPath(b.path)} ${b.code}`));
}

/** `found(check(type, app))`. */
export function problemsOf(type: EntityType, app: unknown, options: Partial<ValidateOptions> = {}): Found[] {
  return found(check(type, app, options));
}

export function only(path: PathSegment[], code: string): Found[] {
  return [{ path, code }];
}
