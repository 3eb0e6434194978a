import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as wire from '$shared/wire';
import { APPLICATION_SCHEMAS } from '$shared/wire/applications';

// docs/service-interface.md describes the service's resources field by field; the schemas in
// shared/wire/ are what the client sends and reads. Each section names its schemas in its heading,
// and its table must list exactly their fields.
const doc = fs.readFileSync(path.resolve(import.meta.dirname, '../../../docs/service-interface.md'), 'utf8');
const schemas = wire as unknown as Record<string, z.ZodType>;

/** The fields of an object schema, through the preprocessing of a lenient one. */
function fieldsOf(schema: z.ZodType): string[] {
  const def = (schema as unknown as { def: { type: string; out?: z.ZodType; shape?: Record<string, unknown> } }).def;
  if (def.type === 'pipe' && def.out) return fieldsOf(def.out);
  if (def.type === 'object' && def.shape) return Object.keys(def.shape);
  throw new Error(`not an object schema: ${def.type}`);
}

const names = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);

/** Each section whose heading names schemas, with the first-column names of the table under it. */
function sections(): { heading: string; schemas: string[]; fields: string[] }[] {
  return doc
    .split(/^(?=#{2,4} )/m)
    .map((section) => {
      const heading = section.split('\n')[0]!;
      const rows = section.split('\n').filter((line) => line.startsWith('| `'));
      return { heading, schemas: names(heading).filter((name) => name.endsWith('Schema')), fields: rows.flatMap((row) => names(row.split('|')[1]!)) };
    })
    .filter((section) => section.schemas.length > 0);
}

describe('docs/service-interface.md', () => {
  it('describes every resource of shared/wire/', () => {
    const described = new Set(sections().flatMap((section) => section.schemas));
    for (const name of ['ApplicantSchema', 'CompanySchema', 'PersonSchema', 'StoreSchema', 'BankAccountSchema', 'AttachmentSchema', 'FeesSchema', 'SettingsSchema', 'SubmissionResponseSchema', 'ServiceErrorBodySchema'])
      expect(described, name).toContain(name);
  });

  it.each(sections().map((section) => [section.heading, section] as const))('lists exactly the fields of its schemas: %s', (_, section) => {
    const fields = new Set(
      section.schemas.flatMap((name) => {
        expect(schemas[name], `${name} is not exported by shared/wire/`).toBeDefined();
        return fieldsOf(schemas[name]!);
      }),
    );
    expect(new Set(section.fields)).toEqual(fields);
  });

  it('gives each entity type the top-level properties its schema has', () => {
    const lines = doc.split('\n');
    const at = lines.findIndex((line) => line.startsWith('| property |'));
    const header = lines[at]!;
    const table = lines.slice(at + 2).filter((_, index, rest) => rest.slice(0, index + 1).every((line) => line.startsWith('| `')));
    const types = names(header);
    expect(types).toEqual(Object.keys(APPLICATION_SCHEMAS));
    types.forEach((type, column) => {
      const marked = table.filter((row) => row.split('|')[column + 2]!.trim() === 'yes').map((row) => names(row.split('|')[1]!)[0]);
      expect(new Set(marked), type).toEqual(new Set(fieldsOf(APPLICATION_SCHEMAS[type as keyof typeof APPLICATION_SCHEMAS])));
    });
  });
});
