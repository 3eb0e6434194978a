import { z } from 'zod';
import { applicationsChannels } from './channels/applications';
import { attachmentsChannels } from './channels/attachments';
import { ScanProgressSchema, documentsChannels } from './channels/documents';
import { outboxChannels } from './channels/outbox';
import { receiptsChannels } from './channels/receipts';
import { restoreChannels } from './channels/restore';
import { settingsChannels } from './channels/settings';
import { storageChannels } from './channels/storage';
import { IdSchema, ServiceFailureSchema, StatusViewSchema } from './views';

/**
 * Every channel between the renderer and main: `domain:verb` → request and response schemas,
 * one file per domain under channels/. Main validates each request and each response with these;
 * the preload and the browser host expose exactly these names. Nothing about a channel is
 * written anywhere else.
 */
export const IPC_CHANNELS = {
  ...applicationsChannels,
  ...attachmentsChannels,
  ...documentsChannels,
  ...outboxChannels,
  ...receiptsChannels,
  ...restoreChannels,
  ...settingsChannels,
  ...storageChannels,
} as const;

/** Events main pushes to the renderer. */
export const IPC_EVENTS = {
  'status:changed': StatusViewSchema,
  'applications:changed': z.object({ ids: z.array(IdSchema) }),
  'sync:progress': z.object({ phase: z.enum(['started', 'finished', 'failed']), error: ServiceFailureSchema.nullable() }),
  'documents:scanProgress': ScanProgressSchema,
} as const;

export type IpcChannel = keyof typeof IPC_CHANNELS;
export type IpcEvent = keyof typeof IPC_EVENTS;
export type IpcRequest<C extends IpcChannel> = z.input<(typeof IPC_CHANNELS)[C]['request']>;
export type IpcResponse<C extends IpcChannel> = z.output<(typeof IPC_CHANNELS)[C]['response']>;
export type IpcEventPayload<E extends IpcEvent> = z.output<(typeof IPC_EVENTS)[E]>;

export const IPC_CHANNEL_NAMES = Object.keys(IPC_CHANNELS) as IpcChannel[];

export function isIpcChannel(name: unknown): name is IpcChannel {
  return typeof name === 'string' && Object.hasOwn(IPC_CHANNELS, name);
}

export function isIpcEvent(name: unknown): name is IpcEvent {
  return typeof name === 'string' && Object.hasOwn(IPC_EVENTS, name);
}
