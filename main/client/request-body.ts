/**
 * A request body as a list of buffers, written to the socket one after another: an application
 * with its files is never one JavaScript string (the files' base64 alone is megabytes, and each
 * copy of it a string as large). `length` is the Content-Length.
 */
export class RequestBody {
  readonly length: number;

  constructor(readonly chunks: readonly Buffer[]) {
    this.length = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  }

  /** A small body: the JSON of `value` in one buffer. */
  static json(value: unknown): RequestBody {
    return new RequestBody([Buffer.from(JSON.stringify(value), 'utf8')]);
  }
}
