import { describe, expect, it } from 'vitest';
import { inflatesWithinBudget } from '../../../main/documents/pdf-check-task';
import { simplePdf } from '../../helpers/document-fixtures';
import { PDF_BOMB_DISGUISES, pdfBomb } from '../../helpers/hostile-files';

const MIB = 1024 * 1024;

describe('the inflate check reads the streams’ data, not their dictionaries', () => {
  it.each(PDF_BOMB_DISGUISES)('refuses a bomb whose filter is disguised: %s', async (disguise) => {
    const bomb = await pdfBomb(96, disguise);
    expect(inflatesWithinBudget(bomb, 64 * MIB)).toBe(false);
    expect(inflatesWithinBudget(bomb, 128 * MIB)).toBe(true);
  });

  it('passes a sound PDF, and a stream cut short counts what it inflates to', async () => {
    expect(inflatesWithinBudget(await simplePdf(), 64 * MIB)).toBe(true);
    const bomb = await pdfBomb(96);
    const cut = bomb.subarray(0, Math.floor(bomb.length * 0.9));
    expect(inflatesWithinBudget(cut, 64 * MIB)).toBe(false);
  });
});
