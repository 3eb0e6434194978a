import { testReason } from '$test/helpers/test-reason';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createApplication, listApplications, saveDraft, transition, type Database } from '$main/database';
import { completeApplication, MERCHANT_IBANS, TEST_PERSON_KENNITALA } from '$test/fixtures/applications';
import { openTestDatabase } from '../helpers';

const spaced = (iban: string) => iban.toLowerCase().replace(/(.{4})/g, '$1 ');

function add(
  database: Database,
  type: 'soletrader' | 'privatelimitedcompany',
  edit: (application: Record<string, any>) => void,
  name: string,
) {
  const application = completeApplication(type) as Record<string, any>;
  edit(application);
  return createApplication(database, { entityType: type, body: { application, processingFees: [] }, businessName: name, actor: 'agent' });
}

function found(database: Database, search: string): string[] {
  return listApplications(database, { search, limit: 100, offset: 0 })
    .items.map((item) => item.businessName)
    .sort();
}

describe('one search over names, numbers and the service IDs', () => {
  function fixture() {
    const { database, dataDir } = openTestDatabase();
    add(database, 'soletrader', () => undefined, 'Guðrún Jónsdóttir');
    add(database, 'privatelimitedcompany', (a) => (a.stores[0].name = 'Þórsbúð Akureyri'), 'Ægir ehf.');
    const other = add(
      database,
      'privatelimitedcompany',
      (a) => {
        a.company.number = '560269-2139';
        a.persons.forEach((p: Record<string, unknown>) => (p.ssn = '120174-3399'));
        a.bankAccount.iban = 'IS750001121234563108962099';
      },
      'Mokka ehf.',
    );
    transition(database, other.id, {
      from: ['draft'],
      to: 'submitted',
      actor: 'system',
      reason: testReason('fixture'),
      merchantId: 100042,
      result: {
        merchantName: 'Mokka ehf.',
        merchantId: 100042,
        stores: [{ storeName: 'Mokka', agreementId: 700123, terminalId: 80045678 }],
      },
    });
    return { database, dataDir };
  }

  it('finds names case- and accent-insensitively, with Icelandic letters typed plainly', () => {
    const { database } = fixture();
    expect(found(database, 'gudrun')).toEqual(['Guðrún Jónsdóttir']);
    expect(found(database, 'thorsbud')).toEqual(['Ægir ehf.']);
    expect(found(database, 'AEGIR')).toEqual(['Ægir ehf.']);
    expect(found(database, 'Þórs')).toEqual(['Ægir ehf.']);
    expect(found(database, 'ehf')).toEqual(['Mokka ehf.', 'Ægir ehf.']);
  });

  it('finds a kennitala or company number with or without the hyphen, and an IBAN in any spacing', () => {
    const { database } = fixture();
    expect(found(database, TEST_PERSON_KENNITALA)).toEqual(['Guðrún Jónsdóttir', 'Ægir ehf.']);
    expect(found(database, TEST_PERSON_KENNITALA.replace('-', ''))).toEqual(['Guðrún Jónsdóttir', 'Ægir ehf.']);
    expect(found(database, '5602692139')).toEqual(['Mokka ehf.']);
    expect(found(database, '471008-0280')).toEqual(['Ægir ehf.']);
    expect(found(database, spaced(MERCHANT_IBANS.person))).toEqual(['Guðrún Jónsdóttir']);
    expect(found(database, MERCHANT_IBANS.company)).toEqual(['Ægir ehf.']);
    // Part of a national ID finds nothing: the index holds whole values only.
    expect(found(database, '010130')).toEqual([]);
  });

  it('finds the merchant, agreement and terminal IDs the service gave', () => {
    const { database } = fixture();
    expect(found(database, '100042')).toEqual(['Mokka ehf.']);
    expect(found(database, '700123')).toEqual(['Mokka ehf.']);
    expect(found(database, '80045678')).toEqual(['Mokka ehf.']);
    expect(found(database, '8004')).toEqual(['Mokka ehf.']);
  });

  it('follows saves: a changed store name or kennitala is found by its new value only', () => {
    const { database } = fixture();
    const [first] = listApplications(database, { search: 'gudrun', limit: 1, offset: 0 }).items;
    const application = completeApplication('soletrader') as Record<string, any>;
    application.stores[0].name = 'Bakarí Sandholt';
    application.applicant.ssn = '120174-3399';
    saveDraft(database, first!.id, {
      body: { application, processingFees: [] },
      businessName: 'Guðrún Jónsdóttir',
      status: 'draft',
      problems: [],
      settingsSnapshotId: null,
      actor: 'agent',
    });
    expect(found(database, 'bakari')).toEqual(['Guðrún Jónsdóttir']);
    expect(found(database, TEST_PERSON_KENNITALA)).toEqual(['Ægir ehf.']);
  });

  it('keeps each row’s folded business name in the search key, through a save', () => {
    const { database } = fixture();
    const [first] = listApplications(database, { search: 'gudrun', limit: 1, offset: 0 }).items;
    saveDraft(database, first!.id, {
      body: { application: completeApplication('soletrader'), processingFees: [] },
      businessName: 'Gróa á Þórsbúð',
      status: 'draft',
      problems: [],
      settingsSnapshotId: null,
      actor: 'agent',
    });
    const folded = database.db.prepare('SELECT business_name_folded AS f FROM applications ORDER BY f').pluck().all();
    expect(folded).toEqual(['aegir ehf.', 'groa a thorsbud', 'mokka ehf.']);
  });

  it('keeps national IDs and IBANs out of the index in every spelling: only their keyed hashes', () => {
    const { database } = fixture();
    const terms = database.db.prepare('SELECT kind, term FROM search_terms').all() as { kind: string; term: string }[];
    const blind = terms.filter((t) => ['merchant_number', 'person_id', 'iban'].includes(t.kind));
    expect(blind.length).toBeGreaterThanOrEqual(6);
    for (const { term } of blind) expect(term).toMatch(/^[0-9a-f]{64}$/);
    const file = readFileSync(database.dbPath);
    database.db.pragma('wal_checkpoint(TRUNCATE)');
    const all = Buffer.concat([file, readFileSync(database.dbPath)]);
    for (const secret of [
      TEST_PERSON_KENNITALA,
      TEST_PERSON_KENNITALA.replace('-', ''),
      MERCHANT_IBANS.person,
      MERCHANT_IBANS.company,
      '5602692139',
    ]) {
      expect(all.includes(Buffer.from(secret))).toBe(false);
    }
  });

  it('a different data key gives different blind indexes: they cannot be matched across machines', () => {
    const a = openTestDatabase().database;
    const b = openTestDatabase().database;
    expect(a.cipher.blindIndex('0101303019')).not.toBe(b.cipher.blindIndex('0101303019'));
    expect(a.cipher.blindIndex('0101303019')).toBe(a.cipher.blindIndex('0101303019'));
  });

  it('indexes applications written before the index existed when the database opens', () => {
    const { database, dataDir } = fixture();
    database.db.exec('DELETE FROM search_terms; DELETE FROM search_digest;');
    expect(found(database, 'gudrun')).toEqual([]);
    database.close();
    const reopened = openTestDatabase({ dataDir }).database;
    expect(found(reopened, 'gudrun')).toEqual(['Guðrún Jónsdóttir']);
    expect(found(reopened, '80045678')).toEqual(['Mokka ehf.']);
  });
});

