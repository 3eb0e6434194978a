/**
 * Cleanups that helpers register once, when they are first imported, and that run after every
 * test of every file, or after each file's last test (`test/helpers/after-each-test-setup.ts` is
 * each project's setup file). A helper's own `afterEach` or `afterAll` at module level would bind
 * to the first file only, since the files a worker runs share its modules. They run
 * last-registered first, as vitest runs its hooks, so a helper that builds on another (a core on a
 * temp folder) is cleaned up before it.
 */
const hooks: (() => unknown)[] = [];
const fileHooks: (() => unknown)[] = [];

export function afterEachTest(hook: () => unknown): void {
  hooks.push(hook);
}

/** After the last test of every file. */
export function afterEachFile(hook: () => unknown): void {
  fileHooks.push(hook);
}

export async function runAfterEachTest(): Promise<void> {
  for (const hook of [...hooks].reverse()) await hook();
}

export async function runAfterEachFile(): Promise<void> {
  for (const hook of [...fileHooks].reverse()) await hook();
}
