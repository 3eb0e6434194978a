import { testReason } from '$test/helpers/test-reason';
import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUSES,
  createApplication,
  listApplications,
  DatabaseError,
  transition,
  type ApplicationStatus,
  type Database,
} from '$main/database';
import { applicationListSql, pagePlan } from '$main/database/applications/applications-list';
import { MATCHING_IDS } from '$main/database/search/search-index';
import { openTestDatabase } from '../helpers';

const ROWS = 10_000;

/** Statuses by row index, so the expected counts can be computed independently of the database. */
function statusOf(index: number): ApplicationStatus {
  if (index % 10 === 0) return 'submitted';
  if (index % 7 === 0) return 'queued';
  if (index % 5 === 0) return 'needs_attention';
  return 'draft';
}

function fill(database: Database): string[] {
  const ids: string[] = [];
  // One outer transaction: 10,000 separate fsyncs would only test the disk.
  database.db.transaction(() => {
    for (let i = 0; i < ROWS; i++) {
      const name = i % 1000 === 0 ? `Þórsbúð ${i}` : `Merchant ${i}`;
      const { id } = createApplication(database, { entityType: 'other', body: { i }, businessName: name, actor: 'agent' });
      const status = statusOf(i);
      if (status !== 'draft') transition(database, id, { from: ['draft'], to: status, actor: 'system', reason: testReason('fixture') });
      ids.push(id);
    }
  })();
  return ids;
}

