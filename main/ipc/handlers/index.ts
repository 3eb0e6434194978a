import type { Handlers } from '../dispatcher';
import { applicationsHandlers } from './applications';
import { attachmentsHandlers } from './attachments';
import { telling } from './changes';
import type { HandlerContext } from './context';
import { documentsHandlers } from './documents';
import { outboxHandlers } from './outbox';
import { receiptsHandlers } from './receipts';
import { restoreHandlers } from './restore';
import { settingsHandlers } from './settings';
import { storageHandlers } from './storage';

export type { HandlerContext } from './context';

/**
 * Every channel of the contract, over the core; one file per domain. The result is typed as
 * `Handlers`, so a channel added to the contract without a handler does not compile.
 * Platform parts (dialogs, printing) come with the shell. What each channel changes is told to
 * the windows after its handler, in one place (./changes.ts).
 */
export function createHandlers(context: HandlerContext): Handlers {
  return telling(
    {
      ...applicationsHandlers(context),
      ...attachmentsHandlers(context),
      ...documentsHandlers(context),
      ...outboxHandlers(context),
      ...receiptsHandlers(context),
      ...restoreHandlers(context),
      ...settingsHandlers(context),
      ...storageHandlers(context),
    },
    context,
  );
}