describe('an autosave that leaves the searched values as they were', () => {
  /** A new application in `database`, and a save of an edited copy of it through any connection to the same folder. */
  function toEdit(database: Database, type: 'soletrader' | 'privatelimitedcompany', businessName: string) {
    const application = completeApplication(type) as Record<string, any>;
    const created = createApplication(database, {
      entityType: type,
      body: { application, processingFees: [] },
      businessName,
      actor: 'agent',
    });
    const save = (on: Database, edited: Record<string, any>, name = businessName) =>
      saveDraft(on, created.id, {
        body: { application: edited, processingFees: [] },
        businessName: name,
        status: 'draft',
        problems: [],
        settingsSnapshotId: null,
        actor: 'agent',
      });
    return { application, save };
  }

  it('skips re-indexing only while its own connection wrote last: another connection’s save in between is indexed over', () => {
    const { database: first, dataDir } = openTestDatabase();
    const { database: second } = openTestDatabase({ dataDir });
    const { application, save: saveEdited } = toEdit(first, 'soletrader', 'Kaffi Mælifell');
    const save = (database: Database, name: string, phone: string) => saveEdited(database, { ...application, phone }, name);
    save(first, 'Kaffi Mælifell', '5551234');
    save(first, 'Kaffi Mælifell', '5551235');
    expect(found(first, 'mælifell')).toEqual(['Kaffi Mælifell']);
    save(second, 'Bakarí Blönduóss', '5551236');
    expect(found(first, 'mælifell')).toEqual([]);
    // The same values this connection last indexed, but the row moved on without it: indexed again.
    save(first, 'Kaffi Mælifell', '5551237');
    expect(found(first, 'mælifell')).toEqual(['Kaffi Mælifell']);
    expect(found(first, 'blönduóss')).toEqual([]);
    save(first, 'Kaffi Mælifell', '5551238');
    expect(found(second, 'mælifell')).toEqual(['Kaffi Mælifell']);
  });

  it('is told apart from one that changed them, save after save on one connection: a store name, a national ID, an IBAN', () => {
    const { database } = openTestDatabase();
    const { application, save: saveEdited } = toEdit(database, 'privatelimitedcompany', 'Kaffi Mælifell ehf.');
    const save = (edit: (a: Record<string, any>) => void) => {
      edit(application);
      saveEdited(database, application);
    };
    save((a) => (a.company.phone = '5551234'));
    save((a) => (a.stores[0].name = 'Þórsbúð'));
    expect(found(database, 'thorsbud')).toEqual(['Kaffi Mælifell ehf.']);
    save((a) => (a.persons[0].ssn = '120174-3399'));
    expect(found(database, '1201743399')).toEqual(['Kaffi Mælifell ehf.']);
    save((a) => (a.bankAccount.iban = 'IS750001121234563108962099'));
    expect(found(database, spaced('IS750001121234563108962099'))).toEqual(['Kaffi Mælifell ehf.']);
    save((a) => (a.stores[0].name = 'Sandholt'));
    expect(found(database, 'thorsbud')).toEqual([]);
    expect(found(database, 'sandholt')).toEqual(['Kaffi Mælifell ehf.']);
  });

  it('is told apart from a list whose last save had a gap: a store typed where there was none is indexed', () => {
    const { database } = openTestDatabase();
    const { application, save } = toEdit(database, 'privatelimitedcompany', 'Kaffi Mælifell ehf.');
    // What writing a store's name at index 1 of an empty list leaves: a gap at 0 (the renderer's writeAt can).
    const gap: unknown[] = [];
    gap[1] = { name: 'Sandholt' };
    save(database, { ...application, stores: gap });
    save(database, { ...application, stores: [{ name: 'Þórsbúð' }, { name: 'Sandholt' }] });
    expect(found(database, 'thorsbud')).toEqual(['Kaffi Mælifell ehf.']);
  });

  it('is not remembered from a save that rolled back: another connection may take the row to the revision it would have left', () => {
    const { database: first, dataDir } = openTestDatabase();
    const { database: second } = openTestDatabase({ dataDir });
    const { application, save: saveEdited } = toEdit(first, 'privatelimitedcompany', 'Kaffi Mælifell ehf.');
    const save = (database: Database, name: string) => {
      const edited = structuredClone(application);
      edited.stores[0].name = name;
      return saveEdited(database, edited);
    };
    const rolledBack = first.db.transaction(() => {
      save(first, 'Bakarí');
      throw new Error('the caller fails after the save');
    });
    expect(() => rolledBack()).toThrow('the caller fails after the save');
    expect(save(second, 'Sandholt').revision).toBe(2);
    expect(save(first, 'Bakarí').revision).toBe(3);
    expect(found(first, 'sandholt')).toEqual([]);
    expect(found(first, 'bakari')).toEqual(['Kaffi Mælifell ehf.']);
  });
});
