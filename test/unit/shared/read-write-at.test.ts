import { describe, expect, it } from 'vitest';
import { writeAt } from '$shared/draft/write-at';
import { at } from '$shared/rules/read';

describe('writeAt', () => {
  it('makes the objects and lists on the way: a list where the next step is an index', () => {
    const root: Record<string, unknown> = {};
    writeAt(root, ['stores', 0, 'address', 'city'], 'Reykjavík');
    expect(root).toEqual({ stores: [{ address: { city: 'Reykjavík' } }] });
    writeAt(root, ['stores', 0, 'name'], 'Kaffi Mokka');
    expect(root).toEqual({ stores: [{ address: { city: 'Reykjavík' }, name: 'Kaffi Mokka' }] });
  });

  it('replaces a value that is not a container on the way', () => {
    const root: Record<string, unknown> = { bankAccount: 'IS14', persons: null };
    writeAt(root, ['bankAccount', 'iban'], 'IS140159260076545510730339');
    writeAt(root, ['persons', 1, 'ssn'], '1201743399');
    expect(root.bankAccount).toEqual({ iban: 'IS140159260076545510730339' });
    expect(root.persons).toEqual([undefined, { ssn: '1201743399' }]);
  });

  it('takes undefined as absent: an object loses the property, a list keeps the index', () => {
    const root: Record<string, unknown> = { company: { name: 'Mokka', number: '4709051740' }, stores: ['a', 'b', 'c'] };
    writeAt(root, ['company', 'number'], undefined);
    writeAt(root, ['stores', 1], undefined);
    expect(Object.keys(root.company as object)).toEqual(['name']);
    expect(root.stores).toEqual(['a', undefined, 'c']);
    expect(JSON.stringify(root)).toBe('{"company":{"name":"Mokka"},"stores":["a",null,"c"]}');
  });

  it('writes nothing for an empty path', () => {
    const root: Record<string, unknown> = { a: 1 };
    writeAt(root, [], 2);
    expect(root).toEqual({ a: 1 });
  });
});

describe('at', () => {
  const application = { stores: [{ name: 'Mokka' }], company: { name: 'Mokka ehf.' } };

  it('follows keys and indexes, and answers undefined where a step does not exist', () => {
    expect(at(application, 'stores', 0, 'name')).toBe('Mokka');
    expect(at(application)).toBe(application);
    expect(at(application, 'stores', 1, 'name')).toBeUndefined();
    expect(at(application, 'persons', 0)).toBeUndefined();
    expect(at('Mokka', 'length')).toBeUndefined();
  });

  it('reads own properties only, an index only in a list and a key only in an object', () => {
    expect(at(application, 'constructor')).toBeUndefined();
    expect(at(application, 'stores', 'length')).toBeUndefined();
    expect(at({ 0: 'zero' }, 0)).toBeUndefined();
  });
});
