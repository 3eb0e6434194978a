import { z } from 'zod';
import { EmptySchema, IdSchema } from '../views';

/** How many untouched drafts the dashboard lists by name; the rest are counted. */
export const UNTOUCHED_DRAFTS_SHOWN = 50;

/** The data's lifetime: retention, disk space, untouched drafts, the wipe. */
export const StorageViewSchema = z.object({
  /** Days after submission documents and personal details are kept; 0 = at the next purge. */
  retentionDays: z.number().int().min(0).max(3650),
  freeBytes: z.number().nonnegative(),
  totalBytes: z.number().nonnegative(),
  /** The database, WAL and -shm on disk. */
  databaseBytes: z.number().nonnegative(),
  documentsBytes: z.number().nonnegative(),
  /** ok; low: below ~500 MB free (warn); critical: below ~100 MB (new documents refused). */
  level: z.enum(['ok', 'low', 'critical']),
});
export type StorageView = z.infer<typeof StorageViewSchema>;

export const WipeBlockerSchema = z.object({
  id: IdSchema,
  businessName: z.string(),
  status: z.enum(['queued', 'sending', 'unknown_outcome']),
});

/** What the agent must type to wipe: the same word in both languages, shown to them. */
export const WIPE_CONFIRMATION = 'WIPE';

export const storageChannels = {
  'storage:get': { request: EmptySchema, response: StorageViewSchema },
  'storage:setRetention': { request: z.object({ days: z.number().int().min(0).max(3650) }), response: StorageViewSchema },
  /**
   * Drafts (draft, ready, needs attention) untouched for 90 days, for the dashboard: how many, and
   * the oldest of them (at most UNTOUCHED_DRAFTS_SHOWN; a database of thousands is not listed whole).
   */
  'storage:untouchedDrafts': {
    request: EmptySchema,
    response: z.object({
      days: z.number().int(),
      count: z.number().int().nonnegative(),
      items: z.array(z.object({ id: IdSchema, businessName: z.string(), updatedAt: z.string() })).max(UNTOUCHED_DRAFTS_SHOWN),
    }),
  },
  /**
   * Crypto-erase and delete everything, then start as new. Refused (`wiped: false`, naming them)
   * while anything is queued, sending or of unknown outcome, unless `force`.
   */
  'storage:wipe': {
    request: z.object({ confirmation: z.literal(WIPE_CONFIRMATION), force: z.boolean().default(false) }),
    response: z.discriminatedUnion('wiped', [
      z.object({ wiped: z.literal(true) }),
      z.object({ wiped: z.literal(false), blockers: z.array(WipeBlockerSchema) }),
    ]),
  },
} as const;
