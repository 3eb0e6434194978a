import { expect, vi } from 'vitest';

/**
 * Runs `start` and resolves once the training service's own record shows it took one more fault
 * than before: the test then acts inside the fault's window on the service's word, not a clock's.
 * The started work comes back wrapped, so awaiting this does not also await it.
 */
export async function whenFaultTaken<T>(service: { stats(): { faultsApplied: number } }, start: () => T): Promise<{ run: T }> {
  const before = service.stats().faultsApplied;
  const run = start();
  await vi.waitFor(() => expect(service.stats().faultsApplied).toBeGreaterThan(before), { timeout: 10_000, interval: 5 });
  return { run };
}
