import fs from 'node:fs';
import path from 'node:path';
import { composeIBAN } from 'ibantools';
import { afterEach, describe, expect, it } from 'vitest';
import type { EntityType } from '$shared/entity-types';
import { type Core, openCore } from '$main/core/core';
import { importApplication } from '$main/core/applications/import-application';
import { createKeyFileSecretStore } from '$main/crypto/key-file-secret-store';
import { DatabaseLockedError, getApiKey, getApplication, listApplications, serviceOrigin, setApiKey, setBoundApiKey } from '$main/database';
import { trainingSettings } from '$main/training-service/default-settings';
import type { TrainingService } from '$main/training-service/training-service';
import { namedApplication } from '../../fixtures/applications';
import { type CliRun, runCli } from '../../helpers/run-cli';
import { tempDir } from '../../helpers/temp-dir';
import { whenFaultTaken } from '../../helpers/fault-taken';
import { startService } from '../../helpers/training-service';
import { queuedIn } from '../../helpers/application-in-state';

import { kennitalaCheckDigit } from '$shared/rules/national-id/kennitala';

/**
 * A person kennitala born 1987-05-23 as Registers Iceland issues them since 18 February 2026:
 * its ninth digit is not the modulo-11 check digit. The rules accept it (with a notice), so it
 * flows through every store, log and request a real one would.
 */
function unverifiableKennitala(ddmmyy: string, serial: string): string {
  const check = kennitalaCheckDigit((ddmmyy + serial).split('').map(Number));
  return `${ddmmyy}-${serial}${((check ?? 0) + 1) % 10}9`;
}

const KENNITALA = unverifiableKennitala('230587', '27');
const KENNITALA_DIGITS = KENNITALA.replace('-', '');
/** An Icelandic IBAN: bank, ledger, account, then the holder's kennitala; check digits computed. */
const IBAN = composeIBAN({ countryCode: 'IS', bban: `0133260123${'45'}${KENNITALA_DIGITS}` })!;
const API_KEY = 'fbk_live_C4nary7Zk2Wq9vRt';
const CANARIES = [KENNITALA, KENNITALA_DIGITS, IBAN, API_KEY];
/** Business names are stored clear on purpose: finding one proves the scan reads what was written. */
const CONTROL = 'Canary Control Bakari';

/** UTF-8, UTF-16LE, and base64 at each of the three alignments a value can have inside a longer one. */
function forms(text: string): { label: string; bytes: Buffer }[] {
  const utf8 = Buffer.from(text, 'utf8');
  const out = [
    { label: 'utf8', bytes: utf8 },
    { label: 'utf16le', bytes: Buffer.from(text, 'utf16le') },
  ];
  for (let shift = 0; shift < 3; shift++) {
    const encoded = Buffer.concat([Buffer.alloc(shift, 0x41), utf8]).toString('base64');
    out.push({ label: `base64+${shift}`, bytes: Buffer.from(encoded.slice(shift === 0 ? 0 : 4, -4)) });
  }
  return out;
}

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

function leaks(files: string[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    const raw = fs.readFileSync(file);
    for (const canary of CANARIES)
      for (const form of forms(canary)) if (raw.includes(form.bytes)) found.push(`${canary} as ${form.label} in ${file}`);
  }
  return found;
}

function canaryApplication(type: EntityType, name: string): unknown {
  const application = namedApplication(type, name) as unknown as {
    applicant?: { ssn: string; dateOfBirth: string };
    persons?: { ssn: string; dateOfBirth: string }[];
    bankAccount: { iban: string; accountNumber: string };
  };
  for (const person of application.applicant ? [application.applicant] : application.persons!.slice(0, 1)) {
    person.ssn = KENNITALA;
    person.dateOfBirth = '1987-05-23';
  }
  application.bankAccount.iban = IBAN;
  application.bankAccount.accountNumber = '0133-26-012345';
  return application;
}

const cores: Core[] = [];
afterEach(async () => {
  for (const core of cores.splice(0)) await core.close();
});

async function startCanaryService() {
  const service = await startService({ keys: { [API_KEY]: trainingSettings() } });
  const dataDir = tempDir('fieldboard-canary-data-');
  return { service, dataDir };
}

async function open(dataDir: string, baseUrl: string, keyDir = dataDir): Promise<Core> {
  const core = await openCore({ dataDir, secretStore: createKeyFileSecretStore(keyDir), baseUrl });
  cores.push(core);
  return core;
}

async function close(core: Core): Promise<void> {
  cores.splice(cores.indexOf(core), 1);
  await core.close();
}

/**
 * A company paid into the person's account, and (every canary shares the numbers) a duplicate of
 * one sent before: notices the agent confirms, their reasons sealed too.
 */
const importQueued = (core: Core, type: EntityType, name: string) =>
  queuedIn(core, { type, application: canaryApplication(type, name), confirm: `paid to ${KENNITALA}` });

