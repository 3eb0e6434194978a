import type { ApplicationStatus } from '$shared/application-status';
import type { DraftBody } from '$shared/draft';
import { type EntityType, hasApplicant } from '$shared/entity-types';
import { type Notice, type NoticeCode, notice } from '$shared/rules/notice';
import type { PathSegment } from '$shared/rules/problem';
import { searchValuesOf } from '$shared/search/search-values';
import { type DuplicateKind, type TermMatch, applicationsSharingTerm, summariseSharing } from '$main/database/search/duplicate-lookup';
import type { ApplicationRecord, Database } from '$main/database';

/**
 * Never board the same merchant twice by accident (decision M1). An application whose merchant
 * number (a company's number, a sole trader's kennitala) or IBAN is also on another application
 * in the database, in any status, is a possible duplicate. Found through the search index's blind
 * terms (HMAC of the normalised value), never by reading other applications' sealed bodies.
 */

/**
 * Statuses in which the other merchant may already exist at the acquirer. `sending` and
 * `unknown_outcome` count, as the service may have created the merchant; the agent cannot tell
 * them from `submitted` safely.
 */
export const SENT_STATUSES: readonly ApplicationStatus[] = ['submitted', 'sending', 'unknown_outcome'];

/**
 * Statuses from which the other will be sent without anyone deciding again: queued now, or ready
 * to be. Matching one of these (or one a restore holds, in any status) is as much a second
 * merchant as matching a sent one, so it is confirmed too (see decisions: Duplicates and what is sent).
 */
export const PENDING_STATUSES: readonly ApplicationStatus[] = ['ready', 'queued'];

/** How far the other application is from being a merchant at the acquirer, nearest first. */
type Standing = 'sent' | 'held' | 'pending' | 'other';

const STANDINGS: readonly Standing[] = ['sent', 'held', 'pending', 'other'];

function standingOf(other: { status: ApplicationStatus; heldSince: string | null }): Standing {
  if (SENT_STATUSES.includes(other.status)) return 'sent';
  if (other.heldSince !== null) return 'held';
  return PENDING_STATUSES.includes(other.status) ? 'pending' : 'other';
}

const NOTICE_OF: Record<Standing, NoticeCode> = {
  sent: 'duplicate_of_submitted',
  held: 'duplicate_of_held',
  pending: 'duplicate_of_pending',
  other: 'possible_duplicate',
};

export interface PossibleDuplicate {
  id: string;
  businessName: string;
  status: ApplicationStatus;
  merchantId: number | null;
  /** While a restore holds it: the time of the backup it came from (restore-hold.ts). */
  heldSince: string | null;
  /** What matched: the merchant's number, the IBAN, or both. */
  matchedOn: DuplicateKind[];
}

/** Where each matched value lives in the application: the field its notice is shown on. */
function matchedPath(type: EntityType, kind: DuplicateKind): PathSegment[] {
  if (kind === 'iban') return ['bankAccount', 'iban'];
  return hasApplicant(type) ? ['applicant', 'ssn'] : ['company', 'number'];
}

/** The values a duplicate is matched on, by kind. */
function termsByKind(type: EntityType, draft: DraftBody): [DuplicateKind, string[]][] {
  const values = searchValuesOf(type, draft.application);
  return [
    ['merchant_number', values.merchantNumbers],
    ['iban', values.ibans],
  ];
}

function matchesByKind(
  database: Database,
  record: Pick<ApplicationRecord, 'id' | 'entityType'>,
  draft: DraftBody,
): [DuplicateKind, TermMatch[]][] {
  return termsByKind(record.entityType, draft).map(([kind, terms]) => {
    const seen = new Set<string>();
    const matches = terms
      .flatMap((term) => applicationsSharingTerm(database, kind, term, record.id))
      .filter((match) => !seen.has(match.id) && seen.add(match.id));
    return [kind, matches];
  });
}

/** Every other application sharing the merchant's number or IBAN: sent ones first, then held, then pending, then newest. */
export function possibleDuplicates(
  database: Database,
  record: Pick<ApplicationRecord, 'id' | 'entityType'>,
  draft: DraftBody,
): PossibleDuplicate[] {
  const byId = new Map<string, PossibleDuplicate>();
  for (const [kind, matches] of matchesByKind(database, record, draft)) {
    for (const match of matches) {
      const known = byId.get(match.id);
      if (known) known.matchedOn.push(kind);
      else
        byId.set(match.id, {
          id: match.id,
          businessName: match.businessName,
          status: match.status,
          merchantId: match.merchantId,
          heldSince: match.heldSince,
          matchedOn: [kind],
        });
    }
  }
  const rank = (d: PossibleDuplicate) => STANDINGS.indexOf(standingOf(d));
  return [...byId.values()].sort((a, b) => rank(a) - rank(b));
}

/**
 * One notice per matched field, naming one other application (the nearest to being a merchant at
 * the acquirer, as that is the one the agent must not board again) and how many more there are,
 * read without listing them: this runs on every autosave. Its code says how near that one is; all
 * but a match that cannot be sent without being queued again (draft, needs attention, rejected)
 * must be confirmed to queue. Its params carry the other's id, so the app links to it.
 */
export function duplicateNotices(database: Database, record: ApplicationRecord, draft: DraftBody): Notice[] {
  return termsByKind(record.entityType, draft).flatMap(([kind, terms]) => {
    const order = { sent: SENT_STATUSES, pending: PENDING_STATUSES };
    const { count, named: other } = summariseSharing(database, kind, terms, record.id, order);
    if (other === undefined) return [];
    const merchant = other.merchantId === null ? '' : `, merchant ${other.merchantId}`;
    const more = count > 1 ? ` and ${count - 1} more` : '';
    const what = kind === 'iban' ? 'the same IBAN' : 'the same number';
    return [
      notice(
        matchedPath(record.entityType, kind),
        NOTICE_OF[standingOf(other)],
        `possible duplicate of ${other.id} (${statusText(other)}): "${other.businessName || '(no name yet)'}"${merchant} has ${what}${more}`,
        {
          id: other.id,
          business: other.businessName,
          status: other.status,
          merchantId: other.merchantId === null ? '' : String(other.merchantId),
          more: String(count - 1),
          matched: kind,
        },
      ),
    ];
  });
}

/** The other's status as the command line prints it: `ready`, or `ready, held` while a restore holds it. */
export function statusText(other: { status: ApplicationStatus; heldSince: string | null }): string {
  return other.heldSince === null ? other.status : `${other.status}, held`;
}
