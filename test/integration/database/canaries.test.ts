import { testReason } from '../../helpers/test-reason';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SettingsSchema } from '$shared/wire/settings';
import { completeApplication, TEST_PERSON_KENNITALA } from '../../fixtures/applications';
import {
  insertDocument,
  apiKeyFingerprint,
  beginSending,
  createApplication,
  finishAttempt,
  saveDraft,
  saveSettingsSnapshot,
  setApiKey,
  transition,
  type Database,
} from '$main/database';
import { openTestDatabase } from './helpers';

const KENNITALA = '010130-3019';
const IBAN = 'IS140159260076545510730339';
const API_KEY = 'fbk_live_Q7m2x9Kc4nary5ecret';
const CANARIES = [KENNITALA, KENNITALA.replace('-', ''), IBAN, API_KEY];
/** Stored clear on purpose; finding it proves the scan reads what SQLite wrote. */
const CONTROL = 'Canary Control Kaffi ehf';

/** The spellings a careless layer could leave on disk: text, UTF-16 both ways, base64 at each alignment, hex. */
function encodings(text: string): { label: string; bytes: Buffer }[] {
  const utf8 = Buffer.from(text, 'utf8');
  const forms = [
    { label: 'utf8', bytes: utf8 },
    { label: 'utf16le', bytes: Buffer.from(text, 'utf16le') },
    { label: 'utf16be', bytes: Buffer.from(text, 'utf16le').swap16() },
    { label: 'hex', bytes: Buffer.from(utf8.toString('hex')) },
  ];
  for (let shift = 0; shift < 3; shift++) {
    // Inside a longer value the canary's base64 depends on its offset mod 3; the middle part is fixed.
    const encoded = Buffer.concat([Buffer.alloc(shift, 0x41), utf8]).toString('base64');
    const stable = encoded.slice(shift === 0 ? 0 : 4, -4);
    forms.push({ label: `base64+${shift}`, bytes: Buffer.from(stable) });
    forms.push({ label: `base64url+${shift}`, bytes: Buffer.from(stable.replace(/\+/g, '-').replace(/\//g, '_')) });
  }
  return forms;
}

function filesOf(database: Database): string[] {
  return [database.dbPath, `${database.dbPath}-wal`, `${database.dbPath}-shm`];
}

function leaks(paths: string[]): string[] {
  const found: string[] = [];
  for (const path of paths) {
    if (!existsSync(path)) continue;
    const raw = readFileSync(path);
    for (const canary of CANARIES) {
      for (const form of encodings(canary)) if (raw.includes(form.bytes)) found.push(`${canary} as ${form.label} in ${path}`);
    }
  }
  return found;
}

function containsControl(paths: string[]): boolean {
  return paths.some((path) => existsSync(path) && readFileSync(path).includes(Buffer.from(CONTROL)));
}

/** Personal data in every sealed place: body, problems, file bytes and name, attempt detail, API key. */
function plant(database: Database): void {
  const body = { ...completeApplication('soletrader'), note: `agent pasted ${API_KEY} and ${IBAN}` };
  expect(JSON.stringify(body)).toContain(TEST_PERSON_KENNITALA);
  expect(JSON.stringify(body)).toContain(IBAN);
  const { id } = createApplication(database, { entityType: 'soletrader', body, businessName: CONTROL, actor: 'agent' });
  saveDraft(database, id, {
    body,
    businessName: CONTROL,
    status: 'ready',
    problems: [{ path: ['applicant', 'ssn'], code: 'kennitala_invalid', message: `${KENNITALA} does not match ${IBAN}` }],
    settingsSnapshotId: null,
    actor: 'agent',
  });
  insertDocument(database, id, {
    role: 'identification',
    fileName: `passport ${KENNITALA}.pdf`,
    mediaType: 'application/pdf',
    bytes: Buffer.from(`%PDF kennitala ${KENNITALA} iban ${IBAN} key ${API_KEY}`),
  });
  setApiKey(database, API_KEY);
  const settings = SettingsSchema.parse({ Fees: { MerchantServiceChargeFeeNames: [] } });
  const snapshot = saveSettingsSnapshot(database, {
    keyFingerprint: apiKeyFingerprint(API_KEY),
    settings,
    fetchedAt: '2026-03-01T08:00:00.000Z',
  });
  transition(database, id, { from: ['ready'], to: 'queued', actor: 'agent', reason: testReason('queued') });
  const { attemptId } = beginSending(database, id, { settingsSnapshotId: snapshot.id, path: '/soletrader' })!;
  finishAttempt(database, id, attemptId, {
    to: 'rejected',
    outcome: 'rejected',
    httpStatus: 422,
    detail: { errors: [{ path: 'applicant.ssn', message: `ssn ${KENNITALA} refused; iban ${IBAN}` }] },
    reason: testReason('the service refused it (422)'),
    problems: [{ path: ['applicant', 'ssn'], code: 'kennitala_invalid', message: `service: ${KENNITALA}` }],
  });
}

describe('no personal data or API key on disk in any readable form', () => {
  it('the scan finds a planted canary (it can fail)', () => {
    const { database } = openTestDatabase();
    createApplication(database, { entityType: 'other', body: {}, businessName: `leak ${KENNITALA}`, actor: 'agent' });
    database.db.pragma('wal_checkpoint(TRUNCATE)');
    expect(leaks(filesOf(database))).toContain(`${KENNITALA} as utf8 in ${database.dbPath}`);
  });

  it('while open, before any checkpoint: database, -wal and -shm', () => {
    const { database } = openTestDatabase();
    plant(database);
    expect(existsSync(`${database.dbPath}-wal`)).toBe(true);
    expect(containsControl(filesOf(database))).toBe(true);
    expect(leaks(filesOf(database))).toEqual([]);
  });

  it('after a checkpoint while open, then after close', () => {
    const { database } = openTestDatabase();
    plant(database);
    database.db.pragma('wal_checkpoint(TRUNCATE)');
    expect(containsControl([database.dbPath])).toBe(true);
    expect(leaks(filesOf(database))).toEqual([]);
    database.close();
    expect(leaks(filesOf(database))).toEqual([]);
  });

  it('after close without an explicit checkpoint', () => {
    const { database, dataDir } = openTestDatabase();
    plant(database);
    database.close();
    expect(containsControl(filesOf(database))).toBe(true);
    expect(leaks(filesOf(database))).toEqual([]);
    // Nor in the key file, nor anything else the database left in its folder.
    expect(leaks([`${dataDir}/fieldboard.key`])).toEqual([]);
  });
});
