import fc from 'fast-check';
import { z } from 'zod';
import { IPC_CHANNEL_NAMES, IPC_CHANNELS, type IpcChannel } from '$shared/ipc/contract';
import { IpcErrorSchema } from '$shared/ipc/errors';
import { MAX_REQUEST_ARRAY_ITEMS } from '$shared/request-limits';

/**
 * Requests for each IPC channel generated from its own request schema in the contract (through
 * zod's JSON Schema of the schema's input), and hostile mutations of them, for the fuzz tests.
 * Only the JSON Schema words the contract uses are understood; anything else generates any JSON.
 */
type JsonSchema = {
  type?: string | string[];
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
};

/** What the generator draws from instead of inventing: ids that exist, values that mean something. */
export interface Pools {
  /** Application and attachment ids (and a few that exist nowhere). */
  ids: () => string[];
  /** A property by its name: `draft` from real drafts, `baseUrl` only ever on this machine. */
  byName?: Record<string, fc.Arbitrary<unknown>>;
}

export function requestArbitrary(channel: IpcChannel, pools: Pools): fc.Arbitrary<unknown> {
  const schema = z.toJSONSchema(IPC_CHANNELS[channel].request as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return fromSchema(schema, pools);
}

function fromSchema(schema: JsonSchema, pools: Pools): fc.Arbitrary<unknown> {
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((option) => fromSchema(option, pools)));
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (Array.isArray(schema.type)) return fc.oneof(...schema.type.map((type) => fromSchema({ ...schema, type }, pools)));
  switch (schema.type) {
    case 'string':
      return stringOf(schema, pools);
    case 'integer':
    case 'number': {
      const min = Math.max(schema.minimum ?? -1e6, -1e6);
      const max = Math.min(schema.maximum ?? 1e6, 1e6);
      return schema.type === 'integer' ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? fromSchema(schema.items, pools) : fc.jsonValue({ maxDepth: 1 }), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      if (Object.keys(properties).length === 0)
        return fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 });
      const record = Object.fromEntries(
        Object.entries(properties).map(([name, property]) => [name, pools.byName?.[name] ?? fromSchema(property, pools)]),
      );
      return fc.record(record, { requiredKeys: schema.required ?? [] });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function stringOf(schema: JsonSchema, pools: Pools): fc.Arbitrary<string> {
  if (schema.format === 'uuid') {
    const known = fc.nat().map((i) => {
      const ids = pools.ids();
      return ids.length === 0 ? '00000000-0000-4000-8000-000000000000' : ids[i % ids.length]!;
    });
    return fc.oneof({ weight: 4, arbitrary: known }, fc.uuid());
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 40));
  if (schema.pattern !== undefined) {
    return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length >= minLength && s.length <= (schema.maxLength ?? Infinity));
  }
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

/** The ways a request is made hostile, each on one place in it (chosen by `at`). */
export const MUTATIONS = [
  'wrong_type',
  'huge_string',
  'deep_nesting',
  'huge_array',
  'many_values',
  'proto_key',
  'drop_key',
  'extra_key',
  'not_an_object',
] as const;
export type Mutation = (typeof MUTATIONS)[number];

const WRONG_TYPES: unknown[] = [null, 0, -1, 1e308, true, '', 'x', [], {}, [[]], { length: 1 }];

export function hostileArbitrary(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(valid, fc.constantFrom(...MUTATIONS), fc.nat(), fc.nat())
    .map(([request, mutation, at, which]) => mutate(request, mutation, at, which));
}

/** A deep copy of `request` with one hostile change. */
export function mutate(request: unknown, mutation: Mutation, at: number, which: number): unknown {
  const copy = structuredClone(request);
  if (mutation === 'not_an_object') return WRONG_TYPES[which % WRONG_TYPES.length];
  const containers = containersIn(copy);
  const target = containers[at % containers.length];
  if (target === undefined) return WRONG_TYPES[which % WRONG_TYPES.length];
  const keys = Object.keys(target);
  const key = Array.isArray(target)
    ? keys.length > 0
      ? Number(keys[which % keys.length])
      : 0
    : (keys[which % Math.max(1, keys.length)] ?? 'extra');
  const slot = target as Record<string | number, unknown>;
  switch (mutation) {
    case 'wrong_type':
      slot[key] = WRONG_TYPES[which % WRONG_TYPES.length];
      return copy;
    case 'huge_string':
      slot[key] = 'ǅ'.repeat(1_000_000); // 2 MB of UTF-8
      return copy;
    case 'deep_nesting': {
      let deep: unknown = slot[key] ?? 'x';
      for (let i = 0; i < 3000; i++) deep = which % 2 === 0 ? { a: deep } : [deep];
      slot[key] = deep;
      return copy;
    }
    case 'huge_array':
      // A million items, or just past the limit of one list in a request.
      slot[key] = Array.from({ length: which % 2 === 0 ? 1_000_000 : MAX_REQUEST_ARRAY_ITEMS + 1 }, () => 0);
      return copy;
    case 'many_values':
      // Each list within its limit, together past the values one request may hold.
      slot[key] = Array.from({ length: 30 }, () => Array.from({ length: MAX_REQUEST_ARRAY_ITEMS }, () => which % 7));
      return copy;
    case 'proto_key':
      // As JSON.parse makes it: an own property named __proto__, not a prototype change.
      Object.defineProperty(target, which % 2 === 0 ? '__proto__' : 'constructor', {
        value: which % 2 === 0 ? { polluted: true, id: 'x' } : { prototype: { polluted: true } },
        enumerable: true,
        configurable: true,
        writable: true,
      });
      return copy;
    case 'drop_key':
      if (Array.isArray(target)) target.splice(key as number, 1);
      else delete slot[key];
      return copy;
    case 'extra_key':
      if (Array.isArray(target)) target.push(WRONG_TYPES[which % WRONG_TYPES.length]);
      else slot[`unexpected${which % 3}`] = WRONG_TYPES[which % WRONG_TYPES.length];
      return copy;
  }
}

