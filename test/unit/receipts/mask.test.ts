import { describe, expect, it } from 'vitest';
import { MASK, maskIban, maskToLastFour } from '$main/receipts/mask';

describe('maskToLastFour (decision R2)', () => {
  it('keeps only the last four letters or digits of a kennitala, behind a fixed mask', () => {
    expect(maskToLastFour('010130-3019')).toBe(`${MASK}\u00a03019`);
    expect(maskToLastFour('0101303019')).toBe(`${MASK}\u00a03019`);
  });

  it('masks an IBAN however it is written, to the same text', () => {
    const expected = `${MASK}\u00a00339`;
    expect(maskToLastFour('IS140159260076545510730339')).toBe(expected);
    expect(maskToLastFour('IS14 0159 2600 7654 5510 7303 39')).toBe(expected);
    expect(maskToLastFour('gb82 west 1234 5698 7654 32')).toBe(`${MASK}\u00a05432`);
  });

  it('does not reveal the length: a long and a short value look alike but for their last four', () => {
    expect(maskToLastFour('AB123456').length).toBe(maskToLastFour('IS140159260076545510731234').length);
  });

  it('masks a value too short to hide most of it entirely', () => {
    expect(maskToLastFour('1234567')).toBe(MASK);
    expect(maskToLastFour('12-34')).toBe(MASK);
    expect(maskToLastFour('')).toBe(MASK);
  });

  it('never contains any run of five characters of the original', () => {
    const value = 'IS140159260076545510730339';
    const masked = maskToLastFour(value);
    for (let i = 0; i + 5 <= value.length; i++) expect(masked).not.toContain(value.slice(i, i + 5));
  });

  it('an Icelandic IBAN shows its bank and its account number’s last four, never the holder’s kennitala at its end', () => {
    // IS kk BBBB HH AAAAAA KKKKKKKKKK: 0159 the bank, 26 the ledger, 007654 the account, 551073-0339 the holder.
    const shown = `IS••\u00a00159\u00a0${MASK}\u00a07654\u00a0${MASK}`;
    expect(maskIban('IS140159260076545510730339')).toBe(shown);
    expect(maskIban('IS14 0159 2600 7654 5510 7303 39')).toBe(shown);
    expect(maskIban('IS140159260076545510730339')).not.toContain('0339');
    // Two accounts of one holder at one bank are told apart; a sole trader's masked kennitala is not repeated.
    expect(maskIban('IS140159260076545510730339')).not.toBe(maskIban('IS630159260012345510730339'));
    expect(maskIban('IS140159260076545510730339')).not.toContain(maskToLastFour('551073-0339').slice(-4));
    const value = 'IS140159260076545510730339';
    for (let i = 0; i + 5 <= value.length; i++) expect(maskIban(value).replace(/\u00a0/g, '')).not.toContain(value.slice(i, i + 5));
  });

  it('any other IBAN keeps its last four', () => {
    expect(maskIban('GB82 WEST 1234 5698 7654 32')).toBe(`${MASK}\u00a05432`);
    expect(maskIban('IS14 0159 not an iban')).toBe(maskToLastFour('IS14 0159 not an iban'));
  });
});
