import { describe, expect, it } from 'vitest';
import { listAudit } from '$main/database';
import { invoke, startTestRuntime } from '../../helpers/test-runtime';

const typed = {
  company: { name: 'Kaffi Mælifell ehf.', number: '4710080280' },
  persons: [{ firstName: 'Guðrún', lastName: 'Jónsdóttir' }],
  stores: [{ name: 'Mælifell Laugavegi', merchantCategoryCode: 5812 }],
};

describe('a copy is told from its original until the agent renames it', () => {
  it('carries copyOf in its view and its list row while its name is the copied one, and neither after a rename', async () => {
    const runtime = await startTestRuntime();
    const source = (
      await invoke(runtime, 'applications:create', {
        entityType: 'privatelimitedcompany',
        draft: { application: typed, processingFees: [] },
      })
    ).value;
    const copy = (await invoke(runtime, 'applications:copy', { id: source.id })).value;

    expect(copy.copyOf).toEqual({ id: source.id, name: 'Kaffi Mælifell ehf.' });
    // The data to be sent is untouched: the legal name stays as it was in the original.
    expect(copy.businessName).toBe('Kaffi Mælifell ehf.');
    expect(copy.draft.application.company.name).toBe('Kaffi Mælifell ehf.');
    expect((await invoke(runtime, 'applications:get', { id: source.id })).value.copyOf).toBeUndefined();
    const listed = (await invoke(runtime, 'applications:list', { limit: 10, offset: 0 })).value.items;
    expect(listed.find((item: { id: string }) => item.id === copy.id).copyOf).toEqual({ id: source.id, name: 'Kaffi Mælifell ehf.' });
    expect(listed.find((item: { id: string }) => item.id === source.id).copyOf).toBeUndefined();
    // The name is sealed: the clear reason names only the original's id.
    expect(JSON.stringify(runtime.core.database.db.prepare('SELECT reason FROM audit_log').all())).not.toContain('Mælifell');
    expect(listAudit(runtime.core.database, copy.id)[0]!.reason).toContain(source.id);

    const draft = {
      ...copy.draft,
      application: { ...copy.draft.application, company: { ...copy.draft.application.company, name: 'Kaffi Hella ehf.' } },
    };
    const saved = await invoke(runtime, 'applications:saveDraft', { id: copy.id, draft, expectedRevision: copy.revision });
    expect(saved.ok).toBe(true);
    expect((await invoke(runtime, 'applications:get', { id: copy.id })).value.copyOf).toBeUndefined();
    const relisted = (await invoke(runtime, 'applications:list', { limit: 10, offset: 0 })).value.items;
    expect(relisted.find((item: { id: string }) => item.id === copy.id).copyOf).toBeUndefined();
  });
});
