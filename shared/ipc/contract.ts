import { z } from 'zod';
import { ATTACHMENT_ROLES } from '../draft/draft-body';
import {
  AppSettingsViewSchema,
  ApplicationSummarySchema,
  ApplicationViewSchema,
  AttachmentViewSchema,
  AttemptViewSchema,
  DraftBodySchema,
  EntityTypeSchema,
  IdSchema,
  LanguageSchema,
  ServiceSettingsViewSchema,
  StatusSchema,
  StatusViewSchema,
  SyncViewSchema,
} from './views';

const empty = z.object({});
const byId = z.object({ id: IdSchema });

/**
 * Every channel between the renderer and main: `domain:verb` → request and response schemas.
 * Main validates each request and each response with these; the preload and the browser host
 * expose exactly these names. Nothing about a channel is written anywhere else.
 */
export const IPC_CHANNELS = {
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
  'applications:get': { request: byId, response: ApplicationViewSchema },
  'applications:saveDraft': {
    request: z.object({ id: IdSchema, draft: DraftBodySchema, expectedRevision: z.number().int().optional() }),
    response: ApplicationViewSchema,
  },
  'applications:delete': { request: byId, response: empty },
  'applications:queue': { request: byId, response: ApplicationViewSchema },
  'applications:unqueue': { request: byId, response: ApplicationViewSchema },
  'attachments:add': {
    request: z.object({
      applicationId: IdSchema,
      role: z.enum(ATTACHMENT_ROLES),
      fileName: z.string().min(1).max(200),
      /** The file as base64; its type is read from the bytes, never from the name. */
      dataBase64: z.string().min(1).max(15_000_000),
    }),
    response: AttachmentViewSchema,
  },
  'attachments:remove': { request: z.object({ attachmentId: IdSchema }), response: empty },
  'attachments:read': {
    request: z.object({ attachmentId: IdSchema }),
    response: z.object({ mediaType: z.string(), dataBase64: z.string() }),
  },
  'outbox:sendNow': { request: empty, response: empty },
  'outbox:attempts': { request: byId, response: z.array(AttemptViewSchema) },
  'outbox:resolve': {
    request: z.object({
      id: IdSchema,
      merchantId: z.number().int().nonnegative(),
      stores: z.array(z.object({ agreementId: z.number().int().nonnegative(), terminalId: z.number().int().nonnegative() })),
    }),
    response: ApplicationViewSchema,
  },
  'outbox:resend': { request: byId, response: ApplicationViewSchema },
  'settings:get': { request: empty, response: AppSettingsViewSchema },
  'settings:update': {
    request: z.object({
      baseUrl: z.string().max(500).nullable().optional(),
      apiVersion: z
        .string()
        .regex(/^\d+\.\d+$/)
        .optional(),
      trainingMode: z.boolean().optional(),
      language: LanguageSchema.optional(),
      operatorName: z.string().max(200).optional(),
      agentName: z.string().max(200).optional(),
    }),
    response: AppSettingsViewSchema,
  },
  'settings:setApiKey': { request: z.object({ apiKey: z.string().min(1).max(500).nullable() }), response: AppSettingsViewSchema },
  'settings:sync': { request: empty, response: SyncViewSchema },
  'service:settings': { request: empty, response: ServiceSettingsViewSchema },
  'backup:export': { request: z.object({ passphrase: z.string().min(8).max(500) }), response: z.object({ file: z.string() }) },
  'status:get': { request: empty, response: StatusViewSchema },
} as const;

/** Events main pushes to the renderer. */
export const IPC_EVENTS = {
  'status:changed': StatusViewSchema,
  'applications:changed': z.object({ ids: z.array(IdSchema) }),
  'sync:progress': z.object({ phase: z.enum(['started', 'finished', 'failed']), message: z.string().nullable() }),
} as const;

export type IpcChannel = keyof typeof IPC_CHANNELS;
export type IpcEvent = keyof typeof IPC_EVENTS;
export type IpcRequest<C extends IpcChannel> = z.input<(typeof IPC_CHANNELS)[C]['request']>;
export type IpcResponse<C extends IpcChannel> = z.output<(typeof IPC_CHANNELS)[C]['response']>;
export type IpcEventPayload<E extends IpcEvent> = z.output<(typeof IPC_EVENTS)[E]>;

export const IPC_CHANNEL_NAMES = Object.keys(IPC_CHANNELS) as IpcChannel[];
export const IPC_EVENT_NAMES = Object.keys(IPC_EVENTS) as IpcEvent[];

export function isIpcChannel(name: unknown): name is IpcChannel {
  return typeof name === 'string' && Object.hasOwn(IPC_CHANNELS, name);
}

export function isIpcEvent(name: unknown): name is IpcEvent {
  return typeof name === 'string' && Object.hasOwn(IPC_EVENTS, name);
}
