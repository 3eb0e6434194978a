import { describe, expect, it } from 'vitest';
import { emptyDraft } from '$shared/draft';
import { createApplication, listUntouchedDrafts, transition } from '$main/database';
import { testReason } from '$test/helpers/test-reason';
import { openTestDatabase } from '../helpers';

describe('listUntouchedDrafts: the dashboard counts them all and names only the oldest', () => {
  it('counts every draft, ready and needs-attention application older than the line, and lists the oldest `limit` of them', () => {
    let now = Date.parse('2026-01-01T00:00:00Z');
    const { database } = openTestDatabase({ now: () => new Date((now += 60_000)) });
    const create = (name: string) =>
      createApplication(database, { entityType: 'soletrader', body: emptyDraft(), businessName: name, actor: 'agent' });
    const old = Array.from({ length: 7 }, (_, i) => create(`Old ${i}`));
    transition(database, old[5]!.id, { from: ['draft'], to: 'ready', actor: 'agent', reason: testReason('ready') });
    transition(database, old[6]!.id, { from: ['draft'], to: 'queued', actor: 'agent', reason: testReason('queued') });
    const line = new Date(now + 1).toISOString();
    create('Recent');

    const all = listUntouchedDrafts(database, line, 50);
    // A queued one is on its way, not untouched; the recent one is after the line.
    expect(all.count).toBe(6);
    expect(all.items.map((item) => item.businessName)).toEqual(['Old 0', 'Old 1', 'Old 2', 'Old 3', 'Old 4', 'Old 5']);

    const firstThree = listUntouchedDrafts(database, line, 3);
    expect(firstThree.count).toBe(6);
    expect(firstThree.items.map((item) => item.businessName)).toEqual(['Old 0', 'Old 1', 'Old 2']);
  });
});
