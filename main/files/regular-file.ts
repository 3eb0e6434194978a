import fs from 'node:fs';

/**
 * Files named by the agent (an import, a backup to restore) are opened first and then asked what
 * they are, on the open descriptor: a name checked before it is opened can be swapped in between.
 * Only a regular file is read, and never more than its size when opened or `maxBytes`, so a
 * device (`/dev/zero`), a FIFO or a file that keeps growing cannot make the reader endless.
 * Opened non-blocking, so opening a FIFO with no writer returns at once instead of hanging.
 */
export class RegularFileError extends Error {
  override readonly name = 'RegularFileError';
  constructor(
    readonly file: string,
    readonly reason: 'not_regular' | 'too_large' | 'unreadable',
    message: string,
    /** For `too_large`: the size it has, in bytes. */
    readonly size = 0,
    /** For `unreadable`: the system's code (`EACCES`, `ENOENT`), for a message that does not name the file. */
    readonly errno?: string,
  ) {
    super(message);
  }
}

const CHUNK_BYTES = 1024 * 1024;

function openRegular(file: string, maxBytes: number): { fd: number; size: number } {
  let fd: number;
  try {
    fd = fs.openSync(file, fs.constants.O_RDONLY | (fs.constants.O_NONBLOCK ?? 0));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new RegularFileError(file, 'unreadable', `Cannot read ${file}: ${code}`, 0, code);
  }
  try {
    const stat = fs.fstatSync(fd);
    if (!stat.isFile()) throw new RegularFileError(file, 'not_regular', `${file} is not a regular file (a device, a pipe or a folder)`);
    if (stat.size > maxBytes) {
      throw new RegularFileError(file, 'too_large', `${file} is ${stat.size} bytes; at most ${maxBytes} are read`, stat.size);
    }
    return { fd, size: stat.size };
  } catch (error) {
    fs.closeSync(fd);
    throw error;
  }
}

/** The whole file, if it is a regular file of at most `maxBytes`. */
export function readRegularFile(file: string, maxBytes: number): Buffer {
  const { fd, size } = openRegular(file, maxBytes);
  try {
    // One byte more than fstat said, to notice a file that grew since.
    const buffer = Buffer.alloc(size + 1);
    let length = 0;
    for (;;) {
      const read = readChunk(fd, buffer, length, file);
      if (read === 0) break;
      length += read;
      if (length > size) throw new RegularFileError(file, 'too_large', `${file} grew while it was read`, length);
    }
    return buffer.subarray(0, length);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Copies a regular file of at most `maxBytes` into `out`, a descriptor the caller opened as it
 * chose (the restore creates its copy without following links), chunk by chunk, and no further
 * than the size it had when opened.
 */
export function copyRegularFile(file: string, out: number, maxBytes: number): void {
  const { fd, size } = openRegular(file, maxBytes);
  try {
    const chunk = Buffer.alloc(Math.min(CHUNK_BYTES, size + 1));
    let copied = 0;
    for (;;) {
      const read = readChunk(fd, chunk, 0, file);
      if (read === 0) break;
      copied += read;
      if (copied > size) throw new RegularFileError(file, 'too_large', `${file} grew while it was read`, copied);
      fs.writeSync(out, chunk, 0, read);
    }
  } finally {
    fs.closeSync(fd);
  }
}

function readChunk(fd: number, buffer: Buffer, offset: number, file: string): number {
  try {
    return fs.readSync(fd, buffer, offset, Math.min(CHUNK_BYTES, buffer.length - offset), null);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new RegularFileError(file, 'unreadable', `Cannot read ${file}: ${code}`, 0, code);
  }
}
