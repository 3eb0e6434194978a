import { z } from 'zod';
import { APPLICATION_STATUSES } from '../application-status';
import { ATTACHMENT_ROLES } from '../draft/draft-body';
import { nestsWithin } from '../draft/nesting-depth';
import { documentReadingSchema } from '../documents/document-reading';
import { ENTITY_TYPES } from '../entity-types';
import { CONFIRMATION_REASON_MAX, NOTICE_CODES } from '../rules/notice';
import { AttemptSummarySchema } from '../messages/attempt-summaries';
import { StatusReasonSchema } from '../messages/status-reasons';
import { StoreMismatchSchema } from '../messages/store-mismatch';
import { PROBLEM_CODES } from '../rules/problem';
import { SERVICE_FAILURES, SERVICE_MISSING } from './errors';
import { FEE_TEXT_CHARS, SettingsSchema } from '../wire/settings';
import { MAX_OTHER_LIST_ITEMS } from '../wire/list-limits';

/** What the renderer sees of main's records: plain data, validated in both directions. */
export const EntityTypeSchema = z.enum(ENTITY_TYPES);
export const StatusSchema = z.enum(APPLICATION_STATUSES);
export const IdSchema = z.uuid();
export const EmptySchema = z.object({});
export const ByIdSchema = z.object({ id: IdSchema });
export const LanguageSchema = z.enum(['en', 'is']);
export type Language = z.infer<typeof LanguageSchema>;

export const ProblemSchema = z.object({
  path: z.array(z.union([z.string(), z.number()])),
  code: z.enum(PROBLEM_CODES),
  message: z.string(),
});

export const PathSchema = z.array(z.union([z.string(), z.number()]));

/** A finding that informs and never blocks (shared/rules/notice.ts). */
export const NoticeSchema = z.object({
  severity: z.literal('notice'),
  path: PathSchema,
  code: z.enum(NOTICE_CODES),
  message: z.string(),
  params: z.record(z.string(), z.string()),
});

/** The agent's word on a confirmable notice, sent with `applications:queue`. */
export const NoticeConfirmationSchema = z.object({
  code: z.enum(NOTICE_CODES),
  path: PathSchema.max(20),
  reason: z.string().max(CONFIRMATION_REASON_MAX * 2),
});

/** Its texts are the settings' (at most 100 characters each, shared/wire/settings.ts); its lists any list's. */
export const AgreedProcessingFeeSchema = z.object({
  name: z.string().max(FEE_TEXT_CHARS),
  markets: z.array(z.string().max(FEE_TEXT_CHARS)).max(MAX_OTHER_LIST_ITEMS),
  types: z.array(z.string().max(FEE_TEXT_CHARS)).max(MAX_OTHER_LIST_ITEMS),
  value: z.number().finite(),
});

/**
 * How deep a draft's application may nest: an application is about five levels deep (persons, a
 * person, an address, a field). Far deeper nesting can only be hostile, and would overflow the
 * stack of whatever reads it (copying, sealing, validating): 3,000 levels answer an internal error.
 */
export const MAX_DRAFT_DEPTH = 32;

/**
 * A draft is lenient by design: any application content, validated into problems, refused only
 * past what no application holds (its depth here; lists and texts where it is saved).
 */
export const DraftBodySchema = z.object({
  application: z
    .record(z.string(), z.unknown())
    .refine((application) => nestsWithin(application, MAX_DRAFT_DEPTH), `nests deeper than ${MAX_DRAFT_DEPTH} levels`),
  processingFees: z.array(AgreedProcessingFeeSchema),
});

export const DocumentViewSchema = z.object({
  id: IdSchema,
  role: z.enum(ATTACHMENT_ROLES),
  fileName: z.string(),
  mediaType: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
});

/**
 * How far reading one stored document has come: `reading` until its reader answers (queued or
 * under way); then what it answered (`read`; `unreadable`: a zone whose check digits fail, or a
 * letter with no text; `no_zone`: no machine-readable zone on the image); `failed` when the reader
 * was stopped by its limits. Only identity documents and bank letters are read.
 */
export const DOCUMENT_READING_STATES = ['reading', 'read', 'unreadable', 'no_zone', 'failed'] as const;
export type DocumentReadingState = (typeof DOCUMENT_READING_STATES)[number];

/**
 * Why a value the document holds was offered rather than filled: the page did not show the zone's
 * name; the zone's letters could stand for letters it cannot hold (Ó, Þ, Æ…); the field was
 * emptied after the document filled it or was typed when it was read; a bank letter (which never fills).
 */
