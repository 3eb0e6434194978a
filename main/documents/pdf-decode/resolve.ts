import { BoundPassed } from './decode-budget';
import { Cmd, Dict, Name, type PdfValue, Ref } from './pdf-syntax';

/** Every definition of each object number the file holds: each revision's, and each object stream's. */
export type Definitions = ReadonlyMap<number, readonly PdfValue[]>;

/** More readings of one stream's filters than this is no file a person made: refused. */
const MAX_READINGS = 16;
/** References to references this deep are a loop. */
const MAX_DEPTH = 8;
/** The DecodeParms entries a decoder reads; the rest of a parameter dictionary is not resolved. */
const PARAM_KEYS = ['Predictor', 'Colors', 'BPC', 'BitsPerComponent', 'Columns', 'EarlyChange', 'Rows', 'K', 'EndOfBlock'];

/**
 * Every value a reference may stand for. A reader follows one cross-reference table, and which one
 * (the last revision's, an earlier one through /Prev, or its own rebuilt index of a damaged file)
 * is the file's to choose; so each definition of the number, in every revision and object stream,
 * is a reading, and each reading is decoded. A number defined nowhere is null, as pdf.js reads it.
 */
export function readings(value: PdfValue | undefined, definitions: Definitions, depth = 0): PdfValue[] {
  if (value === undefined) return [null];
  if (value instanceof Ref) {
    if (depth >= MAX_DEPTH) return [null];
    const defined = definitions.get(value.num) ?? [null];
    return distinct(defined.flatMap((each) => readings(each, definitions, depth + 1)));
  }
  if (Array.isArray(value)) {
    let arrays: PdfValue[][] = [[]];
    for (const element of value) {
      const options = readings(element, definitions, depth + 1);
      arrays = arrays.flatMap((head) => options.map((option) => [...head, option]));
      if (arrays.length > MAX_READINGS) throw new BoundPassed('filters');
    }
    return distinct(arrays);
  }
  if (value instanceof Dict) {
    let dicts = [new Dict()];
    for (const key of PARAM_KEYS) {
      if (!value.map.has(key)) continue;
      const options = readings(value.map.get(key), definitions, depth + 1);
      dicts = dicts.flatMap((head) =>
        options.map((option) => {
          const dict = new Dict();
          for (const [k, v] of head.map) dict.map.set(k, v);
          dict.map.set(key, option);
          return dict;
        }),
      );
      if (dicts.length > MAX_READINGS) throw new BoundPassed('filters');
    }
    return distinct(dicts);
  }
  return [value];
}

/** The numbers a value may stand for (references followed), for a Length, a size, an object stream's N and First. */
export function numbers(value: PdfValue | undefined, definitions: Definitions): number[] {
  return readings(value, definitions).filter((each): each is number => typeof each === 'number');
}

/** The largest number a value may stand for, or 0. */
export function largest(value: PdfValue | undefined, definitions: Definitions): number {
  return Math.max(0, ...numbers(value, definitions));
}

/** A value as text, so readings that are the same are decoded once. */
export function keyOf(value: PdfValue): string {
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Name) return `/${value.name}`;
  if (value instanceof Cmd) return `!${value.cmd}`;
  if (Array.isArray(value)) return `[${value.map(keyOf).join(' ')}]`;
  if (value instanceof Dict) return `<<${[...value.map].map(([k, v]) => `/${k} ${keyOf(v)}`).join(' ')}>>`;
  return `?${value.constructor.name}`;
}

function distinct<T extends PdfValue>(values: T[]): T[] {
  const seen = new Map<string, T>();
  for (const value of values) if (!seen.has(keyOf(value))) seen.set(keyOf(value), value);
  if (seen.size > MAX_READINGS) throw new BoundPassed('filters');
  return [...seen.values()];
}
