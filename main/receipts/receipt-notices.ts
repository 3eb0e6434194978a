import type { Notice, NoticeCode } from '$shared/rules/notice';
import { maskToLastFour } from './mask';

/**
 * A notice as the receipt prints it (notices speak the same way in the app, the command line and
 * the receipt). Only what the merchant may see: the holder's kennitala masked to its last
 * four like every personal number on the receipt (R2), never the agent's reason.
 */
export type ReceiptNotice =
  { code: 'kennitala_unverifiable' } | { code: 'iban_holder_differs'; party: 'applicant' | 'company'; holderMasked: string };

/** One receipt line per kind of notice and holder, in the order the rules gave them. */
export function receiptNoticesOf(notices: readonly Notice[]): ReceiptNotice[] {
  const seen = new Set<string>();
  return notices.flatMap((item): ReceiptNotice[] => {
    const printed = toReceiptNotice(item);
    if (printed === undefined) return [];
    const key = JSON.stringify(printed);
    if (seen.has(key)) return [];
    seen.add(key);
    return [printed];
  });
}

/** Undefined for what the merchant's copy must not print: another application's business (a possible duplicate), a test person. */
function toReceiptNotice(item: Notice): ReceiptNotice | undefined {
  const code: NoticeCode = item.code;
  switch (code) {
    case 'kennitala_unverifiable':
      return { code };
    case 'iban_holder_differs':
      return {
        code,
        party: item.params.party === 'applicant' ? 'applicant' : 'company',
        holderMasked: maskToLastFour(item.params.holder ?? ''),
      };
    // A test person is the agent's business: such an application goes to the training service only.
    case 'kennitala_test_person':
    case 'possible_duplicate':
    case 'duplicate_of_submitted':
    case 'duplicate_of_held':
    case 'duplicate_of_pending':
      return undefined;
    // A check for the agent while boarding, not a word for the merchant's copy.
    case 'shares_under_100':
      return undefined;
    // A restore's doing on the agent's machine, not the merchant's business.
    case 'document_kept_out':
      return undefined;
    // What a document says is personal data read from it: the receipt prints none of it.
    case 'document_birth_date_differs':
    case 'document_name_differs':
    case 'document_personal_number_differs':
    case 'document_birth_date_not_kennitala':
    case 'document_expired':
    case 'document_specimen':
    case 'document_name_in_zone':
    case 'document_name_unread':
    case 'document_zone_unreadable':
    case 'document_no_zone':
    case 'document_not_read':
    case 'letter_iban_differs':
    case 'letter_holder_differs':
    case 'letter_no_iban':
    case 'letter_text_not_shown':
      return undefined;
  }
}