export const DOCUMENT_OFFER_REASONS = ['name_not_confirmed', 'spelling_uncertain', 'emptied', 'letter'] as const;
export type DocumentOfferReason = (typeof DOCUMENT_OFFER_REASONS)[number];

export const READ_DOCUMENT_ROLES = ['identification', 'bankConfirmation'] as const;

/** One stored document that is read, and what its reader found (the reading is the agent's to see). */
export const DocumentReadingViewSchema = z.object({
  attachmentId: IdSchema,
  role: z.enum(READ_DOCUMENT_ROLES),
  state: z.enum(DOCUMENT_READING_STATES),
  /** Null while `reading` and when `failed`. */
  reading: documentReadingSchema.nullable(),
  /** When the reader answered; null while `reading`. */
  readAt: z.string().nullable(),
});

/** A field's value that came from a document: `path` from the application's root, as a notice's. */
export const DocumentValueSchema = z.object({ attachmentId: IdSchema, path: PathSchema, value: z.string() });

/**
 * What the stored documents say about the form. `filled`: the fields a document filled that still
 * hold the value it wrote (the editor marks them "from the document" until the agent changes
 * them; the editor may compare its own unsaved value too). `offered`: values for empty fields the
 * agent must confirm before they are written (the editor writes an accepted one as any edit). What
 * disagrees with the form comes as notices (`document_*`, `letter_*` codes), not here.
 */
export const DocumentsViewSchema = z.object({
  readings: z.array(DocumentReadingViewSchema),
  filled: z.array(DocumentValueSchema),
  offered: z.array(DocumentValueSchema.extend({ why: z.enum(DOCUMENT_OFFER_REASONS) })),
});

export const SubmissionResultSchema = z.object({
  merchantName: z.string(),
  merchantId: z.number().int(),
  stores: z.array(z.object({ storeName: z.string(), agreementId: z.number().int(), terminalId: z.number().int() })),
  storeMismatch: StoreMismatchSchema.nullable(),
  source: z.enum(['service', 'agent']),
});

export const ApplicationSummarySchema = z.object({
  id: IdSchema,
  entityType: EntityTypeSchema,
  status: StatusSchema,
  businessName: z.string(),
  merchantId: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** A copy still under the name it was copied with: the original's id and that name. */
  copyOf: z.object({ id: IdSchema, name: z.string() }).optional(),
});

/** One refusal by the service, its reasons as the service wrote them; `changed`: the field was edited since. */
export const RefusalViewSchema = z.object({
  id: z.number().int(),
  refusedAt: z.string(),
  httpStatus: z.number().int().nullable(),
  message: z.string(),
  /** When the agent queued the application again; null while this refusal stands. */
  requeuedAt: z.string().nullable(),
  reasons: z.array(
    z.object({
      path: z.array(z.union([z.string(), z.number()])).nullable(),
      servicePath: z.string().nullable(),
      code: z.string().nullable(),
      message: z.string(),
      changed: z.boolean(),
    }),
  ),
});

export const ApplicationViewSchema = ApplicationSummarySchema.extend({
  revision: z.number().int(),
  draft: DraftBodySchema,
  problems: z.array(ProblemSchema),
  /** Every notice of the application as stored, from the shared rules and from main's own sources. */
  notices: z.array(NoticeSchema),
  /** Why it is in its status, as a code the renderer words. */
  statusReason: StatusReasonSchema.nullable(),
  result: SubmissionResultSchema.nullable(),
  attachments: z.array(DocumentViewSchema),
  /** What the identity document and the bank's letter say about the form. */
  documents: DocumentsViewSchema,
  queuedAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  attemptCount: z.number().int(),
  /** Every refusal, newest first: the history. The first stands while the status is `rejected`. */
  refusals: z.array(RefusalViewSchema),
  /**
   * Set once a retention purge (only ever of a submitted application) removed its personal
   * details and documents: when, and how many documents went. Its draft is then empty; its name,
   * IDs and receipt are kept.
   */
  purged: z.object({ at: z.string(), documentsRemoved: z.number().int() }).nullable(),
  /** While a restore holds it (main/database/backup/restore-hold.ts): when the backup it came from was made. */
  restoreHold: z.string().nullable(),
});

/** What changing an application's entity type would drop, at the revision it was worked out for. */
export const TypeChangePreviewSchema = z.object({
  from: EntityTypeSchema,
  to: EntityTypeSchema,
  /** Every value the new type has no place for, as paths (`stores[0].name`). */
  dropped: z.array(z.string()),
  revision: z.number().int(),
});

