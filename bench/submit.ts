import path from 'node:path';
import { createDraft, queueApplication, saveAndValidate } from '$main/core/applications/applications';
import { type Core, openCore } from '$main/core/core';
import { encodeSubmissionBody } from '$main/core/outbox/submission-body';
import { createLogger } from '$main/log/logger';
import { type Database, type SettingsSnapshot, insertDocument, createKeyFileSecretStore, getApplication } from '$main/database';
import { applicationHash } from '$main/training-service/application-hash';
import { type ServiceProcess, startServiceProcess } from './service-process';
import { readDraftBody } from '$shared/draft';
import { validateApplication } from '$shared/rules/validate-application';
import { runInChild } from './child';
import { TRAINING_KEY, benchFile, openBenchDatabase, soleTraderApplication, trainingSnapshot, withTempDir } from './fixtures';
import { type BenchRow, mb, ms, summarise, verdict } from './stats';

/** Queued applications per run, each run in a fresh process: peak memory must not grow with the number. */
const COUNTS = (process.env.FIELDBOARD_BENCH_SUBMIT_COUNTS ?? '100,500').split(',').map(Number);
/** Submitted unmeasured first, by both sides, so neither pays for the other's JIT warm-up. */
const WARMUP = 5;
const FILE_BYTES = 1024 * 1024;
const RSS_SAMPLE_MS = 50;
const GOAL_RATIO = 1.2;
const GOAL_RSS_BYTES = 200 * 1024 * 1024;

/** The two files of application `index`: the same bytes every time they are asked for. */
function filesOf(index: number) {
  return { id: benchFile('png', FILE_BYTES, `id ${index}`), bank: benchFile('jpeg', FILE_BYTES, `bank ${index}`) };
}

/** Application `index` as the wire carries it: what the outbox should send, byte for byte. */
function wireApplication(index: number): Record<string, unknown> {
  const application = soleTraderApplication(index) as { applicant: Record<string, unknown>; bankAccount: Record<string, unknown> };
  const { id, bank } = filesOf(index);
  application.applicant.identificationAttachment = { File: id.bytes.toString('base64'), Filename: id.fileName };
  application.bankAccount.bankAccountConfirmationAttachment = { File: bank.bytes.toString('base64'), Filename: bank.fileName };
  return application;
}

/** Application `index` stored as the app would hold it: files encrypted apart, referenced by id, then queued. */
function seedQueued(database: Database, snapshot: SettingsSnapshot, index: number): string {
  return database.db.transaction(() => {
    const { id: created } = createDraft({ database: database, snapshot: undefined, actor: 'agent' }, { entityType: 'soletrader' });
    const { id, bank } = filesOf(index);
    const idMeta = insertDocument(database, created, {
      role: 'identification',
      fileName: id.fileName,
      mediaType: id.mediaType,
      bytes: id.bytes,
    });
    const bankMeta = insertDocument(database, created, {
      role: 'bankConfirmation',
      fileName: bank.fileName,
      mediaType: bank.mediaType,
      bytes: bank.bytes,
    });
    const application = soleTraderApplication(index) as { applicant: Record<string, unknown>; bankAccount: Record<string, unknown> };
    application.applicant.identificationAttachment = { attachmentId: idMeta.id };
    application.bankAccount.bankAccountConfirmationAttachment = { attachmentId: bankMeta.id };
    const saved = saveAndValidate(
      { database: database, snapshot: snapshot, actor: 'agent' },
      { id: created, draft: { application, processingFees: [] } },
    );
    if (saved.problems.length > 0) throw new Error(`seeded application ${index} is not valid: ${JSON.stringify(saved.problems[0])}`);
    // Every seeded application has the same owner and IBAN (the fixture's registry test person),
    // so from the second on the agent is told of the others and confirms, as in the editor.
    const context = { database: database, snapshot: snapshot, actor: 'agent' as const };
    let queued = queueApplication(context, { id: created });
    if (queued.unconfirmed.length > 0) {
      const confirmations = queued.unconfirmed.map(({ code, path }) => ({ code, path, reason: 'one owner, another shop' }));
      queued = queueApplication(context, { id: created, confirmations });
    }
    if (queued.problems.length > 0 || queued.unconfirmed.length > 0 || queued.record.status !== 'queued') {
      throw new Error(`seeded application ${index} cannot be queued: ${JSON.stringify(queued.problems[0] ?? queued.unconfirmed[0])}`);
    }
    return created;
  })();
}

