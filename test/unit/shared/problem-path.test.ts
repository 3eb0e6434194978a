import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPath, parsePath, type PathSegment } from '$shared/rules/problem';

describe('formatPath and parsePath', () => {
  it.each([
    [[], '(root)'],
    [['fees'], 'fees'],
    [['stores', 0, 'name'], 'stores[0].name'],
    [['persons', 12, 'roles', 1], 'persons[12].roles[1]'],
    [[0, 'name'], '[0].name'],
    [['fees', 'merchantServiceChargeFees', 3, 'percentageValue'], 'fees.merchantServiceChargeFees[3].percentageValue'],
  ] as [PathSegment[], string][])('%j ⇄ %s', (path, text) => {
    expect(formatPath(path)).toBe(text);
    expect(parsePath(text)).toEqual(path);
  });

  it('reads dotted indexes from a service as numbers', () => {
    expect(parsePath('stores.0.name')).toEqual(['stores', 0, 'name']);
  });

  it('round-trips any path of property names and indexes', () => {
    const name = fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_ -]{0,15}$/);
    const segment = fc.oneof(name, fc.nat({ max: 10_000 }));
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 8 }), (path) => {
        expect(parsePath(formatPath(path))).toEqual(path);
      }),
    );
  });
});
