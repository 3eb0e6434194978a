import type { applicationsChannels } from '../../../shared/ipc/channels/applications';
import {
  applicationView,
  blankDraft,
  changeType,
  copyAsNew,
  createDraft,
  deleteApplication,
  listApplications,
  previewTypeChange,
  queueApplication,
  saveAndValidate,
  savedDraftView,
  unqueueApplication,
} from '../../core';
import { HandlerError } from '../dispatcher';
import { type ChannelHandlers, type HandlerContext, notifier } from './context';

/**
 * Applications: list, start, create, read, autosave with validation, delete, copy, change of
 * type, queue and take back. Each translates to one call of the core; the core's refusals
 * become typed errors in the dispatcher.
 */
export function applicationsHandlers({ core, scheduler, events }: HandlerContext): ChannelHandlers<typeof applicationsChannels> {
  const { store } = core;
  const agent = () => ({ store, snapshot: core.currentSnapshot(), actor: 'agent' as const });
  const { changed, publishStatus } = notifier({ core, scheduler, events });

  return {
    'applications:list': (query) => listApplications(store, query),
    'applications:blank': ({ entityType }) => ({ draft: blankDraft(entityType, core.currentSnapshot()) }),
    'applications:create': ({ entityType, draft }) => {
      const record = createDraft(agent(), { entityType, draft });
      changed(record.id);
      return applicationView(store, record.id);
    },
    'applications:get': ({ id }) => applicationView(store, id),
    'applications:saveDraft': ({ id, draft, expectedRevision }) => {
      const { record } = saveAndValidate(agent(), { id, draft, expectedRevision });
      changed(id);
      return savedDraftView(store, record, draft);
    },
    'applications:delete': ({ id, expectedRevision }) => {
      deleteApplication(store, id, 'agent', expectedRevision);
      changed(id);
      return {};
    },
    'applications:copy': ({ id }) => {
      const copy = copyAsNew(agent(), { id });
      changed(copy.id);
      return applicationView(store, copy.id);
    },
    'applications:previewTypeChange': ({ id, entityType }) => previewTypeChange(store, id, entityType),
    'applications:changeType': ({ id, entityType, expectedRevision }) => {
      changeType(agent(), { id, to: entityType, expectedRevision });
      changed(id);
      return applicationView(store, id);
    },
    'applications:queue': ({ id, confirmations }) => {
      const { problems, unconfirmed } = queueApplication(agent(), { id, confirmations });
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
      if (!unqueueApplication(agent(), { id })) throw new HandlerError('not_queued', {}, 'only a queued application can be taken back');
      changed(id);
      publishStatus();
      return applicationView(store, id);
    },
  };
}
