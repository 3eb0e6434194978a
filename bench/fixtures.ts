import { createCipheriv, createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DraftBody } from '$shared/draft';
import type { EntityType } from '$shared/entity-types';
import { SettingsSchema } from '$shared/wire/settings';
import {
  type ApplicationStatus,
  type SettingsSnapshot,
  type Database,
  apiKeyFingerprint,
  createApplication,
  createKeyFileSecretStore,
  latestSettingsSnapshot,
  openDatabase,
  saveSettingsSnapshot,
  transition,
} from '$main/database';
import { trainingSettings } from '$main/training-service/default-settings';
import { THIRD_PERSON_KENNITALA, completeApplication } from '$test/fixtures/applications';

export const TRAINING_KEY = 'training';

/** A fresh folder under the system temp dir, removed when `fn` settles, whatever happens. */
export async function withTempDir<T>(prefix: string, fn: (dir: string) => Promise<T> | T): Promise<T> {
  const dir = mkdtempSync(path.join(os.tmpdir(), `fieldboard-bench-${prefix}-`));
  try {
    return await fn(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A clock that moves forward by a millisecond on every reading, so timestamps are distinct and
 * ordered; `jump` spreads seeded rows over days as a real dashboard's would be.
 */
export function benchClock(start = Date.parse('2026-01-05T08:00:00Z')) {
  let current = start;
  return {
    now: () => new Date((current += 1)),
    jump: (ms: number) => void (current += ms),
  };
}

export function openBenchDatabase(dataDir: string, now: () => Date): Database {
  return openDatabase({ dataDir, secretStore: createKeyFileSecretStore(dataDir), now });
}

/** The training key's settings, stored as a sync would store them; drafts validate against it. */
export function trainingSnapshot(database: Database): SettingsSnapshot {
  const keyFingerprint = apiKeyFingerprint(TRAINING_KEY);
  saveSettingsSnapshot(database, {
    keyFingerprint,
    settings: SettingsSchema.parse(trainingSettings()),
    fetchedAt: database.now().toISOString(),
  });
  return latestSettingsSnapshot(database, keyFingerprint)!;
}

/**
 * The "full application": a private limited company with three persons and three
 * stores, its one required file (the bank's confirmation) a reference to a stored attachment.
 */
export function fullDraft(businessName: string, bankConfirmationId: string): DraftBody {
  const application = completeApplication('privatelimitedcompany');
  const director = application.persons[1]!;
  const store = application.stores[0]!;
  application.company.name = businessName;
  // A third person of her own: the same kennitala twice in one application is a problem (decision M3).
  application.persons.push({
    ...director,
    ssn: THIRD_PERSON_KENNITALA,
    firstName: 'Anna',
    lastName: 'Sigurðardóttir',
    email: 'anna@example.is',
  });
  application.stores.push({ ...store, name: `${businessName} Selfoss`, address: { ...store.address, city: 'Selfoss', postalCode: '800' } });
  application.stores[0]!.name = `${businessName} Laugavegur`;
  application.stores[1]!.name = `${businessName} Akureyri`;
  return {
    application: {
      ...application,
      bankAccount: { ...application.bankAccount, bankAccountConfirmationAttachment: { attachmentId: bankConfirmationId } },
    },
    processingFees: [],
  };
}

/**
 * A sole trader whose ID scan and bank confirmation are two stored attachments: the two roles
 * the database knows by slot (applicant.identificationAttachment, bankAccount.…Attachment).
 */
export function soleTraderApplication(index: number): Record<string, unknown> {
  const application = completeApplication('soletrader');
  application.applicant.legalName = `Guðrún Jónsdóttir ${index}`;
  application.stores[0]!.name = `Kaffi Guðrúnar ${index}`;
  return application as unknown as Record<string, unknown>;
}

export interface BenchFile {
  fileName: string;
  mediaType: 'image/png' | 'image/jpeg';
  bytes: Buffer;
}

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);

/**
 * `size` bytes that pass the media-type sniff (PNG or JPEG magic, then noise). Deterministic in
 * `seed` (an AES-CTR keystream), so the bare-fetch side of the submit bench can rebuild the exact
 * bodies the outbox sent without holding 1 GB of files in memory. Noise, because a real scan
 * does not compress either.
 */
export function benchFile(kind: 'png' | 'jpeg', size: number, seed: string): BenchFile {
  const key = createHash('sha256').update(seed).digest();
  const keystream = createCipheriv('aes-256-ctr', key, Buffer.alloc(16)).update(Buffer.alloc(size));
  const magic = kind === 'png' ? PNG_MAGIC : JPEG_MAGIC;
  magic.copy(keystream, 0);
  return kind === 'png'
    ? { fileName: 'id-card.png', mediaType: 'image/png', bytes: keystream }
    : { fileName: 'bank-confirmation.jpg', mediaType: 'image/jpeg', bytes: keystream };
}

const PREFIXES = [
  'Kaffi',
  'Bakarí',
  'Hótel',
  'Gistiheimilið',
  'Bílaleiga',
  'Fiskbúð',
  'Blómabúð',
  'Þórsbúð',
  'Ísbúð',
  'Hárstofa',
  'Pípulagnir',
  'Apótek',
];
const PLACES = [
  'Laugavegur',
  'Akureyri',
  'Selfoss',
  'Ísafjörður',
  'Húsavík',
  'Egilsstaðir',
  'Höfn',
  'Vík',
  'Borgarnes',
  'Siglufjörður',
  'Keflavík',
];
const SUFFIXES = ['ehf.', 'hf.', 'sf.', 'slf.'];

export function businessName(index: number): string {
  const prefix = PREFIXES[index % PREFIXES.length]!;
  const place = PLACES[Math.floor(index / PREFIXES.length) % PLACES.length]!;
  return `${prefix} ${place} ${index} ${SUFFIXES[index % SUFFIXES.length]!}`;
}

/**
 * The status a seeded application ends in, by index: a field agent's mix, mostly drafts and
 * submitted ones, a few in every other state a dashboard tab shows.
 */
function seededStatus(index: number): ApplicationStatus {
  const slot = index % 20;
  if (slot < 8) return 'draft';
  if (slot < 12) return 'ready';
  if (slot < 14) return 'queued';
  if (slot < 19) return 'submitted';
  return (['rejected', 'needs_attention', 'unknown_outcome'] as const)[Math.floor(index / 20) % 3]!;
}

/** How many seeded applications keep the fixture's own numbers: a chain the bench's target shares them with. */
export const SHARED_NUMBERS = 20;

/**
 * The merchant of each seeded application its own: company number, kennitalas and IBAN differ
 * by index (check digits aside: seeded rows are stored, not validated), except the first
 * SHARED_NUMBERS, which keep the fixture's. A database where 10,000 applications share one IBAN is
 * no agent's; the few that do make every autosave's duplicate notice do its real work.
 */
function ownMerchant(draft: DraftBody, index: number): void {
  if (index < SHARED_NUMBERS) return;
  const application = draft.application as {
    company: { number: string };
    persons: { ssn: string }[];
    bankAccount: { iban: string };
  };
  application.company.number = String(4_100_000_000 + index * 7).padStart(10, '0');
  application.persons.forEach((person, n) => (person.ssn = String(1_000_000_000 + index * 11 + n)));
  application.bankAccount.iban = `IS14${String(index).padStart(22, '0')}`;
}

/**
 * `count` full applications through the repository functions, in one transaction (the repo's
 * own transactions nest as savepoints), spread over a few weeks of the clock. Each body refers
 * to a bank confirmation by id only: listing and saving never read the file. Each merchant is its
 * own (`ownMerchant`) unless `vary` says otherwise (the search bench gives each its own numbers
 * and IDs of its own making).
 */
export function seedApplications(
  database: Database,
  clock: ReturnType<typeof benchClock>,
  count: number,
  type: EntityType = 'privatelimitedcompany',
  vary?: { body?: (draft: DraftBody, index: number) => void; result?: (merchantId: number, index: number) => unknown },
): string[] {
  const ids: string[] = [];
  database.db.transaction(() => {
    for (let i = 0; i < count; i += 1) {
      clock.jump(3 * 60_000);
      const name = businessName(i);
      const body = fullDraft(name, `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
      (vary?.body ?? ownMerchant)(body, i);
      const record = createApplication(database, { entityType: type, body, businessName: name, actor: 'agent' });
      const status = seededStatus(i);
      if (status !== 'draft') {
        transition(database, record.id, {
          from: ['draft'],
          to: status,
          actor: 'system',
          reason: { code: 'queued', params: {} },
          ...(status === 'submitted' ? { merchantId: 100_001 + i } : {}),
          ...(status === 'submitted' && vary?.result ? { result: vary.result(100_001 + i, i) } : {}),
        });
      }
      ids.push(record.id);
    }
  })();
  return ids;
}

/**
 * A data folder holding `count` seeded applications, closed again: the figures are of a database
 * as the app finds it at its next start (WAL checkpointed), not of one still busy with the seed.
 */
export function seedDatabase(dataDir: string, clock: ReturnType<typeof benchClock>, count: number): void {
  const database = openBenchDatabase(dataDir, clock.now);
  try {
    seedApplications(database, clock, count);
  } finally {
    database.close();
  }
}
