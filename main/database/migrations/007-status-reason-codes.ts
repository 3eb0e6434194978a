import { type StatusReason, StatusReasonSchema } from '../../../shared/messages/status-reasons';
import type { Migration } from './types';

/**
 * Status reasons become codes with parameters, worded by the renderer in the agent's language
 * (decision LG4): an English sentence in the row would show raw on Icelandic screens.
 *
 * Additive: two columns are added and filled from the old text, which stays where it was. Each
 * sentence an earlier build wrote is recognised by its fixed wording; one that is not (edited by
 * hand, cut at 200 characters mid-number) becomes `legacy` carrying its text, which the outbox
 * shows as stored, marked as such. Nothing is guessed.
 */
export const migration: Migration = {
  version: 7,
  name: 'status-reason-codes',
  up(db) {
    db.exec(`
      ALTER TABLE applications ADD COLUMN status_reason_code TEXT;
      ALTER TABLE applications ADD COLUMN status_reason_params TEXT;
    `);
    const rows = db.prepare('SELECT id, status_reason FROM applications WHERE status_reason IS NOT NULL').all() as {
      id: string;
      status_reason: string;
    }[];
    const update = db.prepare('UPDATE applications SET status_reason_code = ?, status_reason_params = ? WHERE id = ?');
    for (const row of rows) {
      const reason = reasonFromLegacyText(row.status_reason);
      update.run(reason.code, JSON.stringify(reason.params), row.id);
    }
  },
};

const FIXED: Record<string, StatusReason> = {
  'queued for submission': { code: 'queued', params: {} },
  'taken back from the queue': { code: 'taken_back', params: {} },
  'send now': { code: 'send_now', params: {} },
  'validated against new settings': { code: 'revalidated', params: {} },
  'interrupted while sending; the service may have created the merchant': { code: 'interrupted', params: {} },
  'resent by decision after checking with the acquirer that no merchant was created': { code: 'resent', params: {} },
  'its stored state failed its integrity check; check with the acquirer': { code: 'tampered', params: {} },
  'restored from a backup: it was queued then and may have been sent since; check with the acquirer': {
    code: 'restored_queued',
    params: {},
  },
  'restored from a backup made while it was being sent; check with the acquirer': { code: 'restored_sending', params: {} },
};

/** The reason an earlier build's English sentence stood for; exported for its test. */
export function reasonFromLegacyText(text: string): StatusReason {
  const fixed = FIXED[text];
  if (fixed !== undefined) return fixed;
  const candidate = patterned(text);
  // Only a reason the current contract accepts is kept as a code (a `why` it does not know is not).
  const parsed = candidate === undefined ? undefined : StatusReasonSchema.safeParse(candidate);
  if (parsed?.success) return parsed.data;
  return { code: 'legacy', params: { text } };
}

function patterned(text: string): unknown {
  let match: RegExpExecArray | null;
  if (text.startsWith('sending to /')) return { code: 'sending', params: {} };
  if ((match = /^created merchant (\d+)$/.exec(text))) return { code: 'created', params: { merchantId: Number(match[1]) } };
  if ((match = /^the service refused it \((\d{3})\)$/.exec(text))) return { code: 'refused', params: { httpStatus: Number(match[1]) } };
  if ((match = /^not sent \((\w+)\); will retry$/.exec(text))) return { code: 'not_sent', params: { why: match[1] } };
  if ((match = /^the service did not process it \((\d{3}) (\w+)\); will retry$/.exec(text)))
    return { code: 'not_processed', params: { httpStatus: Number(match[1]), why: match[2] } };
  if ((match = /^the request may have reached the service \((\w+)\); check with the acquirer before sending again$/.exec(text)))
    return { code: 'may_have_arrived', params: { why: match[1] } };
  if ((match = /^outcome confirmed with the acquirer: merchant (\d+)$/.exec(text)))
    return { code: 'confirmed', params: { merchantId: Number(match[1]) } };
  if ((match = /^(the application is not complete|the settings changed): (.*)$/.exec(text))) {
    const count = problemCount(match[2]!);
    if (count === undefined) return undefined;
    return { code: match[1] === 'the settings changed' ? 'settings_changed' : 'incomplete', params: { count } };
  }
  return undefined;
}

/** `stores[0].name (required), iban (iban_invalid) and 4 more` → 6; undefined when the text was cut short. */
function problemCount(summary: string): number | undefined {
  const more = /^(.*) and (\d+) more$/.exec(summary);
  const listed = (more ? more[1]! : summary).split(', ');
  if (!listed.every((item) => /^\S+ \(\w+\)$/.test(item))) return undefined;
  return listed.length + (more ? Number(more[2]) : 0);
}
