import { describe, expect, it } from 'vitest';
import { createRedactor } from '$main/log/redact';

describe('redacting a machine-readable zone', () => {
  it('hides each line of a TD1 and a TD3 zone, whose kennitala no other pattern finds inside the run', () => {
    const redactor = createRedactor();
    const lines = [
      'IDISLA1234567<8<<<<<<<<<<<<<<<',
      '7401125F3001014ISL1201743389<5',
      'JONSDOTTIR<<GUDRUN<ANNA<<<<<<<',
      'P<GBRSMITH<<JOHN<PAUL<<<<<<<<<<<<<<<<<<<<<<<',
      '5234567890GBR8001014M3001014<<<<<<<<<<<<<<02',
    ];
    const out = redactor.redact(JSON.stringify({ message: 'read', lines }));
    for (const line of lines) expect(out).not.toContain(line);
    expect(out).not.toMatch(/1201743389|JONSDOTTIR|SMITH/);
    expect(out).toContain('[mrz]');
  });

  it('leaves ordinary text, short codes and markup alone', () => {
    const redactor = createRedactor();
    const text = 'document read {"outcome":"read","role":"identification"} <b>D<<</b> TD1 ISL';
    expect(redactor.redact(text)).toBe(text);
  });
});
