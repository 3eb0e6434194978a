/**
 * An allocation the memory limit refused: V8 throws a RangeError for an ArrayBuffer it cannot get,
 * and sharp reports libvips's failed allocations ("out of memory") and threads whose stack could not
 * be mapped ("Error creating thread") as errors; a WebAssembly memory V8 cannot get is "could not
 * allocate memory". Told apart from damage, so a bomb is reported as
 * the limit stopping it, not as a broken file.
 */
const OUT_OF_MEMORY = /allocation failed|out of memory|Cannot allocate memory|could not allocate memory|Error creating thread/i;

export function isOutOfMemory(error: unknown): boolean {
  return OUT_OF_MEMORY.test(error instanceof Error ? error.message : String(error));
}

export class OutOfMemory extends Error {
  override readonly name = 'OutOfMemory';
}

export function rethrowIfOutOfMemory(error: unknown): void {
  if (isOutOfMemory(error)) throw new OutOfMemory(error instanceof Error ? error.message : String(error));
}