function containersIn(value: unknown, found: object[] = []): object[] {
  if (value === null || typeof value !== 'object') return found;
  found.push(value);
  for (const child of Object.values(value)) containersIn(child, found);
  return found;
}

/** The fuzz's time budget: a few seconds in `npm test`, longer with FIELDBOARD_FUZZ_SECONDS. */
export function fuzzMilliseconds(defaultSeconds: number): number {
  const seconds = Number(process.env.FIELDBOARD_FUZZ_SECONDS ?? defaultSeconds);
  return (Number.isFinite(seconds) && seconds > 0 ? seconds : defaultSeconds) * 1000;
}

/** Every channel but the wipe, which succeeds on a valid request by design (tested on its own). */
export const FUZZED_CHANNELS = IPC_CHANNEL_NAMES.filter((channel) => channel !== 'storage:wipe');

/** Each run draws new requests; FIELDBOARD_FUZZ_SEED repeats one (the tests print theirs). */
export const FUZZ_SEED = Number(process.env.FIELDBOARD_FUZZ_SEED ?? Date.now() % 1_000_000);

/** Pools that never send anything anywhere: an address is only ever this machine. */
export function fuzzPools(ids: () => string[], drafts: unknown[]): Pools {
  return {
    ids,
    byName: {
      ...(drafts.length > 0 ? { draft: fc.constantFrom(...drafts) } : {}),
      baseUrl: fc.constantFrom(null, 'http://127.0.0.1:9/', 'https://127.0.0.1:9/api', 'ftp://127.0.0.1/', 'not an address'),
    },
  };
}

/**
 * Calls `call` for every fuzzed channel with a few generated and a few hostile requests (so a
 * short run reaches all of them), then with random channels and requests until `ms` have passed.
 */
export async function fuzzChannels(
  pools: Pools,
  ms: number,
  call: (channel: IpcChannel, request: unknown) => Promise<void>,
  channels: readonly IpcChannel[] = FUZZED_CHANNELS,
): Promise<void> {
  const arbitraries = new Map(
    channels.map((channel) => {
      const valid = requestArbitrary(channel, pools);
      return [channel, { valid, hostile: hostileArbitrary(valid) }] as const;
    }),
  );
  let seed = FUZZ_SEED;
  for (const channel of channels) {
    const { valid, hostile } = arbitraries.get(channel)!;
    for (const request of [...fc.sample(valid, { numRuns: 2, seed: seed++ }), ...fc.sample(hostile, { numRuns: 2, seed: seed++ })]) {
      await call(channel, request);
    }
  }
  const any = fc
    .constantFrom(...channels)
    .chain((channel) =>
      fc.tuple(
        fc.constant(channel),
        fc.oneof({ weight: 2, arbitrary: arbitraries.get(channel)!.valid }, arbitraries.get(channel)!.hostile),
      ),
    );
  const deadline = performance.now() + ms;
  while (performance.now() < deadline) {
    for (const [channel, request] of fc.sample(any, { numRuns: 20, seed: seed++ })) await call(channel, request);
  }
}

/** What is wrong with an answer, if anything: it must be a valid result or a typed error, never `internal`. */
export function answerProblem(
  channel: IpcChannel,
  answer: { ok?: unknown; value?: unknown; error?: { code?: unknown; message?: unknown } },
): string | undefined {
  if (answer.ok === true) {
    return IPC_CHANNELS[channel].response.safeParse(answer.value).success ? undefined : 'an answer that does not fit its schema';
  }
  if (answer.ok !== false) return 'neither ok nor refused';
  if (!IpcErrorSchema.safeParse(answer.error).success) return `an untyped error ${summary(answer.error)}`;
  return answer.error?.code === 'internal' ? `internal: ${String(answer.error.message)}` : undefined;
}

/** A request as a failure names it: its start, whatever its depth. */
export function summary(value: unknown): string {
  try {
    return String(JSON.stringify(value)).slice(0, 300);
  } catch {
    return `(${typeof value} too deep to print)`;
  }
}
