/**
 * One thing wrong with an application or a settings resource. Every rule and every schema check
 * reports problems in this one shape, so the review screen, the command line and the training
 * service's 422 body all name the same paths.
 */
export type PathSegment = string | number;

export interface Problem {
  /** Where the problem is, from the application's root, e.g. `['stores', 0, 'merchantCategoryCode']`. */
  path: PathSegment[];
  /** A stable code the renderer translates; see `PROBLEM_CODES`. */
  code: ProblemCode;
  /** An English sentence for logs, the command line and the service's error body. */
  message: string;
}

export const PROBLEM_CODES = [
  'required',
  'unknown_property',
  'invalid_type',
  'invalid_value',
  'too_short',
  'too_long',
  'invalid_format',
  'invalid_date',
  'date_in_future',
  'kennitala_invalid',
  'kennitala_birth_date_mismatch',
  'iban_invalid',
  /** An Icelandic IBAN's bank, ledger and account digits differ from `accountNumber`. */
  'account_number_mismatch',
  /** An account number written with its holder's kennitala names another holder than the Icelandic IBAN. */
  'account_holder_mismatch',
  'bic_invalid',
  'mcc_invalid',
  /** A category the card schemes allow only for stores in one country (their US region, Germany). */
  'mcc_region_only',
  /** A category none of the store's accepted card schemes lists. */
  'mcc_not_listed',
  'shares_over_100',
  'primary_contact_missing',
  /** The same kennitala on two persons of one application. */
  'person_repeated',
  'fee_name_unknown',
  'fee_name_duplicate',
  'fee_missing',
  'fee_out_of_bounds',
  'fee_precision',
  'fee_not_editable',
  'amex_restricted',
  'volume_missing',
  'volume_not_accepted',
  'amount_order',
  'attachment_invalid',
  /** A phone its country's numbering plan does not allow (shared/rules/phone.ts). */
  'phone_invalid',
  /** A reason the service gave when it refused the application. */
  'service_rejected',
  /** The settings changed after the application was validated. */
  'settings_changed',
  /** A registry test person in an application about to go to a service other than the training service (main's outbox). */
  'test_person_outside_training',
] as const;

export type ProblemCode = (typeof PROBLEM_CODES)[number];

/** `['stores', 0, 'name']` → `stores[0].name`, the spelling used in messages and HTTP bodies. */
export function formatPath(path: readonly PathSegment[]): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else out += out === '' ? segment : `.${segment}`;
  }
  return out === '' ? '(root)' : out;
}

/** The inverse of `formatPath`, for reading paths back from a service's error body. */
export function parsePath(text: string): PathSegment[] {
  if (text === '(root)') return [];
  const segments: PathSegment[] = [];
  const pattern = /([^.[\]]+)|\[(\d+)\]/g;
  for (const match of text.matchAll(pattern)) {
    if (match[2] !== undefined) segments.push(Number(match[2]));
    else if (match[1] !== undefined) segments.push(/^\d+$/.test(match[1]) ? Number(match[1]) : match[1]);
  }
  return segments;
}

export function problem(path: PathSegment[], code: ProblemCode, message: string): Problem {
  return { path, code, message };
}
