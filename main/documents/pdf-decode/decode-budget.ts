/** Which bound a PDF passed: what main refuses it for, and what the decision names. */
export type PdfBound = 'decoded_bytes' | 'streams' | 'objects' | 'image_pixels' | 'filters';

/** Thrown the moment a bound is passed: decoding stops there, nothing more is read. */
export class BoundPassed extends Error {
  constructor(readonly bound: PdfBound) {
    super(`the PDF passes its bound on ${bound.replace('_', ' ')}`);
  }
}

/**
 * One running count of decoded bytes for a whole file. Every filter's output is charged as it is
 * written (an Output can never hold more than is left), so a bomb stops at the budget, not after.
 */
export class DecodeBudget {
  private used = 0;
  constructor(readonly bytes: number) {}

  get decoded(): number {
    return this.used;
  }

  get left(): number {
    return this.bytes - this.used;
  }

  charge(bytes: number): void {
    this.used += bytes;
    if (this.used > this.bytes) throw new BoundPassed('decoded_bytes');
  }
}

/**
 * A filter's output: grows by doubling, as pdf.js's DecodeStream does, but never past what is left
 * of the budget; what it holds is charged once the filter is done (or stopped by damage).
 */
export class Output {
  bytes: Uint8Array;
  length = 0;
  private readonly limit: number;

  constructor(
    private readonly budget: DecodeBudget,
    expected = 4096,
  ) {
    this.limit = budget.left;
    this.bytes = new Uint8Array(Math.max(0, Math.min(expected, this.limit)));
  }

  /** Room for `more` bytes after `length`, or the budget is spent. */
  reserve(more: number): Uint8Array {
    const needed = this.length + more;
    if (needed <= this.bytes.length) return this.bytes;
    if (needed > this.limit) throw new BoundPassed('decoded_bytes');
    let size = Math.max(this.bytes.length, 512);
    while (size < needed) size *= 2;
    const grown = new Uint8Array(Math.min(size, this.limit));
    grown.set(this.bytes.subarray(0, this.length));
    return (this.bytes = grown);
  }

  push(byte: number): void {
    if (this.length >= this.bytes.length) this.reserve(1);
    this.bytes[this.length++] = byte;
  }

  finish(): Uint8Array {
    this.budget.charge(this.length);
    return this.bytes.subarray(0, this.length);
  }
}
