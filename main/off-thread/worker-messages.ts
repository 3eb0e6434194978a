import type { PathSegment } from '$shared/rules/problem';
import type { JsonLimits, JsonOverrun, PathPattern } from '$main/json/bounded-json';

/**
 * What main asks the parsing worker (`worker-entry.ts`) and what it answers: plain data and
 * transferred buffers only, so nothing crosses by copying megabytes on main's side.
 */
export type ToWorker =
  | {
      id: number;
      task: 'json';
      /** UTF-8 text, transferred. */
      bytes: ArrayBuffer;
      limits: JsonLimits;
      /** Strings at these paths are base64: checked and answered as bytes (a Uint8Array in their place). */
      base64At: readonly PathPattern[];
    }
  | { id: number; task: 'base64'; text: string };

export type WorkerRefusal =
  { kind: 'limit'; overrun: JsonOverrun } | { kind: 'syntax'; message: string } | { kind: 'base64'; path: PathSegment[] };

export type FromWorker = { id: number; ok: true; value: unknown } | { id: number; ok: false; refusal: WorkerRefusal };
