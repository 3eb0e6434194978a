import { z } from 'zod';
import { documentReadingSchema } from './document-reading';

/** A field a document filled (its path from the application's root) and the value it wrote. */
export const documentFillSchema = z.strictObject({
  path: z.array(z.union([z.string(), z.number()])).max(20),
  value: z.string().max(200),
});

/** What the database seals per read document: the reader's answer (null: it failed) and what it filled. */
export const storedReadingSchema = z.strictObject({
  reading: documentReadingSchema.nullable(),
  filled: z.array(documentFillSchema).max(20),
});

export type DocumentFill = z.infer<typeof documentFillSchema>;
