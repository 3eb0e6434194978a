import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUSES,
  createApplication,
  listApplications,
  StoreError,
  transition,
  type ApplicationStatus,
  type Store,
} from '../../../main/store';
import { applicationListSql } from '../../../main/store/applications-list';
import { openTestStore } from './helpers';

const ROWS = 10_000;

/** Statuses by row index, so the expected counts can be computed independently of the store. */
function statusOf(index: number): ApplicationStatus {
  if (index % 10 === 0) return 'submitted';
  if (index % 7 === 0) return 'queued';
  if (index % 5 === 0) return 'needs_attention';
  return 'draft';
}

function fill(store: Store): string[] {
  const ids: string[] = [];
  // One outer transaction: 10,000 separate fsyncs would only test the disk.
  store.db.transaction(() => {
    for (let i = 0; i < ROWS; i++) {
      const name = i % 1000 === 0 ? `Þórsbúð ${i}` : `Merchant ${i}`;
      const { id } = createApplication(store, { entityType: 'other', body: { i }, businessName: name, actor: 'agent' });
      const status = statusOf(i);
      if (status !== 'draft') transition(store, id, { from: ['draft'], to: status, actor: 'system', reason: 'fixture' });
      ids.push(id);
    }
  })();
  return ids;
}

describe('listApplications with 10,000 rows', () => {
  it('counts every status, pages newest change first, and searches names case-insensitively', () => {
    const { store } = openTestStore();
    const ids = fill(store);
    const expected = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0])) as Record<ApplicationStatus, number>;
    for (let i = 0; i < ROWS; i++) expected[statusOf(i)]++;

    const started = performance.now();
    const all = listApplications(store, { limit: 50, offset: 0 });
    const elapsed = performance.now() - started;
    expect(all.total).toBe(ROWS);
    expect(all.counts).toEqual(expected);
    expect(all.items).toHaveLength(50);
    // The stepping clock gives every write a later time, so the last row written is first.
    expect(all.items[0]?.id).toBe(ids.at(-1));
    for (let i = 1; i < all.items.length; i++) expect(all.items[i - 1]!.updatedAt >= all.items[i]!.updatedAt).toBe(true);
    expect(elapsed).toBeLessThan(500);

    const page2 = listApplications(store, { limit: 50, offset: 50 });
    expect(page2.items[0]?.id).toBe(ids.at(-51));

    const queuedPage = listApplications(store, { status: 'queued', limit: 1000, offset: 0 });
    expect(queuedPage.total).toBe(expected.queued);
    expect(queuedPage.items.every((item) => item.status === 'queued')).toBe(true);
    expect(queuedPage.counts).toEqual(expected);

    // Non-ASCII case folding: SQLite's LIKE would miss these.
    const found = listApplications(store, { search: 'ÞÓRSBÚÐ', limit: 100, offset: 0 });
    expect(found.total).toBe(ROWS / 1000);
    expect(found.items.every((item) => item.businessName.startsWith('Þórsbúð'))).toBe(true);
    expect(found.counts.submitted).toBe(ROWS / 1000);
    expect(listApplications(store, { search: 'merchant 999', limit: 100, offset: 0 }).total).toBe(11);
    expect(listApplications(store, { search: '%', limit: 10, offset: 0 }).total).toBe(0);
  });

  it('uses the indexes for the page and the counts (no sort of the whole table)', () => {
    const { store } = openTestStore();
    const plan = (sql: string) =>
      (store.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all({ search: 'x', status: 'queued', limit: 10, offset: 0 }) as { detail: string }[])
        .map((row) => row.detail)
        .join('\n');
    const unfiltered = applicationListSql({ search: false, status: false });
    expect(plan(unfiltered.page)).toContain('applications_by_updated');
    expect(plan(unfiltered.page)).not.toContain('TEMP B-TREE');
    expect(plan(unfiltered.counts)).toContain('COVERING INDEX applications_by_status_updated');
    const byStatus = applicationListSql({ search: false, status: true });
    expect(plan(byStatus.page)).toContain('applications_by_status_updated');
    expect(plan(byStatus.page)).not.toContain('TEMP B-TREE');
    expect(plan(applicationListSql({ search: true, status: false }).page)).not.toContain('TEMP B-TREE');
  });

  it('refuses bad paging and unknown statuses', () => {
    const { store } = openTestStore();
    for (const query of [
      { limit: -1, offset: 0 },
      { limit: 1.5, offset: 0 },
      { limit: 10, offset: -1 },
      { limit: 5000, offset: 0 },
    ]) {
      expect(() => listApplications(store, query)).toThrow(StoreError);
    }
    expect(() => listApplications(store, { status: 'lost' as never, limit: 1, offset: 0 })).toThrow(/Unknown status/);
  });

  it('returns zero counts for an empty store', () => {
    const { store } = openTestStore();
    const empty = listApplications(store, { limit: 10, offset: 0 });
    expect(empty).toEqual({ items: [], total: 0, counts: Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0])) });
  });
});
