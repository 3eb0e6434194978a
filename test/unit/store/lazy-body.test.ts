import { describe, expect, it } from 'vitest';
import { lazyBody } from '../../../main/store/application-rows';

describe('lazyBody: a record whose body is parsed from its stored text on first read', () => {
  const make = () => lazyBody({ id: 'a', revision: 2, body: null as unknown }, '{"application":{"company":{"name":"Kaffi"}}}');

  it('reads as the parsed text, the same object every time', () => {
    const record = make();
    expect(record.body).toEqual({ application: { company: { name: 'Kaffi' } } });
    expect(record.body).toBe(record.body);
  });

  it('is a plain enumerable property to spreads, JSON and equality, and shows nothing else', () => {
    const record = make();
    expect({ ...record }).toEqual({ id: 'a', revision: 2, body: { application: { company: { name: 'Kaffi' } } } });
    expect(JSON.parse(JSON.stringify(make()))).toEqual({ id: 'a', revision: 2, body: { application: { company: { name: 'Kaffi' } } } });
    expect(Object.keys(make())).toEqual(['id', 'revision', 'body']);
    expect(make()).toEqual({ id: 'a', revision: 2, body: { application: { company: { name: 'Kaffi' } } } });
  });

  it('takes a value set before it was read, and keeps each record its own text', () => {
    const record = make();
    record.body = { replaced: true };
    expect(record.body).toEqual({ replaced: true });
    const other = lazyBody({ body: null as unknown }, '[1,2]');
    expect(other.body).toEqual([1, 2]);
    expect(make().body).toEqual({ application: { company: { name: 'Kaffi' } } });
  });

  it('gives every reader its own parse: changing one record leaves the next as stored', () => {
    const first = make();
    (first.body as { application: { company: { name: string } } }).application.company.name = 'changed';
    expect((make().body as { application: { company: { name: string } } }).application.company.name).toBe('Kaffi');
  });
});
