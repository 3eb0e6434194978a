import type { applicationsChannels } from '../../../shared/ipc/channels/applications';
import { createDraft, queueApplication, saveAndValidate, unqueueApplication } from '../../core/applications';
import { deleteApplication, listApplications } from '../../store';
import { applicationView } from '../application-view';
import { HandlerError } from '../dispatcher';
import { type ChannelHandlers, type HandlerContext, notifier } from './context';

/** Drafts: list, create, read, autosave with validation, delete, queue and take back. */
export function applicationsHandlers({ core, scheduler, events }: HandlerContext): ChannelHandlers<typeof applicationsChannels> {
  const { store } = core;
  const { changed, publishStatus } = notifier({ core, scheduler, events });

  return {
    'applications:list': (query) => listApplications(store, query),
    'applications:create': ({ entityType }) => {
      const record = createDraft(store, entityType, 'agent', core.currentSnapshot());
      changed(record.id);
      return applicationView(store, record.id);
    },
    'applications:get': ({ id }) => applicationView(store, id),
    'applications:saveDraft': ({ id, draft, expectedRevision }) => {
      saveAndValidate(store, id, draft, core.currentSnapshot(), 'agent', expectedRevision);
      changed(id);
      return applicationView(store, id);
    },
    'applications:delete': ({ id }) => {
      deleteApplication(store, id, 'agent');
      changed(id);
      return {};
    },
    'applications:queue': ({ id, confirmations }) => {
      const { problems, unconfirmed } = queueApplication(store, id, core.currentSnapshot(), 'agent', confirmations ?? []);
      if (problems.length > 0)
        throw new HandlerError(
          'not_ready',
          { count: problems.length },
          `the application is not ready: ${problems.length} problem(s) remain`,
        );
      if (unconfirmed.length > 0)
        throw new HandlerError(
          'confirmation_required',
          { count: unconfirmed.length },
          `confirm with a reason: ${unconfirmed.map((n) => n.code).join(', ')}`,
        );
      changed(id);
      publishStatus();
      scheduler.nudge();
      return applicationView(store, id);
    },
    'applications:unqueue': ({ id }) => {
      if (!unqueueApplication(store, id, 'agent')) throw new HandlerError('not_queued', {}, 'only a queued application can be taken back');
      changed(id);
      publishStatus();
      return applicationView(store, id);
    },
  };
}
