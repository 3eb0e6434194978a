import { type PathSegment, formatPath } from './problem';

/** Codes that come from what a stored document says (main/core/document-notices.ts). */
const DOCUMENT_NOTICES = [
  /**
   * What the applicant's identity document says against the form (shared/documents/): its date of
   * birth (`date`), its name (`name`, surname first, as the zone spells it), its personal number
   * (`number`), or the date of birth against the date the kennitala encodes (`date`, `kennitalaDate`).
   */
  'document_birth_date_differs',
  'document_name_differs',
  'document_personal_number_differs',
  'document_birth_date_not_kennitala',
  /** The identity document's expiry date (`date`) is before today: confirm to queue. */
  'document_expired',
  /** The identity document is a specimen (ICAO's UTO, a printer's BDR, or named SPECIMEN), never issued to a person. */
  'document_specimen',
  /**
   * The zone's name (`name`, surname first, in its A–Z) for a name field the document neither
   * filled nor offered: the page's own spelling could not be read, so the agent types it.
   */
  'document_name_in_zone',
  /** The zone's names were not read clearly: none is filled, offered or compared. */
  'document_name_unread',
  /** A machine-readable zone was found but its check digits did not all compute: nothing was filled. */
  'document_zone_unreadable',
  /** No machine-readable zone on the identity document: nothing was filled. */
  'document_no_zone',
  /** Reading the document failed (its reader was stopped by its limits): nothing was compared. */
  'document_not_read',
  /** The bank's letter shows IBANs (`iban`), none of them the one typed: confirm to queue. */
  'letter_iban_differs',
  /** The bank's letter shows kennitölur (`holder`), not the applicant's or company's (`party`): confirm to queue. */
  'letter_holder_differs',
  /** The bank's letter shows no IBAN (or no text at all to look in). */
  'letter_no_iban',
  /**
   * The bank's letter is a PDF whose text layer carries an IBAN or kennitala its pages do not
   * show (or they show one it lacks): only what the pages show was read.
   */
  'letter_text_not_shown',
] as const;

/**
 * The second severity of the shared rules. A notice informs: it is shown on its field, in the
 * review, on the command line and in the receipt, but it never makes an application "not ready"
 * (only a `Problem` does that). Some notices are confirmable: the application is queued only once
 * the agent has confirmed each of them with a reason, and that confirmation is written to the
 * audit log (`main/core/applications/notices.ts`).
 *
 * To add a notice: add its code here (and to `CONFIRMABLE_NOTICE_CODES` if queueing needs the
 * agent's word), produce it from a rule in `shared/rules/` (`NOTICE_RULES` in
 * validate-application.ts) or, when it needs the database, from a source in `main/core/applications/notices.ts`,
 * and word it in renderer/src/lib/i18n/catalogue/notices.ts in both languages.
 */
export const NOTICE_CODES = [
  /** A kennitala whose ninth digit does not compute as a modulo-11 check digit (issued so since 18 Feb 2026). */
  'kennitala_unverifiable',
  /**
   * One of Registers Iceland's test persons (gervimenn): fine for training; an application holding
   * one is not queued for any other service (main/core/applications/test-persons.ts).
   */
  'kennitala_test_person',
  /** An Icelandic IBAN whose holder kennitala is not the applicant's or the company's. */
  'iban_holder_differs',
  /**
   * The merchant's kennitala or company number, or its IBAN, is also on another
   * application in the agent's database (found by the blind index, main/core/applications/duplicates.ts).
   */
  'possible_duplicate',
  /** As `possible_duplicate`, but the other application was sent (submitted, or its outcome is not known): confirm to queue. */
  'duplicate_of_submitted',
  /**
   * As `possible_duplicate`, but a restore holds the other: it may have been boarded from the lost
   * computer after its backup was made (main/database/backup/restore-hold.ts). Confirm to queue.
   */
  'duplicate_of_held',
  /** As `possible_duplicate`, but the other is ready or queued: it may still be sent. Confirm to queue. */
  'duplicate_of_pending',
  /** A phone of its plan's shape in no range the plan lists as in use (shared/rules/phone.ts). */
  'phone_unassigned',
  /** A store's category that some of its accepted card schemes do not list (shared/rules/stores/mcc.ts). */
  'mcc_not_listed_by_scheme',
  /** The persons' shares of a partnership or other add up to less than 100 % (`total` in params). */
  'shares_under_100',
  /**
   * A restore left this document out: the checks every document passes refused it (`why`, a
   * refused file's code). Said while the draft still points to it (main/core/backup/restore-notices.ts).
   */
  'document_kept_out',
  ...DOCUMENT_NOTICES,
] as const;

