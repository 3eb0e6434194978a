import fs from 'node:fs';
import path from 'node:path';
import { createLogger } from '$main/log/logger';
import { startRuntime } from '$main/runtime/runtime';
import { createKeyFileSecretStore } from '$main/database';
import { TINY_PNG_BASE64 } from '$test/fixtures/applications';
import { simplePdf } from '$test/helpers/document-fixtures';
import { type Expected, hostileCorpus } from '$test/helpers/hostile-corpus';
import { runInChild } from './child';
import { withTempDir } from './fixtures';
import { hostileRequestRows } from './hostile-requests';
import { type BenchRow, mb, verdict } from './stats';
import { type HostileFigures, whileAsking } from './while-asking';

/** Any hostile file: refused or stored within 30 s and 600 MB, with the status bar answered within 50 ms. */
const GOAL = { ms: 30_000, rss: 600 * 1024 * 1024, statusMs: 50 };

/**
 * Each file of the hostile corpus added through `attachments:add` in an app process of its own,
 * as the agent adds it: how long until it is refused or stored, the whole app's peak resident
 * memory (main and the limited child together), and how slowly main answered `status:get`
 * meanwhile. Then three 1 GiB PDF bombs dropped at once, and the hostile requests and settings
 * answer of `hostile-requests.ts`.
 */
export async function hostileFilesBench(): Promise<BenchRow[]> {
  const corpus = await hostileCorpus();
  return withTempDir('hostile', async (dir) => {
    const rows: BenchRow[] = [];
    const measure = async (name: string, files: { bytes: Buffer; expected: Expected }[]) => {
      const paths = files.map((file, i) => {
        const at = path.join(dir, `${rows.length}-${i}`);
        fs.writeFileSync(at, file.bytes);
        return at;
      });
      const figures = await runInChild<HostileFigures>('hostile-file', paths);
      const asExpected = figures.outcomes.every((outcome, i) => matches(files[i]!.expected, outcome));
      const met = asExpected && figures.ms < GOAL.ms && figures.peakRss < GOAL.rss && figures.slowestStatusMs < GOAL.statusMs;
      rows.push({
        bench: 'hostile-files',
        name,
        figure: `${(figures.ms / 1000).toFixed(1)} s, peak ${mb(figures.peakRss)} (+${mb(figures.peakRss - figures.baselineRss)}), status:get p95 ${figures.statusP95Ms.toFixed(0)} ms, max ${figures.slowestStatusMs.toFixed(0)} ms: ${[...new Set(figures.outcomes)].join(', ')}`,
        goal: `as expected, < ${GOAL.ms / 1000} s, < ${mb(GOAL.rss)}, status:get < ${GOAL.statusMs} ms`,
        verdict: verdict(met),
      });
    };
    for (const file of corpus) await measure(`${file.name} (${size(file.bytes.length)})`, [file]);
    const bomb = corpus.find((file) => file.name.includes('no disguise'))!;
    await measure('three 1 GiB PDF bombs added at once', [bomb, bomb, bomb]);
    return [...rows, ...(await hostileRequestRows())];
  });
}

/** The resident memory of this process and of its children (the limited child, prlimit), from /proc. */
export function wholeRss(): number {
  let total = process.memoryUsage.rss();
  for (const task of fs.readdirSync(`/proc/${process.pid}/task`)) {
    const children = fs.readFileSync(`/proc/${process.pid}/task/${task}/children`, 'utf8').trim();
    for (const pid of children === '' ? [] : children.split(' ')) {
      try {
        const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
        total += Number(kb ?? 0) * 1024;
      } catch {
        // It ended between the listing and the read.
      }
    }
  }
  return total;
}

/** The child's side: an app over a fresh folder, warmed up on a sound PDF and image, then the files added at once. */
export async function measureHostileFile(files: string[]): Promise<HostileFigures> {
  return withTempDir('hostile-app', async (dataDir) => {
    const runtime = await startRuntime({
      dataDir,
      secretStore: createKeyFileSecretStore(dataDir),
      newSecretStore: () => createKeyFileSecretStore(dataDir),
      logger: createLogger(),
      training: true,
      pollMs: 60_000,
    });
    try {
      const invoke = (channel: string, request: unknown) => runtime.dispatch(channel, request) as Promise<Answer>;
      const created = await invoke('applications:create', { entityType: 'privatelimitedcompany' });
      const id = created.ok ? created.value.id! : '';
      const add = (bytes: Buffer) =>
        invoke('attachments:add', { applicationId: id, role: 'additional', dataBase64: bytes.toString('base64') });
      await add(await simplePdf());
      await add(Buffer.from(TINY_PNG_BASE64, 'base64'));
      globalThis.gc?.();
      const requests = files.map((file) => fs.readFileSync(file));
      // The whole app: main and the limited child together.
      return await whileAsking(
        async () =>
          (await Promise.all(requests.map(add))).map((answer) =>
            answer.ok
              ? `stored ${answer.value.mediaType}`
              : answer.error.code === 'invalid_file'
                ? `refused ${answer.error.params?.why}`
                : `FAILED ${answer.error.code}`,
          ),
        () => invoke('status:get', {}),
        wholeRss,
      );
    } finally {
      await runtime.close();
    }
  });
}

/** What the few channels used here answer, as far as this reads them. */
type Answer = { ok: true; value: { id?: string; mediaType?: string } } | { ok: false; error: { code: string; params?: { why?: string } } };

function matches(expected: Expected, outcome: string): boolean {
  const [kind, what] = outcome.split(' ');
  if (kind === 'stored') return expected.stored === 'image' ? /^image\//.test(what!) : expected.stored === what;
  return kind === 'refused' && (expected.refused ?? []).includes(what as never);
}

function size(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`;
}
