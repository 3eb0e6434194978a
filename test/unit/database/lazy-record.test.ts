import { describe, expect, it } from 'vitest';
import { type ApplicationRow, lazyRecord, toRecord } from '$main/database/applications/application-rows';

const ROW: ApplicationRow = {
  id: 'a',
  entity_type: 'privatelimitedcompany',
  status: 'draft',
  business_name: 'Kaffi',
  status_reason: null,
  status_reason_code: null,
  status_reason_params: null,
  settings_snapshot_id: 3,
  merchant_id: null,
  result_json: null,
  revision: 2,
  attempt_count: 0,
  next_attempt_at: null,
  created_at: '2026-11-25T10:00:00.000Z',
  updated_at: '2026-11-25T10:05:00.000Z',
  queued_at: null,
  submitted_at: null,
};
const TEXT = '{"application":{"company":{"name":"Kaffi"}}}';
const BODY = { application: { company: { name: 'Kaffi' } } };

describe('lazyRecord: a record whose body is parsed from its stored text on first read', () => {
  const make = () => lazyRecord(ROW, TEXT, []);

  it('reads as the parsed text, the same object every time', () => {
    const record = make();
    expect(record.body).toEqual(BODY);
    expect(record.body).toBe(record.body);
  });

  it('is the record toRecord makes of the parsed body, to spreads, JSON, keys and equality, and shows nothing else', () => {
    const eager = toRecord(ROW, BODY, []);
    expect({ ...make() }).toEqual(eager);
    expect(JSON.parse(JSON.stringify(make()))).toEqual(eager);
    expect(Object.keys(make()).sort()).toEqual(Object.keys(eager).sort());
    expect(make()).toEqual(eager);
    expect(Object.getOwnPropertySymbols(make())).toHaveLength(1);
  });

  it('takes a value set before it was read, and keeps each record its own text', () => {
    const record = make();
    record.body = { replaced: true };
    expect(record.body).toEqual({ replaced: true });
    expect(Object.getOwnPropertySymbols(record)).toEqual([]);
    const other = lazyRecord(ROW, '[1,2]', []);
    expect(other.body).toEqual([1, 2]);
    expect(make().body).toEqual(BODY);
  });

  it('gives every reader its own parse: changing one record leaves the next as stored', () => {
    const first = make();
    (first.body as typeof BODY).application.company.name = 'changed';
    expect((make().body as typeof BODY).application.company.name).toBe('Kaffi');
  });
});
