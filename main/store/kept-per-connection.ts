import type { Store } from './store';

/**
 * What a repository keeps in memory per connection and application, from one of its writes to
 * the next (what an autosave last wrote, what it last indexed): at most `limit` applications a
 * connection, the first kept going first when a new one comes. An application kept already keeps
 * its place: a delete and a set on every save left the map's table a deleted entry each time,
 * and had it rebuilt every few saves. Keyed weakly by the store, so a closed store's go with it.
 */
export class KeptPerConnection<T> {
  readonly #byStore = new WeakMap<Store, Map<string, T>>();

  constructor(readonly limit = 64) {}

  get(store: Store, id: string): T | undefined {
    return this.#byStore.get(store)?.get(id);
  }

  set(store: Store, id: string, value: T): void {
    let kept = this.#byStore.get(store);
    if (kept === undefined) this.#byStore.set(store, (kept = new Map()));
    if (!kept.has(id) && kept.size >= this.limit) kept.delete(kept.keys().next().value!);
    kept.set(id, value);
  }

  delete(store: Store, id: string): void {
    this.#byStore.get(store)?.delete(id);
  }
}
