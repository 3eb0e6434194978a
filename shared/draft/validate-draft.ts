import type { EntityType } from '../entity-types';
import { processingFeesRule } from '../rules/fees';
import type { Notice } from '../rules/notice';
import type { Problem } from '../rules/problem';
import { applicationNotices, validateApplication } from '../rules/validate-application';
import type { Attachment } from '../wire/attachment';
import type { Settings } from '../wire/settings';
import { type DocumentRef, type DraftBody, resolveDocuments } from './draft-body';

/** What validation needs of a stored attachment: not its bytes, only that it exists and its name. */
export interface DocumentFacts {
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
  options: { settings: Settings | undefined; attachments: readonly DocumentFacts[]; today?: string },
): Problem[] {
  const application = resolveDocuments(draft.application, documentStandIn(options.attachments));
  return [
    ...validateApplication(type, application, { settings: options.settings, today: options.today }),
    ...processingFeesRule(draft.processingFees, options.settings),
  ];
}

/** The notices of a draft (they need no attachments or settings): what informs without blocking. */
export function draftNotices(type: EntityType, draft: DraftBody): Notice[] {
  return applicationNotices(type, draft.application);
}

/** Each reference to a stored file as validation sees it: a minimal valid file with the stored name; undefined if there is no such file. */
export function documentStandIn(attachments: readonly DocumentFacts[]): (ref: DocumentRef) => Attachment | undefined {
  const byId = new Map(attachments.map((a) => [a.id, a]));
  return (ref) => {
    const facts = byId.get(ref.attachmentId);
    return facts === undefined ? undefined : { File: 'AA==', Filename: facts.fileName };
  };
}