export type NoticeCode = (typeof NOTICE_CODES)[number];

/** Codes the shared rules produce: the renderer recomputes these live; any other code comes from main's sources. */
export const RULE_NOTICE_CODES: readonly NoticeCode[] = [
  'kennitala_unverifiable',
  'kennitala_test_person',
  'iban_holder_differs',
  'phone_unassigned',
  'mcc_not_listed_by_scheme',
  'shares_under_100',
];

/** Notices the agent must confirm, with a reason, before the application can be queued. */
export const CONFIRMABLE_NOTICE_CODES: readonly NoticeCode[] = [
  'iban_holder_differs',
  'duplicate_of_submitted',
  'duplicate_of_held',
  'duplicate_of_pending',
  'letter_iban_differs',
  'letter_holder_differs',
  // An expired ID proves no identity today: boarding on it is the agent's decision, on record.
  'document_expired',
];

/**
 * Another application for the same merchant (main/core/applications/duplicates.ts), each naming it in `params.id`.
 * All but `possible_duplicate` are confirmable, and only by a confirmation of their own (the command
 * line's `--confirm-duplicate`): answering another notice must never board a merchant twice.
 */
export const DUPLICATE_NOTICE_CODES: readonly NoticeCode[] = [
  'possible_duplicate',
  'duplicate_of_submitted',
  'duplicate_of_held',
  'duplicate_of_pending',
];

export function isDuplicateNotice(item: Pick<Notice, 'code'>): boolean {
  return DUPLICATE_NOTICE_CODES.includes(item.code);
}

/** What a stored document says against the form; the receipt prints none of it. */
export const DOCUMENT_NOTICE_CODES: readonly NoticeCode[] = DOCUMENT_NOTICES;

export interface Notice {
  severity: 'notice';
  /** Where it applies, from the application's root, as a `Problem`'s path. */
  path: PathSegment[];
  code: NoticeCode;
  /** An English sentence for the command line and logs; the renderer words it from `code` and `params`. */
  message: string;
  /** The values the wording needs, e.g. `{ holder: '010130-3019' }`. */
  params: Record<string, string>;
}

/** The agent's word on one confirmable notice, given when queueing. */
export interface NoticeConfirmation {
  code: NoticeCode;
  path: readonly PathSegment[];
  reason: string;
}

/** A reason must say something; it is sealed in the audit log, so it is bounded, not censored. */
export const CONFIRMATION_REASON_MIN = 3;
export const CONFIRMATION_REASON_MAX = 500;

export function notice(path: PathSegment[], code: NoticeCode, message: string, params: Record<string, string> = {}): Notice {
  return { severity: 'notice', path, code, message, params };
}

export function isConfirmable(item: Pick<Notice, 'code'>): boolean {
  return CONFIRMABLE_NOTICE_CODES.includes(item.code);
}

/** One notice per code and place: `iban_holder_differs@bankAccount.iban`. */
export function noticeKey(item: { code: NoticeCode; path: readonly PathSegment[] }): string {
  return `${item.code}@${formatPath(item.path)}`;
}

export function isUsableReason(reason: string): boolean {
  const trimmed = reason.trim();
  return trimmed.length >= CONFIRMATION_REASON_MIN && trimmed.length <= CONFIRMATION_REASON_MAX;
}

/** The confirmable notices that no confirmation with a usable reason answers. */
export function unconfirmedNotices(notices: readonly Notice[], confirmations: readonly NoticeConfirmation[]): Notice[] {
  const answered = new Set(confirmations.filter((c) => isUsableReason(c.reason)).map(noticeKey));
  return notices.filter((item) => isConfirmable(item) && !answered.has(noticeKey(item)));
}

/** The confirmations that answer a notice present now, one per notice, reasons trimmed: what the audit log records. */
export function matchingConfirmations(notices: readonly Notice[], confirmations: readonly NoticeConfirmation[]): NoticeConfirmation[] {
  const wanted = new Set(notices.filter(isConfirmable).map(noticeKey));
  const out = new Map<string, NoticeConfirmation>();
  for (const confirmation of confirmations) {
    const key = noticeKey(confirmation);
    if (wanted.has(key) && isUsableReason(confirmation.reason) && !out.has(key))
      out.set(key, { code: confirmation.code, path: confirmation.path, reason: confirmation.reason.trim() });
  }
  return [...out.values()];
}

/** Drops repeats of the same code at the same place. */
export function dedupeNotices(notices: readonly Notice[]): Notice[] {
  const seen = new Set<string>();
  return notices.filter((item) => {
    const key = noticeKey(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
