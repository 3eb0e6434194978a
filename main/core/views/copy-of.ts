import type { ApplicationSummary } from '$shared/ipc/views';
import { type CopyOrigin, type Database, copyOrigins } from '$main/database';

/**
 * The original a copy is titled after, while its business name is still the one it was copied
 * with; once the agent renames it, it is an application of its own and none is given.
 */
export function copyOfFor(origin: CopyOrigin | undefined, businessName: string): CopyOrigin | undefined {
  return origin !== undefined && origin.name !== '' && origin.name === businessName ? origin : undefined;
}

/** The page of the dashboard list, each copy still under its copied name with its `copyOf`. */
export function withCopyOf<List extends { items: ApplicationSummary[] }>(database: Database, list: List): List {
  const items = withCopyOfEach(database, list.items);
  return items === list.items ? list : { ...list, items };
}

/** Each of `items` that is a copy still under its copied name, with its `copyOf`; `items` itself when none is. */
export function withCopyOfEach<Item extends { id: string; businessName: string }>(
  database: Database,
  items: Item[],
): (Item & { copyOf?: CopyOrigin })[] {
  const origins = copyOrigins(
    database,
    items.map((item) => item.id),
  );
  if (origins.size === 0) return items;
  return items.map((item) => {
    const copyOf = copyOfFor(origins.get(item.id), item.businessName);
    return copyOf === undefined ? item : { ...item, copyOf };
  });
}
