import { randomBytes } from 'node:crypto';
import { type DraftBody, resolveDocuments } from '$shared/draft';
import { RequestBody } from '$main/client/request-body';
import { type Database, getDocument } from '$main/database';

/** Bytes per base64 piece: a multiple of 3, so the pieces join into one valid base64 text. */
const BASE64_PIECE_BYTES = 48 * 1024;

/**
 * The application exactly as it goes on the wire (§2.8), as a list of buffers: every attachment
 * reference becomes `{ "File": <base64>, "Filename": <stored name> }`, where the base64 is
 * written in 64 kB pieces straight from the file's bytes. The JSON around the files is small;
 * no string ever holds a whole file's base64, let alone all of them.
 *
 * The bytes are read at the last moment and checked against the sha-256 recorded when they were
 * stored (getDocument throws otherwise); their base64 is made here from those bytes, so it
 * needs no checking: the only base64 text ever taken in is checked once, on intake.
 */
export function encodeSubmissionBody(database: Database, draft: DraftBody): RequestBody {
  // A marker no agent types: each file's place in the JSON text, until its bytes take it.
  const marker = `fieldboard-file-${randomBytes(12).toString('hex')}-`;
  const files: Buffer[] = [];
  const application = resolveDocuments(draft.application, (ref) => {
    const found = getDocument(database, ref.attachmentId);
    if (found === undefined) return undefined;
    files.push(found.bytes);
    return { File: `${marker}${files.length - 1}`, Filename: found.meta.fileName };
  });
  const text = JSON.stringify(application);
  const chunks: Buffer[] = [];
  let from = 0;
  files.forEach((bytes, index) => {
    const placeholder = JSON.stringify(`${marker}${index}`);
    const at = text.indexOf(placeholder, from);
    if (at < 0) throw new Error(`file ${index} of the submission has no place in its JSON`);
    chunks.push(Buffer.from(text.slice(from, at + 1), 'utf8'));
    for (let offset = 0; offset < bytes.length; offset += BASE64_PIECE_BYTES) {
      chunks.push(Buffer.from(bytes.subarray(offset, offset + BASE64_PIECE_BYTES).toString('base64'), 'latin1'));
    }
    from = at + placeholder.length - 1;
  });
  chunks.push(Buffer.from(text.slice(from), 'utf8'));
  return new RequestBody(chunks);
}
