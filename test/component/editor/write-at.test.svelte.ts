import { describe, expect, it } from 'vitest';
import { writeAt } from '$shared/draft/write-at';
import { at } from '$shared/rules/read';

describe('writeAt on the renderer’s reactive draft', () => {
  it('writes through the container it made, which the draft holds as its own proxy', () => {
    const draft = $state<{ application: Record<string, unknown> }>({ application: {} });
    writeAt(draft.application, ['stores', 0, 'name'], 'Kaffi Mokka');
    expect(at(draft.application, 'stores', 0, 'name')).toBe('Kaffi Mokka');
    // Read through the proxy, as the screens read it: a list's length is the proxy's own.
    expect(JSON.stringify(draft.application)).toBe('{"stores":[{"name":"Kaffi Mokka"}]}');
  });

  it('is seen by what derives from the path, even where the path did not exist yet', () => {
    const draft = $state<{ application: Record<string, unknown> }>({ application: {} });
    const cleanup = $effect.root(() => {
      const derived = $derived(at(draft.application, 'company', 'name'));
      const name = () => derived;
      expect(name()).toBeUndefined();
      writeAt(draft.application, ['company', 'name'], 'Mokka ehf.');
      expect(name()).toBe('Mokka ehf.');
      writeAt(draft.application, ['company', 'name'], undefined);
      expect(name()).toBeUndefined();
    });
    cleanup();
  });
});
