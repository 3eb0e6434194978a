import { z } from 'zod';

/** Decoded size limit per file (§8 does not show one); see docs/decisions.md. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
const MAX_BASE64_LENGTH = Math.ceil(MAX_ATTACHMENT_BYTES / 3) * 4;

export const ATTACHMENT_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'] as const;

/** The spec capitalises these two properties (§2.8); the client sends them exactly so. */
export const AttachmentSchema = z.strictObject({
  File: z
    .string({ error: 'must be the file as base64 text' })
    .min(1, { error: 'is required' })
    .max(MAX_BASE64_LENGTH, { error: 'is larger than 10 MB' })
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: 'must be base64 text' }),
  Filename: z
    .string({ error: 'must be a file name' })
    .max(200, { error: 'must be at most 200 characters' })
    .regex(/^[^\\/:*?"<>|\p{Cc}]+\.(pdf|jpe?g|png)$/iu, {
      error: 'must be a file name ending in .pdf, .jpg, .jpeg or .png',
    }),
});
export type Attachment = z.infer<typeof AttachmentSchema>;
