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
  SavedDraftViewSchema,
  StatusSchema,
  TypeChangePreviewSchema,
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
  /**
   * What a new application of the type starts as (its containers and the fee rows of the settings
   * in force), stored nowhere: the editor shows it and creates the application on the first edit.
   */
  'applications:blank': { request: z.object({ entityType: EntityTypeSchema }), response: z.object({ draft: DraftBodySchema }) },
  /** Creates the application, with what the agent already typed in `draft`. */
  'applications:create': {
    request: z.object({ entityType: EntityTypeSchema, draft: DraftBodySchema.optional() }),
    response: ApplicationViewSchema,
  },
  'applications:get': { request: ByIdSchema, response: ApplicationViewSchema },
  'applications:saveDraft': {
    request: z.object({ id: IdSchema, draft: DraftBodySchema, expectedRevision: z.number().int().optional() }),
    response: SavedDraftViewSchema,
  },
  /**
   * Deletes a draft, ready, needs-attention or rejected application with its documents and
   * reasons. Fails with `not_found`, `not_deletable` (its status says why) or, when
   * `expectedRevision` (the one the agent confirmed) is no longer current, `revision_conflict`.
   */
  'applications:delete': {
    request: z.object({ id: IdSchema, expectedRevision: z.number().int().optional() }),
    response: EmptySchema,
  },
  /** A new draft with everything but documents, results, refusals and IDs; any status. Fails with `not_found`. */
  'applications:copy': { request: ByIdSchema, response: ApplicationViewSchema },
  /** What changing to `entityType` would drop. Fails with `not_found`, `not_editable` or `same_entity_type`. */
  'applications:previewTypeChange': {
    request: z.object({ id: IdSchema, entityType: EntityTypeSchema }),
    response: TypeChangePreviewSchema,
  },
  /**
   * Changes the entity type, dropping what the preview at `expectedRevision` listed. Fails with
   * `not_found`, `not_editable`, `same_entity_type` or `revision_conflict` (changed since the preview).
   */
  'applications:changeType': {
    request: z.object({ id: IdSchema, entityType: EntityTypeSchema, expectedRevision: z.number().int() }),
    response: ApplicationViewSchema,
  },
  /** Fails with `not_ready` (problems remain) or `confirmation_required` (a confirmable notice is unanswered). */
  'applications:queue': {
    request: z.object({ id: IdSchema, confirmations: z.array(NoticeConfirmationSchema).max(50).optional() }),
    response: ApplicationViewSchema,
  },
  'applications:unqueue': { request: ByIdSchema, response: ApplicationViewSchema },
} as const;
