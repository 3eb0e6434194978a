import { SECTION_KEYS } from '$shared/rules/validation-units';

/**
 * The draft's application as a plain object whose sections (company, persons, stores…) are
 * snapshots made one section at a time: each section's snapshot is a derived of its own, so a
 * keystroke in a store's name copies the stores again and nothing else, and every other section
 * stays the very object it was. Validation (IncrementalValidation with `unchangedWhenSame`) then
 * re-checks only what reads the changed section. Properties the wire format does not know (kept,
 * so validation can report them) are copied together, on any change to one of them.
 */
export function sectionSnapshots(application: () => Record<string, unknown>): () => Record<string, unknown> {
  const known: Record<string, () => unknown> = Object.fromEntries(
    SECTION_KEYS.map((key) => {
      const snapshot = $derived.by(() => {
        const app = application();
        return key in app ? ($state.snapshot(app[key]) as unknown) : undefined;
      });
      return [key, () => snapshot] as const;
    }),
  );
  const keys = $derived(Object.keys(application()));
  const others = $derived.by(() => {
    const app = application();
    const out: Record<string, unknown> = {};
    for (const key of keys) if (!Object.hasOwn(known, key)) out[key] = $state.snapshot(app[key]);
    return out;
  });
  const assembled = $derived.by(() => {
    const out: Record<string, unknown> = {};
    for (const key of keys) out[key] = Object.hasOwn(known, key) ? known[key]!() : others[key];
    return out;
  });
  return () => assembled;
}
