import { z } from 'zod';
import {
  ApplicationSummarySchema,
  ApplicationViewSchema,
  ByIdSchema,
  DraftBodySchema,
  EmptySchema,
  EntityTypeSchema,
  IdSchema,
  NoticeConfirmationSchema,
  StatusSchema,
} from '../views';

/** Drafts and their life: list, create, read, autosave, queue. */
export const applicationsChannels = {
  'applications:list': {
    request: z.object({
      status: StatusSchema.optional(),
      search: z.string().max(200).optional(),
      limit: z.number().int().min(1).max(200),
      offset: z.number().int().min(0),
    }),
    response: z.object({
      items: z.array(ApplicationSummarySchema),
      total: z.number().int(),
      counts: z.record(StatusSchema, z.number().int()),
    }),
  },
  'applications:create': { request: z.object({ entityType: EntityTypeSchema }), response: ApplicationViewSchema },
  'applications:get': { request: ByIdSchema, response: ApplicationViewSchema },
  'applications:saveDraft': {
    request: z.object({ id: IdSchema, draft: DraftBodySchema, expectedRevision: z.number().int().optional() }),
    response: ApplicationViewSchema,
  },
  'applications:delete': { request: ByIdSchema, response: EmptySchema },
  /** Fails with `not_ready` (problems remain) or `confirmation_required` (a confirmable notice is unanswered). */
  'applications:queue': {
    request: z.object({ id: IdSchema, confirmations: z.array(NoticeConfirmationSchema).max(50).optional() }),
    response: ApplicationViewSchema,
  },
  'applications:unqueue': { request: ByIdSchema, response: ApplicationViewSchema },
} as const;