/** Samples the resident set every RSS_SAMPLE_MS; the OS's own high-water mark catches what falls between samples. */
function rssMonitor() {
  const maxRssBefore = process.resourceUsage().maxRSS * 1024;
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), RSS_SAMPLE_MS);
  return {
    stop() {
      clearInterval(timer);
      peak = Math.max(peak, process.memoryUsage.rss());
      const maxRssAfter = process.resourceUsage().maxRSS * 1024;
      // The high-water mark is for the process's whole life; it says something about this run only if the run raised it.
      return { sampled: peak, highWater: maxRssAfter > maxRssBefore ? maxRssAfter : undefined };
    },
  };
}

async function postBare(service: ServiceProcess, index: number): Promise<number> {
  const body = Buffer.from(JSON.stringify(wireApplication(index)), 'utf8');
  const start = performance.now();
  const response = await fetch(`${service.baseUrl}/soletrader`, {
    method: 'POST',
    headers: { Apikey: TRAINING_KEY, 'api-version': '2.0', Accept: 'application/json', 'Content-Type': 'application/json' },
    body,
  });
  const text = await response.text();
  const elapsed = performance.now() - start;
  if (response.status !== 201) throw new Error(`bare POST of application ${index} answered ${response.status}: ${text.slice(0, 300)}`);
  return elapsed;
}

/** Per-application costs outside the HTTP exchange, measured alone on a few of the submitted applications. */
function measureParts(core: Core, ids: readonly string[]) {
  const parts = { encode: [] as number[], validate: [] as number[], parse: [] as number[], hash: [] as number[] };
  const settings = core.currentSnapshot()!.settings;
  for (const id of ids) {
    const draft = readDraftBody(getApplication(core.database, id)!.body);
    let t = performance.now();
    const body = encodeSubmissionBody(core.database, draft);
    parts.encode.push(performance.now() - t);
    const text = Buffer.concat(body.chunks).toString('utf8');
    t = performance.now();
    const parsed: unknown = JSON.parse(text);
    parts.parse.push(performance.now() - t);
    t = performance.now();
    validateApplication('soletrader', parsed, { settings, today: '2026-11-21' });
    parts.validate.push(performance.now() - t);
    t = performance.now();
    applicationHash(parsed);
    parts.hash.push(performance.now() - t);
  }
  return {
    encode: summarise(parts.encode).p50,
    validate: summarise(parts.validate).p50,
    parse: summarise(parts.parse).p50,
    hash: summarise(parts.hash).p50,
  };
}

export interface SeededFolder {
  seedMs: number;
  warmIds: string[];
}

/**
 * Run in a process of its own (`--child submit-seed <dir>`): writing a gigabyte of attachments
 * leaves the allocator holding memory that is not the outbox's, and the RSS figure must be the
 * outbox's alone, as in an app started with 500 applications waiting.
 */
export async function seedSubmitFolder(dataDir: string, applications: number): Promise<SeededFolder> {
  const database = openBenchDatabase(dataDir, () => new Date());
  try {
    const snapshot = trainingSnapshot(database);
    const start = performance.now();
    const warmIds = Array.from({ length: WARMUP }, (_, k) => seedQueued(database, snapshot, applications + k));
    for (let i = 0; i < applications; i += 1) seedQueued(database, snapshot, i);
    return { seedMs: performance.now() - start, warmIds };
  } finally {
    database.close();
  }
}

/** One run per count, each in a process of its own (`--child submit-run <count>`). */
export async function submitBench(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const count of COUNTS) rows.push(...(await runInChild<BenchRow[]>('submit-run', [String(count)])));
  return rows;
}

export async function submitRun(applications: number): Promise<BenchRow[]> {
  return withTempDir('submit-service', (serviceDir) =>
    withTempDir('submit-core', async (coreDir) => {
      const seeded = await runInChild<SeededFolder>('submit-seed', [coreDir, String(applications)]);
      const service = await startServiceProcess(serviceDir);
      let core: Core | undefined;
      try {
        core = await openCore({
          dataDir: coreDir,
          secretStore: createKeyFileSecretStore(coreDir),
          logger: createLogger({ file: path.join(coreDir, 'logs', 'fieldboard.log') }),
          baseUrl: service.baseUrl,
          apiKey: TRAINING_KEY,
        });
        return await run(core, service, seeded, applications);
      } finally {
        await core?.close();
        await service.close();
      }
    }),
  );
}

