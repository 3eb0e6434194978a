import type { EntityType } from '../entity-types';
import { processingFeesRule } from '../rules/fees';
import type { Notice } from '../rules/notice';
import type { Problem } from '../rules/problem';
import { applicationNotices, validateApplication } from '../rules/validate-application';
import type { Settings } from '../wire/settings';
import { type DraftBody, resolveAttachments } from './draft-body';

/** What validation needs of a stored attachment: not its bytes, only that it exists and its name. */
export interface AttachmentFacts {
  id: string;
  fileName: string;
}

/**
 * Validates a draft without reading attachment bytes: each reference stands in as a minimal valid
 * file with the stored name. Sizes and types were checked when the file was stored.
 */
export function validateDraft(
  type: EntityType,
  draft: DraftBody,
  options: { settings: Settings | undefined; attachments: readonly AttachmentFacts[]; today?: string },
): Problem[] {
  const byId = new Map(options.attachments.map((a) => [a.id, a]));
  const application = resolveAttachments(draft.application, (ref) => {
    const facts = byId.get(ref.attachmentId);
    return facts === undefined ? undefined : { File: 'AA==', Filename: facts.fileName };
  });
  return [
    ...validateApplication(type, application, { settings: options.settings, today: options.today }),
    ...processingFeesRule(draft.processingFees, options.settings),
  ];
}

/** The notices of a draft (they need no attachments or settings): what informs without blocking. */
export function draftNotices(type: EntityType, draft: DraftBody): Notice[] {
  return applicationNotices(type, draft.application);
}
