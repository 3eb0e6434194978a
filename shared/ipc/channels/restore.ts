import { z } from 'zod';
import { CONFIRMATION_REASON_MAX } from '../../rules/notice';
import { ApplicationSummarySchema, EmptySchema, IdSchema, StatusSchema } from '../views';

/** How many held applications one confirmation may name; `all` releases any number. */
export const RESTORE_CONFIRM_IDS_MAX = 1000;

/** Applications a restore holds until the agent confirms they were not boarded after the backup was made. */
export const RestoreHeldViewSchema = z.object({
  applications: z.array(
    z.object({
      id: IdSchema,
      businessName: z.string(),
      status: StatusSchema,
      /** When the backup was made whose restore holds it (or the application it was made from). */
      backupMadeAt: z.string(),
      /** A held copy still under the name of the original it was copied from. */
      copyOf: ApplicationSummarySchema.shape.copyOf,
    }),
  ),
});
export type RestoreHeldView = z.infer<typeof RestoreHeldViewSchema>;

/** A restore's hold: what it holds, and the agent's confirmation (main/database/backup/restore-hold.ts). */
export const restoreChannels = {
  'restore:held': { request: EmptySchema, response: RestoreHeldViewSchema },
  /** The agent checked with the acquirer; the reason goes to the audit log, sealed. Answers what is still held. */
  'restore:confirm': {
    request: z.object({
      which: z.union([z.literal('all'), z.array(IdSchema).min(1).max(RESTORE_CONFIRM_IDS_MAX)]),
      reason: z.string().max(CONFIRMATION_REASON_MAX * 2),
    }),
    response: RestoreHeldViewSchema,
  },
} as const;