/**
 * What an autosave answers: the parts of the view a save can change, without the draft (the
 * editor sent it and keeps its own, perhaps typed on since) and without the files (a save does not
 * touch them). Each field means what it means in the view; the editor lays it over its view. What
 * the documents say comes too: a save decides which filled fields still hold the document's value.
 */
export const SavedDraftViewSchema = ApplicationViewSchema.pick({
  id: true,
  revision: true,
  status: true,
  statusReason: true,
  businessName: true,
  updatedAt: true,
  nextAttemptAt: true,
  problems: true,
  notices: true,
  refusals: true,
  documents: true,
});

/** Why the service gave no usable answer, worded by the renderer (`error.service`). */
export const ServiceFailureSchema = z.object({ why: z.enum(SERVICE_FAILURES), httpStatus: z.number().int() });
export type ServiceFailure = z.infer<typeof ServiceFailureSchema>;

export const AttemptViewSchema = z.object({
  id: z.number().int(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  outcome: z.string().nullable(),
  httpStatus: z.number().int().nullable(),
  /** What happened, as a code the renderer words. */
  summary: AttemptSummarySchema,
  /** The service's own words (its refusal message), shown as the service's, never translated. */
  serviceText: z.string().nullable(),
});

/** Where a value in force comes from; `none` when there is none. */
export const SETTING_SOURCES = ['training', 'startup', 'stored', 'none'] as const;
export type SettingSource = (typeof SETTING_SOURCES)[number];

export const AppSettingsViewSchema = z.object({
  baseUrl: z.string().nullable(),
  apiVersion: z.string(),
  trainingMode: z.boolean(),
  /** The API key is write-only: only its fingerprint comes back. */
  apiKeyFingerprint: z.string().nullable(),
  lastSync: z.object({ at: z.string(), keyFingerprint: z.string() }).nullable(),
  dataDir: z.string(),
  language: LanguageSchema,
  operatorName: z.string(),
  agentName: z.string(),
  /** Nobody has answered the first-start question (language and the agent's name) on this machine yet. */
  firstStart: z.boolean(),
  /**
   * What requests go to now, and where each value comes from: the training service, the command
   * that started the app (`--base-url`, `FIELDBOARD_API_KEY`, which win over what is stored), or
   * the stored settings. Never the key itself.
   */
  inForce: z.object({
    baseUrl: z.string().nullable(),
    baseUrlFrom: z.enum(SETTING_SOURCES),
    apiKeyFingerprint: z.string().nullable(),
    apiKeyFrom: z.enum(SETTING_SOURCES),
    /**
     * A key given at start (`FIELDBOARD_API_KEY`) and the one address it is used with, null when
     * it came without one (then it is used nowhere); null when no key was given at start.
     */
    startupKey: z.object({ boundTo: z.string().nullable() }).nullable(),
  }),
  /** Training off and an address or key missing: nothing can be submitted (decision F10). */
  missing: z.enum(SERVICE_MISSING).nullable(),
});

export const StatusViewSchema = z.object({
  online: z.boolean().nullable(),
  lastSyncAt: z.string().nullable(),
  /** Applications queued or sending. */
  waiting: z.number().int(),
  training: z.boolean(),
});

export const ServiceSettingsViewSchema = z.object({
  snapshot: z.object({ fetchedAt: z.string(), settings: SettingsSchema }).nullable(),
});

export const SyncViewSchema = z.object({
  ok: z.boolean(),
  at: z.string().nullable(),
  changed: z.boolean(),
  needsAttention: z.number().int(),
  error: ServiceFailureSchema.nullable(),
});

export type ApplicationView = z.infer<typeof ApplicationViewSchema>;
export type SavedDraftView = z.infer<typeof SavedDraftViewSchema>;
export type ApplicationSummary = z.infer<typeof ApplicationSummarySchema>;
export type DocumentView = z.infer<typeof DocumentViewSchema>;
export type RefusalView = z.infer<typeof RefusalViewSchema>;
export type AttemptView = z.infer<typeof AttemptViewSchema>;
export type AppSettingsView = z.infer<typeof AppSettingsViewSchema>;
export type StatusView = z.infer<typeof StatusViewSchema>;
export type ServiceSettingsView = z.infer<typeof ServiceSettingsViewSchema>;
export type SyncView = z.infer<typeof SyncViewSchema>;
export type DocumentsView = z.infer<typeof DocumentsViewSchema>;
export type DocumentReadingView = z.infer<typeof DocumentReadingViewSchema>;
export type DocumentValue = z.infer<typeof DocumentValueSchema>;
export type TypeChangePreview = z.infer<typeof TypeChangePreviewSchema>;
export type SubmissionResultView = z.infer<typeof SubmissionResultSchema>;
