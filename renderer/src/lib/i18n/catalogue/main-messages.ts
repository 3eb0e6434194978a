import type { ATTEMPT_SUMMARIES } from '$shared/messages/attempt-summaries';
import type { MessageKeys } from '$shared/messages/define';
import type { NOT_SENT_WHY, STATUS_REASONS, UNKNOWN_WHY } from '$shared/messages/status-reasons';
import type { STORE_MISMATCHES } from '$shared/messages/store-mismatch';
import type { Entry } from './entry';

/**
 * The words for what main records as codes (shared/messages): why an application is in its
 * status, what each attempt did, how the answer's stores differ. The type below makes this file
 * name every code and every worded value in both languages; a value (`why`) is worded here and
 * placed into its sentence's `{why}`.
 */
type Keys =
  | MessageKeys<typeof STATUS_REASONS, 'reason'>
  | MessageKeys<typeof ATTEMPT_SUMMARIES, 'attempt'>
  | MessageKeys<typeof STORE_MISMATCHES, 'mismatch'>;

function under<P extends string, K extends string>(prefix: P, entries: Record<K, Entry>): Record<`${P}.${K}`, Entry> {
  return Object.fromEntries(Object.entries(entries).map(([key, entry]) => [`${prefix}.${key}`, entry])) as Record<`${P}.${K}`, Entry>;
}

/** Why a request never reached the service: worded once, used by status reasons and attempts. */
const NOT_SENT: Record<(typeof NOT_SENT_WHY)[number], Entry> = {
  offline: { en: 'no network', is: 'engin nettenging' },
  refused: { en: 'the service refused the connection', is: 'þjónustan hafnaði tengingunni' },
  dns: { en: 'the service’s address was not found', is: 'vistfang þjónustunnar fannst ekki' },
  timeout: { en: 'no connection in time', is: 'tenging náðist ekki í tæka tíð' },
  tls: { en: 'the secure connection failed', is: 'örugg tenging mistókst' },
  reset: { en: 'the connection broke', is: 'tengingin rofnaði' },
  response_too_large: { en: 'the answer was too large', is: 'svarið var of stórt' },
  other: { en: 'the connection failed', is: 'tengingin mistókst' },
};

/** Why a request may or may not have reached the service. */
const UNKNOWN: Record<(typeof UNKNOWN_WHY)[number], Entry> = {
  lost: { en: 'the answer was lost', is: 'svarið tapaðist' },
  server_error: { en: 'the service reported an error', is: 'þjónustan tilkynnti villu' },
  unreadable_success: { en: 'the service’s answer could not be read', is: 'ekki var hægt að lesa svar þjónustunnar' },
  unexpected_status: { en: 'the service answered unexpectedly', is: 'þjónustan svaraði á óvæntan hátt' },
  timeout: { en: 'no answer in time', is: 'svar barst ekki í tæka tíð' },
  reset: { en: 'the connection broke', is: 'tengingin rofnaði' },
  response_too_large: { en: 'the answer was too large', is: 'svarið var of stórt' },
  other: { en: 'the connection failed', is: 'tengingin mistókst' },
};

