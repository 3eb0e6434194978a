import { z } from 'zod';

/** Decoded size limit per file (§8 does not show one); see docs/decisions.md. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
export const MAX_BASE64_LENGTH = Math.ceil(MAX_ATTACHMENT_BYTES / 3) * 4;

const BASE64_PATTERN = /^[A-Za-z0-9+/]+={0,2}$/;

/** 'A'–'Z', 'a'–'z', '0'–'9', '+', '/' by char code: 1 where base64 allows it. */
const BASE64_ALPHABET = new Uint8Array(128);
for (const char of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/') BASE64_ALPHABET[char.charCodeAt(0)] = 1;

/**
 * Exactly what the schema's pattern accepts (base64 characters, then at most two '='), as a loop:
 * the regex takes tens of milliseconds over a file's megabyte of text. For checking files where
 * they come in (an import, a file from the renderer); the outbox makes its base64 itself from
 * bytes whose sha-256 it has verified, and checks nothing again.
 */
export function isBase64Text(text: string): boolean {
  let end = text.length;
  while (end > 0 && end > text.length - 2 && text.charCodeAt(end - 1) === 61) end -= 1;
  if (end === 0) return false;
  for (let i = 0; i < end; i += 1) {
    const code = text.charCodeAt(i);
    if (code >= 128 || BASE64_ALPHABET[code] !== 1) return false;
  }
  return true;
}

/** The spec capitalises these two properties (§2.8); the client sends them exactly so. */
export const AttachmentSchema = z.strictObject({
  File: z
    .string({ error: 'must be the file as base64 text' })
    .min(1, { error: 'is required' })
    .max(MAX_BASE64_LENGTH, { error: 'is larger than 10 MB' })
    .regex(BASE64_PATTERN, { error: 'must be base64 text' }),
  Filename: z
    .string({ error: 'must be a file name' })
    .max(200, { error: 'must be at most 200 characters' })
    .regex(/^[^\\/:*?"<>|\p{Cc}]+\.(pdf|jpe?g|png)$/iu, {
      error: 'must be a file name ending in .pdf, .jpg, .jpeg or .png',
    }),
});
export type Attachment = z.infer<typeof AttachmentSchema>;