describe('listApplications with 10,000 rows', () => {
  it('counts every status, pages newest change first, and searches names case-insensitively', () => {
    const { database } = openTestDatabase();
    const ids = fill(database);
    const expected = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0])) as Record<ApplicationStatus, number>;
    for (let i = 0; i < ROWS; i++) expected[statusOf(i)]++;

    const started = performance.now();
    const all = listApplications(database, { limit: 50, offset: 0 });
    const elapsed = performance.now() - started;
    expect(all.total).toBe(ROWS);
    expect(all.counts).toEqual(expected);
    expect(all.items).toHaveLength(50);
    // The stepping clock gives every write a later time, so the last row written is first.
    expect(all.items[0]?.id).toBe(ids.at(-1));
    for (let i = 1; i < all.items.length; i++) expect(all.items[i - 1]!.updatedAt >= all.items[i]!.updatedAt).toBe(true);
    expect(elapsed).toBeLessThan(500);

    const page2 = listApplications(database, { limit: 50, offset: 50 });
    expect(page2.items[0]?.id).toBe(ids.at(-51));

    const queuedPage = listApplications(database, { status: 'queued', limit: 1000, offset: 0 });
    expect(queuedPage.total).toBe(expected.queued);
    expect(queuedPage.items.every((item) => item.status === 'queued')).toBe(true);
    expect(queuedPage.counts).toEqual(expected);

    // Non-ASCII case folding: SQLite's LIKE would miss these.
    const found = listApplications(database, { search: 'ÞÓRSBÚÐ', limit: 100, offset: 0 });
    expect(found.total).toBe(ROWS / 1000);
    expect(found.items.every((item) => item.businessName.startsWith('Þórsbúð'))).toBe(true);
    expect(found.counts.submitted).toBe(ROWS / 1000);
    expect(listApplications(database, { search: 'merchant 999', limit: 100, offset: 0 }).total).toBe(11);
    expect(listApplications(database, { search: '%', limit: 10, offset: 0 }).total).toBe(0);
  });

  it('runs each page plan on its index, and never reads the sealed bodies', () => {
    const { database } = openTestDatabase();
    const plan = (sql: string) =>
      (
        database.db
          .prepare(`EXPLAIN QUERY PLAN ${sql}`)
          .all({ folded: 'x', blind: 'ab', ids: '[]', status: 'queued', limit: 10, offset: 0 }) as {
          detail: string;
        }[]
      )
        .map((row) => row.detail)
        .join('\n');
    const all = { search: false, status: false };
    const tab = { search: false, status: true };
    const searched = { search: true, status: false };
    expect(plan(applicationListSql(all).page)).toBe('SCAN applications USING INDEX applications_by_updated');
    expect(plan(applicationListSql(all).counts)).toBe('SCAN applications USING COVERING INDEX applications_by_status');
    expect(plan(applicationListSql(tab, 'walk').page)).toBe('SCAN applications USING INDEX applications_by_updated');
    expect(plan(applicationListSql(tab, 'tab').page)).toBe(
      'SEARCH applications USING INDEX applications_by_status (status=?)\nUSE TEMP B-TREE FOR ORDER BY',
    );
    // A search works out its matching ids once: the blind index sought through search_terms_by_term,
    // the clear terms read through their partial index only, never the table.
    const matching = plan(MATCHING_IDS);
    expect(matching).toContain('SEARCH search_terms USING INDEX search_terms_by_term (term=?)');
    expect(matching).toContain('SCAN search_terms USING COVERING INDEX search_terms_clear');
    // Then the counts and the `matches` page look those ids up; the walk tests each row against them.
    const searchedPlans = {
      walk: plan(applicationListSql(searched, 'walk').page),
      matches: plan(applicationListSql(searched, 'matches').page),
      counts: plan(applicationListSql(searched).counts),
    };
    expect(searchedPlans.walk.split('\n')[0]).toBe('SCAN applications USING INDEX applications_by_updated');
    expect(searchedPlans.matches).toContain('SEARCH applications USING INDEX sqlite_autoindex_applications_1 (id=?)');
    expect(searchedPlans.counts).toContain('SEARCH applications USING INDEX sqlite_autoindex_applications_1 (id=?)');
    for (const filters of [all, tab, searched, { search: true, status: true }]) {
      for (const pagePlan of ['walk', 'tab', 'matches'] as const) {
        const sql = applicationListSql(filters, pagePlan);
        expect(`${plan(sql.page)}\n${plan(sql.counts)}`).not.toContain('application_bodies');
      }
    }
  });

  it('walks the updated_at index when the page fills early, and sorts the matches when it would not', () => {
    const rows = 10_000;
    // Page 1 of a tab holding 40 %: about 125 entries walked, against 4,000 rows sorted.
    expect(pagePlan({ search: false, status: true }, { total: 4000, end: 50, rows })).toBe('walk');
    expect(pagePlan({ search: false, status: true }, { total: 2500, end: 1050, rows })).toBe('walk');
    // A rare status, or the last page of a small one: its own rows, sorted.
    expect(pagePlan({ search: false, status: true }, { total: 170, end: 50, rows })).toBe('tab');
    expect(pagePlan({ search: false, status: true }, { total: 1000, end: 1000, rows })).toBe('tab');
    // A search: walk while the matches go on past the page, else read the table once.
    expect(pagePlan({ search: true, status: false }, { total: 834, end: 50, rows: 834 })).toBe('walk');
    expect(pagePlan({ search: true, status: true }, { total: 1, end: 50, rows: 1 })).toBe('matches');
    expect(pagePlan({ search: false, status: false }, { total: rows, end: rows, rows })).toBe('walk');
  });

  it('pages the same whichever plan finds the rows', () => {
    const { database } = openTestDatabase();
    database.db.transaction(() => {
      for (let i = 0; i < 40; i++) {
        const name = i % 6 === 0 ? `Ísbúð ${i}` : `Bakarí ${i}`;
        createApplication(database, { entityType: 'other', body: null, businessName: name, actor: 'agent' });
      }
    })();
    // 7 matches: pages of 2 walk the index (7 > offset + 2 until the last page), a page of 10 scans.
    const scanned = listApplications(database, { search: 'ÍSBÚÐ', limit: 10, offset: 0 });
    expect(scanned.total).toBe(7);
    const walked = [0, 2, 4, 6].flatMap((offset) => listApplications(database, { search: 'ísbúð', limit: 2, offset }).items);
    expect(walked.map((item) => item.id)).toEqual(scanned.items.map((item) => item.id));
    for (let i = 1; i < walked.length; i++) expect(walked[i - 1]!.updatedAt > walked[i]!.updatedAt).toBe(true);

    const past = listApplications(database, { search: 'ísbúð', limit: 10, offset: 7 });
    expect(past).toEqual({ items: [], total: 7, counts: scanned.counts });
    const none = listApplications(database, { search: 'zzzz', limit: 10, offset: 0 });
    expect(none.total).toBe(0);
    expect(none.items).toEqual([]);
    expect(Object.values(none.counts).every((n) => n === 0)).toBe(true);

    // Whatever listApplications would choose, every plan gives the same rows in the same order.
    const ids = database.db.prepare('SELECT id FROM applications ORDER BY rowid').all() as { id: string }[];
    ids.forEach(({ id }, i) => {
      if (i % 3 === 0) transition(database, id, { from: ['draft'], to: 'ready', actor: 'system', reason: testReason('fixture') });
    });
    for (const filters of [
      { search: false, status: true },
      { search: true, status: false },
      { search: true, status: true },
    ]) {
      for (const [limit, offset] of [
        [5, 0],
        [5, 5],
        [50, 0],
      ] as const) {
        const matched = database.db.prepare(MATCHING_IDS).all({ folded: 'isbud', blind: null }) as { application_id: string }[];
        const ids = JSON.stringify(matched.map((row) => row.application_id));
        const params = { ids, status: 'ready', limit, offset };
        const [walk, tab, scan] = (['walk', 'tab', 'matches'] as const).map((plan) =>
          database.db.prepare(applicationListSql(filters, plan).page).all(params),
        );
        expect(walk!.length).toBeGreaterThan(0);
        expect(tab).toEqual(walk);
        expect(scan).toEqual(walk);
      }
    }
  });

  it('refuses bad paging and unknown statuses', () => {
    const { database } = openTestDatabase();
    for (const query of [
      { limit: -1, offset: 0 },
      { limit: 1.5, offset: 0 },
      { limit: 10, offset: -1 },
      { limit: 5000, offset: 0 },
    ]) {
      expect(() => listApplications(database, query)).toThrow(DatabaseError);
    }
    expect(() => listApplications(database, { status: 'lost' as never, limit: 1, offset: 0 })).toThrow(/Unknown status/);
  });

  it('returns zero counts for an empty database', () => {
    const { database } = openTestDatabase();
    const empty = listApplications(database, { limit: 10, offset: 0 });
    expect(empty).toEqual({ items: [], total: 0, counts: Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0])) });
  });
});