export const mainMessages = {
  'reason.queued': { en: 'Queued for sending.', is: 'Sett í biðröð til sendingar.' },
  'reason.taken_back': { en: 'Taken back from the queue.', is: 'Tekin til baka úr biðröðinni.' },
  'reason.send_now': { en: 'Asked to be sent now.', is: 'Beðið um sendingu strax.' },
  'reason.revalidated': {
    en: 'Checked again against the acquirer’s new settings.',
    is: 'Yfirfarin aftur miðað við nýjar stillingar færsluhirðisins.',
  },
  'reason.sending': { en: 'Being sent to the acquirer.', is: 'Verið er að senda hana til færsluhirðisins.' },
  'reason.created': { en: 'The acquirer created merchant {merchantId}.', is: 'Færsluhirðirinn stofnaði söluaðila {merchantId}.' },
  'reason.refused': { en: 'The acquirer refused it (HTTP {httpStatus}).', is: 'Færsluhirðirinn hafnaði henni (HTTP {httpStatus}).' },
  'reason.not_sent': { en: 'Not sent: {why}. It will be tried again.', is: 'Ekki send: {why}. Reynt verður aftur.' },
  ...under('reason.not_sent.why', NOT_SENT),
  'reason.not_processed': {
    en: 'The service did not process it (HTTP {httpStatus}: {why}). It will be tried again.',
    is: 'Þjónustan vann ekki úr henni (HTTP {httpStatus}: {why}). Reynt verður aftur.',
  },
  'reason.not_processed.why.unauthorized': { en: 'the API key was refused', is: 'API-lyklinum var hafnað' },
  'reason.not_processed.why.not_found': { en: 'the address was not found', is: 'slóðin fannst ekki' },
  'reason.not_processed.why.throttled': { en: 'the service asked to wait', is: 'þjónustan bað um bið' },
  'reason.may_have_arrived': {
    en: 'It may have reached the acquirer ({why}). Check with the acquirer before sending it again.',
    is: 'Hún gæti hafa borist færsluhirðinum ({why}). Athugaðu hjá færsluhirðinum áður en hún er send aftur.',
  },
  ...under('reason.may_have_arrived.why', UNKNOWN),
  'reason.interrupted': {
    en: 'The app stopped while sending it; the acquirer may have created the merchant.',
    is: 'Forritið stöðvaðist meðan hún var í sendingu; færsluhirðirinn gæti hafa stofnað söluaðilann.',
  },
  'reason.tampered': {
    en: 'Its stored record failed its integrity check, so it will not be sent: check with the acquirer.',
    is: 'Vistuð færsla hennar stóðst ekki heilleikaprófun og því verður hún ekki send: athugaðu hjá færsluhirðinum.',
  },
  'reason.restored_queued': {
    en: 'Restored from a backup: it was queued then and may have been sent since. Check with the acquirer.',
    is: 'Endurheimt úr afriti: hún var þá í biðröð og gæti hafa verið send síðan. Athugaðu hjá færsluhirðinum.',
  },
  'reason.restored_sending': {
    en: 'Restored from a backup made while it was being sent. Check with the acquirer.',
    is: 'Endurheimt úr afriti sem var tekið meðan hún var í sendingu. Athugaðu hjá færsluhirðinum.',
  },
  'reason.restored_sent': {
    en: 'Restored from a backup whose history shows it was sent. It will not be sent again: check with the acquirer and record its IDs.',
    is: 'Endurheimt úr afriti sem sýnir að hún var send. Hún verður ekki send aftur: athugaðu hjá færsluhirðinum og skráðu auðkenni hennar.',
  },
  'reason.incomplete': {
    en: { one: 'It is not complete: {count} thing to fix.', other: 'It is not complete: {count} things to fix.' },
    is: {
      one: 'Hún er ekki fullbúin: {count} athugasemd bíður lagfæringar.',
      other: 'Hún er ekki fullbúin: {count} athugasemdir bíða lagfæringar.',
    },
  },
  'reason.settings_changed': {
    en: {
      one: 'The acquirer’s settings changed: {count} thing to fix.',
      other: 'The acquirer’s settings changed: {count} things to fix.',
    },
    is: {
      one: 'Stillingar færsluhirðisins breyttust: {count} athugasemd bíður lagfæringar.',
      other: 'Stillingar færsluhirðisins breyttust: {count} athugasemdir bíða lagfæringar.',
    },
  },
  'reason.confirmed': {
    en: 'Confirmed with the acquirer: merchant {merchantId}.',
    is: 'Staðfest hjá færsluhirðinum: söluaðili {merchantId}.',
  },
  'reason.resent': {
    en: 'Queued again after checking with the acquirer that no merchant was created.',
    is: 'Sett aftur í biðröð eftir að staðfest var hjá færsluhirðinum að enginn söluaðili hefði verið stofnaður.',
  },
  'reason.legacy': { en: 'Recorded by an earlier version, in English: “{text}”', is: 'Skráð af eldri útgáfu, á ensku: „{text}“' },

  'attempt.pending': { en: 'In progress', is: 'Í gangi' },
  'attempt.created': { en: 'The merchant was created.', is: 'Söluaðilinn var stofnaður.' },
  'attempt.refused': { en: 'Refused by the acquirer.', is: 'Hafnað af færsluhirðinum.' },
  'attempt.not_sent': { en: 'Not sent: {why}.', is: 'Ekki send: {why}.' },
  ...under('attempt.not_sent.why', NOT_SENT),
  'attempt.not_processed': {
    en: 'Not processed by the service (HTTP {httpStatus}).',
    is: 'Þjónustan vann ekki úr henni (HTTP {httpStatus}).',
  },
  'attempt.unknown': { en: 'Outcome unknown: {why}.', is: 'Óviss niðurstaða: {why}.' },
  ...under('attempt.unknown.why', UNKNOWN),
  'attempt.serviceSaid': { en: 'The service’s own words:', is: 'Orð þjónustunnar sjálfrar:' },

  'mismatch.count': {
    en: 'stores sent: {sent}; stores in the answer: {received}',
    is: 'sölustaðir sendir: {sent}; sölustaðir í svarinu: {received}',
  },
  'mismatch.name': { en: 'store {store} came back named “{name}”', is: 'sölustaður {store} kom til baka með heitið „{name}“' },
  'mismatch.legacy': { en: 'recorded by an earlier version, in English: “{text}”', is: 'skráð af eldri útgáfu, á ensku: „{text}“' },
} satisfies Record<Keys | 'attempt.serviceSaid', Entry>;
