import { describe, expect, it } from 'vitest';
import { KeptPerConnection } from '../../../main/store/kept-per-connection';
import type { Store } from '../../../main/store/open-store';

// Only the identity of a store matters here (it keys a WeakMap): two plain objects stand for two connections.
const connection = () => ({}) as Store;

describe('KeptPerConnection: what a repository keeps between one write and the next', () => {
  it('keeps each connection its own values', () => {
    const kept = new KeptPerConnection<number>();
    const [first, second] = [connection(), connection()];
    kept.set(first, 'a', 1);
    kept.set(second, 'a', 2);
    expect(kept.get(first, 'a')).toBe(1);
    expect(kept.get(second, 'a')).toBe(2);
    kept.delete(first, 'a');
    expect(kept.get(first, 'a')).toBeUndefined();
    expect(kept.get(second, 'a')).toBe(2);
  });

  it('holds at most its limit a connection, the first kept going first; one kept already keeps its place', () => {
    const kept = new KeptPerConnection<number>(3);
    const store = connection();
    for (const id of ['a', 'b', 'c']) kept.set(store, id, 1);
    kept.set(store, 'a', 2);
    kept.set(store, 'd', 1);
    expect(['a', 'b', 'c', 'd'].map((id) => kept.get(store, id))).toEqual([undefined, 1, 1, 1]);
    kept.set(store, 'b', 5);
    expect(kept.get(store, 'b')).toBe(5);
    kept.set(store, 'e', 1);
    expect(['b', 'c', 'd', 'e'].map((id) => kept.get(store, id))).toEqual([undefined, 1, 1, 1]);
  });
});
