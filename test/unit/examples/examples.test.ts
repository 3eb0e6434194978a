import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENTITY_TYPES } from '$shared/entity-types';
import { completeApplication } from '../../fixtures/applications';

describe('examples/', () => {
  it.each(ENTITY_TYPES)('examples/%s.json is the complete test application (regenerate with scripts/write-examples.ts)', (type) => {
    const file = path.resolve(import.meta.dirname, '../../../examples', `${type}.json`);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(completeApplication(type));
  });
});