/** Submitted, unknown after a reset once created, and rejected by the service: every outcome that writes. */
async function runCoreFlow(core: Core, service: TrainingService): Promise<void> {
  // Stored as Settings store it, bound to the service's origin, so the stored key is what is sent.
  setBoundApiKey(core.database, { apiKey: API_KEY, origin: serviceOrigin(service.baseUrl) });
  expect((await core.syncSettings()).ok).toBe(true);

  const created = await importQueued(core, 'privatelimitedcompany', CONTROL);
  await core.submitDue();
  expect(getApplication(core.database, created)!.status).toBe('submitted');

  const lost = await importQueued(core, 'soletrader', 'Canary Lost Kaffi');
  service.setFaults([{ kind: 'reset-after-create', times: 1 }]);
  await core.submitDue();
  expect(getApplication(core.database, lost)!.status).toBe('unknown_outcome');

  // The client validates with the settings it read; the service with a fee name fewer.
  const refused = await importQueued(core, 'partnership', 'Canary Refused Verk');
  service.setFaults([{ kind: 'hold', target: 'settings', times: 1 }]);
  // The held settings answer carries the old settings; it goes out once the key has changed.
  const { run } = await whenFaultTaken(service, () => core.submitDue());
  const fewer = trainingSettings() as { Fees: { MerchantServiceChargeFeeNames: string[] } };
  fewer.Fees.MerchantServiceChargeFeeNames = fewer.Fees.MerchantServiceChargeFeeNames.slice(1);
  service.setKeySettings(API_KEY, fewer);
  expect(service.releaseHeld()).toBe(1);
  await run;
  expect(getApplication(core.database, refused)!.status).toBe('rejected');
  service.setKeySettings(API_KEY, trainingSettings());

  // A careless diagnostic line: the whole application, an error quoting it, the key in a header.
  core.logger.error('diagnostic', {
    application: canaryApplication('soletrader', 'logged'),
    error: new Error(`ssn ${KENNITALA} iban ${IBAN} key ${API_KEY}`),
    headers: { Apikey: API_KEY },
  });
  expect(service.stats().merchantsTotal).toBe(2);
}

async function runCommandLine(dataDir: string, baseUrl: string): Promise<CliRun[]> {
  const file = path.join(tempDir('fieldboard-canary-input-'), 'application.json');
  fs.writeFileSync(file, JSON.stringify(canaryApplication('soletrader', 'Canary Cli Smidja')));
  const env = { FIELDBOARD_API_KEY: API_KEY };
  const base = ['--data', dataDir, '--base-url', baseUrl];
  const imported = await runCli([...base, 'import', file, '--type', 'soletrader'], env);
  expect(imported.stdout).toMatch(/as ready/);
  const id = /Imported ([0-9a-f-]{36})/.exec(imported.stdout)![1]!;
  const submitted = await runCli([...base, 'submit', id, '--confirm-duplicate', `same owner ${KENNITALA}`], env);
  expect(submitted.status).toBe(0);
  const runs = [imported, submitted];
  runs.push(await runCli([...base, 'show', id], env));
  runs.push(await runCli([...base, 'list'], env));
  runs.push(await runCli([...base, 'sync-settings'], { FIELDBOARD_API_KEY: `${API_KEY}-revoked` }));
  expect(runs.at(-1)!.status).toBe(1);
  return runs;
}

describe('canaries: no national ID, IBAN or API key in the data folder in any readable form', () => {
  it('the scan finds a canary where one is written (it can fail)', () => {
    const dir = tempDir('fieldboard-canary-control-');
    fs.writeFileSync(path.join(dir, 'plain'), `x${Buffer.from(`..${IBAN}`).toString('base64')}`);
    fs.writeFileSync(path.join(dir, 'wide'), Buffer.from(`key ${API_KEY}`, 'utf16le'));
    const found = leaks(filesUnder(dir));
    expect(found).toContain(`${IBAN} as base64+2 in ${path.join(dir, 'plain')}`);
    expect(found).toContain(`${API_KEY} as utf16le in ${path.join(dir, 'wide')}`);
  });

  it('after a full flow through the core and the command line', { timeout: 90_000 }, async () => {
    const { service, dataDir } = await startCanaryService();
    const core = await open(dataDir, service.baseUrl);
    await runCoreFlow(core, service);

    // While open: the -wal and -shm files hold the latest writes.
    const whileOpen = filesUnder(dataDir);
    expect(whileOpen.some((file) => file.endsWith('fieldboard.sqlite-wal'))).toBe(true);
    expect(whileOpen.some((file) => fs.readFileSync(file).includes(CONTROL))).toBe(true);
    expect(leaks(whileOpen)).toEqual([]);
    await close(core);

    const runs = await runCommandLine(dataDir, service.baseUrl);
    for (const run of runs) expect(`${run.stdout}\n${run.stderr}`).not.toContain(API_KEY);
    expect(service.stats().merchantsTotal).toBe(3);

    const files = filesUnder(dataDir);
    expect(files.map((file) => path.relative(dataDir, file))).toEqual(
      expect.arrayContaining(['fieldboard.sqlite', path.join('logs', 'fieldboard.log')]),
    );
    const log = fs.readFileSync(path.join(dataDir, 'logs', 'fieldboard.log'), 'utf8');
    expect(log).toContain('"message":"diagnostic"');
    expect(log).toContain('submission attempt finished');
    expect(leaks(files)).toEqual([]);
  });
});

describe('the data folder and its key', () => {
  it('another key file cannot open the data: DatabaseLockedError, and the folder opens again with its own key', async () => {
    const { service, dataDir } = await startCanaryService();
    const core = await open(dataDir, service.baseUrl);
    setApiKey(core.database, API_KEY);
    await importApplication(core.database, 'other', namedApplication('other', CONTROL), undefined, 'agent');
    await close(core);

    const error = await open(dataDir, service.baseUrl, tempDir('fieldboard-other-key-')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseLockedError);
    expect(fs.existsSync(path.join(dataDir, 'fieldboard.lock'))).toBe(false);

    const again = await open(dataDir, service.baseUrl);
    expect(getApiKey(again.database)).toBe(API_KEY);
    expect(listApplications(again.database, { limit: 10, offset: 0 }).items.map((item) => item.businessName)).toEqual([CONTROL]);
  });
});
