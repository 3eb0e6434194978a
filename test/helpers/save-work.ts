import type SQLite from 'better-sqlite3';
import { vi } from 'vitest';
import type { Database } from '$main/database';

/** What a piece of work did to the database: each statement run (its SQL, spaces folded) and the sealed values opened. */
export interface StoreWork {
  statements: string[];
  opened: number;
}

/**
 * Runs `fn` and records every statement any connection runs meanwhile (better-sqlite3's
 * statements share one prototype) and every sealed value `store` opens: counts, not times, so a
 * test can hold a save to the work it needs on a machine under any load.
 */
export function storeWorkOf<T>(database: Database, fn: () => T): { result: T; work: StoreWork } {
  const work: StoreWork = { statements: [], opened: 0 };
  const prototype = Object.getPrototypeOf(database.db.prepare('SELECT 1')) as SQLite.Statement;
  const spies = (['run', 'get', 'all', 'iterate'] as const).map((method) => {
    const original = prototype[method] as (...args: unknown[]) => unknown;
    return vi.spyOn(prototype, method).mockImplementation(function (this: SQLite.Statement, ...args: unknown[]) {
      work.statements.push(this.source.replace(/\s+/g, ' ').trim());
      return original.apply(this, args);
    } as never);
  });
  const opens = [vi.spyOn(database.cipher, 'open'), vi.spyOn(database.cipher, 'openJson')];
  try {
    const result = fn();
    work.opened = opens.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
    return { result, work };
  } finally {
    for (const spy of [...spies, ...opens]) spy.mockRestore();
  }
}

/** The statements of `work` that read `table` (FROM or JOIN it). */
export function readsOf(work: StoreWork, table: string): string[] {
  const reads = new RegExp(`\\b(FROM|JOIN) ${table}\\b`, 'i');
  return work.statements.filter((sql) => /^SELECT\b/i.test(sql) && reads.test(sql));
}
