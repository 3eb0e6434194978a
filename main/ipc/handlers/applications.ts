import type { applicationsChannels } from '$shared/ipc/channels/applications';
import { coreFor } from '$main/core';
import { HandlerError } from '../dispatcher';
import type { ChannelHandlers, HandlerContext } from './context';

/**
 * Applications: list, start, create, read, autosave with validation, delete, copy, change of
 * type, queue and take back. Each translates to one call of the core; the core's refusals
 * become typed errors in the dispatcher.
 */
export function applicationsHandlers({ core, scheduler }: HandlerContext): ChannelHandlers<typeof applicationsChannels> {
  const { applications } = coreFor(core, 'agent');
  return {
    'applications:list': (query) => applications.list(query),
    'applications:blank': ({ entityType }) => ({ draft: applications.blank(entityType) }),
    'applications:create': ({ entityType, draft }) => {
      const record = applications.create({ entityType, draft });
      return applications.view(record.id);
    },
    'applications:get': ({ id }) => applications.view(id),
    'applications:saveDraft': ({ id, draft, expectedRevision }) => {
      const { record } = applications.save({ id, draft, expectedRevision });
      return applications.savedView(record, draft);
    },
    'applications:delete': ({ id, expectedRevision }) => {
      applications.delete(id, expectedRevision);
      return {};
    },
    'applications:copy': ({ id }) => applications.view(applications.copy(id).id),
    'applications:previewTypeChange': ({ id, entityType }) => applications.previewTypeChange(id, entityType),
    'applications:changeType': ({ id, entityType, expectedRevision }) => {
      applications.changeType({ id, to: entityType, expectedRevision });
      return applications.view(id);
    },
    'applications:queue': ({ id, confirmations }) => {
      const testPersons = applications.testPersonsRefused(id);
      if (testPersons.length > 0)
        throw new HandlerError(
          'test_person_outside_training',
          { count: testPersons.length },
          `registry test persons go to the training service only: ${testPersons.length} in this application`,
        );
      const { problems, unconfirmed } = applications.queue({ id, confirmations });
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
      scheduler.nudge();
      return applications.view(id);
    },
    'applications:unqueue': ({ id }) => {
      if (!applications.unqueue(id)) throw new HandlerError('not_queued', {}, 'only a queued application can be taken back');
      return applications.view(id);
    },
  };
}