async function run(core: Core, service: ServiceProcess, { seedMs, warmIds }: SeededFolder, APPLICATIONS: number): Promise<BenchRow[]> {
  const rssAtOpen = process.memoryUsage.rss();
  // The first submitDue also syncs the settings, as every run does; both sides then warm up.
  const warm = await core.submitDue(warmIds);
  if (warm.results.length !== WARMUP || warm.results.some((r) => r.status !== 'submitted')) {
    throw new Error(`warm-up submissions failed: ${JSON.stringify(warm)}`);
  }
  for (let k = 0; k < WARMUP; k += 1) await postBare(service, APPLICATIONS + k);

  globalThis.gc?.();
  const rssBefore = process.memoryUsage.rss();
  const monitor = rssMonitor();
  const outboxStart = performance.now();
  const report = await core.submitDue();
  const outboxMs = performance.now() - outboxStart;
  const rss = monitor.stop();
  const submitted = report.results.filter((r) => r.status === 'submitted').length;
  if (report.stopped !== null || submitted !== APPLICATIONS) {
    throw new Error(
      `the outbox submitted ${submitted} of ${APPLICATIONS} (stopped: ${report.stopped}): ${JSON.stringify(report.results.find((r) => r.status !== 'submitted'))}`,
    );
  }

  globalThis.gc?.();
  let bareMs = 0;
  for (let i = 0; i < APPLICATIONS; i += 1) bareMs += await postBare(service, i);

  // The service hashes each application it creates: every one must now exist exactly twice, once
  // from each side, or the two sides did not send the same bodies.
  const { stats, maxRss: serviceRss } = await service.stats();
  const pairs = Object.values(stats.perApplication).filter((n) => n === 2).length;
  if (pairs !== APPLICATIONS + WARMUP || stats.maxPerApplication !== 2) {
    throw new Error(
      `the outbox and bare fetch did not send the same bodies: ${pairs} of ${APPLICATIONS + WARMUP} applications created twice`,
    );
  }

  const parts = measureParts(
    core,
    report.results.slice(0, 20).map((r) => r.id),
  );
  const outboxRate = APPLICATIONS / (outboxMs / 1000);
  const bareRate = APPLICATIONS / (bareMs / 1000);
  const peak = Math.max(rss.sampled, rss.highWater ?? 0);
  const bodyMb = Buffer.byteLength(JSON.stringify(wireApplication(0))) / 1024 / 1024;
  const bench = 'submit';
  return [
    {
      bench,
      name: `seed ${APPLICATIONS} queued sole traders, 2 × 1 MB files each (+${WARMUP} warm-up), own process`,
      figure: `${(seedMs / 1000).toFixed(1)} s; body on the wire ${bodyMb.toFixed(1)} MB`,
      goal: '',
      verdict: '',
    },
    {
      bench,
      name: `outbox submitDue, ${APPLICATIONS} to the training service (a process of its own)`,
      figure: `${outboxRate.toFixed(1)} app/s (${(outboxMs / 1000).toFixed(1)} s; ${(bareRate / outboxRate).toFixed(2)}× bare)`,
      goal: `≤ ${GOAL_RATIO}× bare fetch`,
      verdict: verdict(bareRate / outboxRate <= GOAL_RATIO),
    },
    {
      bench,
      name: `bare fetch, same ${APPLICATIONS} bodies, sequential`,
      figure: `${bareRate.toFixed(1)} app/s (${(bareMs / 1000).toFixed(1)} s, request time only)`,
      goal: '(the limit)',
      verdict: '',
    },
    {
      bench,
      name: `peak RSS of the app's process during the outbox run, ${APPLICATIONS} queued`,
      figure:
        `${mb(peak)} (sampled every ${RSS_SAMPLE_MS} ms: ${mb(rss.sampled)}; ` +
        `OS high-water: ${rss.highWater === undefined ? 'not raised' : mb(rss.highWater)}; ` +
        `${mb(rssAtOpen)} with the core just open, ${mb(rssBefore)} after the warm-up; the service's own peak ${mb(serviceRss)})`,
      goal: `< ${mb(GOAL_RSS_BYTES)}`,
      verdict: verdict(peak < GOAL_RSS_BYTES),
    },
    {
      bench,
      name: 'per application, p50: client encodes the body (decrypt, sha-256, base64 pieces)',
      figure: `${ms(parts.encode)} ms`,
      goal: '',
      verdict: '',
    },
    {
      bench,
      name: 'per application, p50: service JSON.parse / validate / hash',
      figure: `${ms(parts.parse)} / ${ms(parts.validate)} / ${ms(parts.hash)} ms`,
      goal: '',
      verdict: '',
    },
  ];
}
