import { z } from 'zod';
import { lenientObject } from './lenient';

const id = z.number().int().nonnegative();

export const SubmittedStoreSchema = lenientObject({
  storeName: z.string(),
  agreementId: id,
  terminalId: id,
});
export type SubmittedStore = z.infer<typeof SubmittedStoreSchema>;

export const SubmissionDataSchema = lenientObject({
  merchantName: z.string(),
  merchantId: id,
  stores: z.array(SubmittedStoreSchema),
});
export type SubmissionData = z.infer<typeof SubmissionDataSchema>;

/** The 201 envelope of §4.1. */
export const SubmissionResponseSchema = lenientObject({
  success: z.boolean(),
  statusCode: z.number().int(),
  message: z.string().optional(),
  data: SubmissionDataSchema,
});
export type SubmissionResponse = z.infer<typeof SubmissionResponseSchema>;

/**
 * Error bodies are not shown (§7). The client reads any JSON and keeps what it can: a message,
 * and a list of problems each with a path, whatever the casing.
 */
export const ServiceErrorItemSchema = lenientObject({
  path: z.union([z.string(), z.array(z.union([z.string(), z.number()]))]).optional(),
  code: z.string().optional(),
  message: z.string().optional(),
});

export const ServiceErrorBodySchema = lenientObject({
  success: z.boolean().optional(),
  statusCode: z.number().int().optional(),
  message: z.string().optional(),
  errors: z.array(ServiceErrorItemSchema).optional(),
});
export type ServiceErrorBody = z.infer<typeof ServiceErrorBodySchema>;
