import type { z } from 'zod';
import { IPC_CHANNEL_NAMES, type IPC_CHANNELS, type IpcChannel, type IpcResponse } from '$shared/ipc/contract';
import { coreFor, statusView } from '$main/core';
import type { Handlers } from '../dispatcher';
import type { HandlerContext } from './context';

type Request<C extends IpcChannel> = z.output<(typeof IPC_CHANNELS)[C]['request']>;

/** What a channel changes that a window shows, told to every window once its handler has succeeded. */
export interface Change<C extends IpcChannel> {
  /** Read before the handler runs, for what only the state before it can say (whose document is removed). */
  before?: (request: Request<C>) => readonly string[];
  /** The applications it changed, from its request, its answer and what `before` read; none is nothing to tell. */
  applications?: (request: Request<C>, answer: IpcResponse<C>, before: readonly string[]) => readonly string[];
  /** The status bar's figures (queued, unknown, held, training, the service) may have changed. */
  status?: true;
}

/**
 * Every channel of the contract, with what it changes: a channel added without a line here does
 * not compile. 'nothing': it reads, or changes nothing a window shows (a receipt printer's choice).
 * 'the runtime': the wipe, after which the runtime reopens the folder and tells every window itself.
 */
export type ChannelChanges = { [C in IpcChannel]: Change<C> | 'nothing' | 'the runtime' };

const itsId = ({ id }: { id: string }) => [id];
const answerId = (_: unknown, { id }: { id: string }) => [id];
const whenStored = ({ applicationId }: { applicationId: string }, answer: { outcome: string }) =>
  answer.outcome === 'stored' ? [applicationId] : [];
const lookedUp = (_: unknown, __: unknown, before: readonly string[]) => before;

/** The one place the windows are told what a request changed. */
export function channelChanges({ core }: Pick<HandlerContext, 'core'>): ChannelChanges {
  const { applications, documents, restore, storage } = coreFor(core, 'agent');
  const outstanding = () => applications.idsByStatus(['draft', 'ready', 'queued']);
  return {
    'applications:list': 'nothing',
    'applications:blank': 'nothing',
    'applications:create': { applications: answerId },
    'applications:get': 'nothing',
    'applications:saveDraft': { applications: itsId },
    'applications:delete': { applications: itsId },
    'applications:copy': { applications: answerId },
    'applications:previewTypeChange': 'nothing',
    'applications:changeType': { applications: itsId },
    'applications:queue': { applications: itsId, status: true },
    'applications:unqueue': { applications: itsId, status: true },
    'attachments:add': { applications: ({ applicationId }) => [applicationId] },
    'attachments:remove': {
      before: ({ attachmentId }) => {
        const owner = documents.applicationOf(attachmentId);
        return owner === undefined ? [] : [owner];
      },
      applications: lookedUp,
    },
    'attachments:read': 'nothing',
    'attachments:thumbnail': 'nothing',
    'documents:listScanners': 'nothing',
    'documents:scan': { applications: whenStored },
    'documents:pickFile': { applications: whenStored },
    'documents:cancelScan': 'nothing',
    // Every queued application becomes due now; what the run then sends, the scheduler tells.
    'outbox:sendNow': { before: () => applications.idsByStatus(['queued']), applications: lookedUp },
    'outbox:attempts': 'nothing',
    'outbox:resolve': { applications: itsId, status: true },
    'outbox:resend': { applications: itsId, status: true },
    // A print recorded makes the next one a reprint, which the application's receipt shows.
    'receipts:print': { applications: ({ id }, answer) => (answer.outcome === 'printed' ? [id] : []) },
    'receipts:printers': 'nothing',
    'receipts:choosePrinter': 'nothing',
    'receipts:render': 'nothing',
    'receipts:record': { applications: itsId },
    'receipts:pdf': { applications: itsId },
    'receipts:history': 'nothing',
    'restore:held': 'nothing',
    // Released: held before, and no longer in the answer's list of those held.
    'restore:confirm': {
      before: () => restore.held().map(({ id }) => id),
      applications: (_, answer, heldBefore) => heldBefore.filter((id) => !answer.applications.some((held) => held.id === id)),
      status: true,
    },
    'settings:get': 'nothing',
    'settings:update': { status: true },
    'settings:setApiKey': { status: true },
    // Every outstanding application is validated again against the settings synced.
    'settings:sync': { before: outstanding, applications: (_, answer, before) => (answer.ok ? before : []), status: true },
    'service:settings': 'nothing',
    'backup:export': 'nothing',
    'status:get': 'nothing',
    'storage:get': 'nothing',
    // A shorter period purges now what it makes due.
    'storage:setRetention': { before: ({ days }) => storage.dueForPurge(days), applications: lookedUp },
    'storage:untouchedDrafts': 'nothing',
    'storage:wipe': 'the runtime',
  };
}

/**
 * The handlers, each followed by its telling: once a handler has succeeded, every window hears
 * which applications it changed and, where the status bar's figures may have moved, the status.
 * A refused request tells nothing. No handler tells by hand.
 */
export function telling(handlers: Handlers, context: Pick<HandlerContext, 'core' | 'scheduler' | 'events'>): Handlers {
  const { core, scheduler, events } = context;
  const changes = channelChanges(context);
  const told: Partial<Record<IpcChannel, (request: unknown) => unknown>> = {};
  for (const channel of IPC_CHANNEL_NAMES) {
    const change = changes[channel] as Change<IpcChannel> | string;
    const handler = handlers[channel] as (request: unknown) => unknown;
    if (typeof change === 'string') {
      told[channel] = handler;
      continue;
    }
    const tell = (request: unknown, answer: unknown, before: readonly string[]) => {
      const ids = change.applications?.(request as never, answer as never, before) ?? [];
      if (ids.length > 0) events.emit('applications:changed', { ids: [...new Set(ids)] });
      if (change.status) events.emit('status:changed', statusView(core, scheduler));
      return answer;
    };
    told[channel] = (request) => {
      const before = change.before?.(request as never) ?? [];
      const answer = handler(request);
      // The autosave's channel answers at once: it is told at once, without waiting a tick.
      return answer instanceof Promise ? answer.then((value) => tell(request, value, before)) : tell(request, answer, before);
    };
  }
  return told as Handlers;
}
