import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importApplication } from '$main/core/applications/import-application';
import { createLogger } from '$main/log/logger';
import { findTamperedStates } from '$main/database/applications/application-state-seal';
import { ENTITY_TYPES } from '$shared/entity-types';
import type { IpcChannel } from '$shared/ipc/contract';
import {
  FUZZED_CHANNELS,
  FUZZ_SEED,
  answerProblem,
  fuzzChannels,
  fuzzMilliseconds,
  fuzzPools,
  summary,
} from '../../helpers/request-arbitrary';
import { invoke, startTestRuntime } from '../../helpers/test-runtime';

const FUZZ_MS = fuzzMilliseconds(3);

describe('every IPC channel fuzzed through the real dispatcher', () => {
  it(
    'answers every generated and hostile request with a valid result or a typed error; no rejection escapes; the database stays intact',
    async () => {
      // What main logs as a handler's failure, to name the cause of an `internal` answer.
      const logged: string[] = [];
      const logger = createLogger({ minLevel: 'error' });
      const runtime = await startTestRuntime({
        scanners: [],
        logger: {
          ...logger,
          error: (message, fields) => logged.push(`${message}: ${fields?.error instanceof Error ? fields.error.stack : summary(fields)}`),
        },
      });
      const { database } = runtime.core;
      for (const type of ENTITY_TYPES) {
        await importApplication(database, type, JSON.parse(fs.readFileSync(`examples/${type}.json`, 'utf8')), undefined, 'cli');
      }
      const list = async () => (await invoke(runtime, 'applications:list', { limit: 200, offset: 0 })).value.items as { id: string }[];
      const views = await Promise.all((await list()).map(async ({ id }) => (await invoke(runtime, 'applications:get', { id })).value));
      let ids = [...views.map((view) => view.id), ...views.flatMap((view) => view.attachments.map((a: { id: string }) => a.id))];

      const escaped: unknown[] = [];
      const onRejection = (reason: unknown) => escaped.push(reason);
      process.on('unhandledRejection', onRejection);
      const failures: string[] = [];
      const calls = new Map<IpcChannel, { ok: number; refused: number; ms: number }>();
      try {
        await fuzzChannels(
          fuzzPools(
            () => ids,
            views.map((view) => view.draft),
          ),
          FUZZ_MS,
          async (channel, request) => {
            const started = performance.now();
            const answer = await invoke(runtime, channel, request);
            const tally = calls.get(channel) ?? { ok: 0, refused: 0, ms: 0 };
            calls.set(channel, tally);
            tally.ms += performance.now() - started;
            tally[answer.ok ? 'ok' : 'refused'] += 1;
            const problem = answerProblem(channel, answer);
            if (problem !== undefined) failures.push(`${channel} ${summary(request)}: ${problem} ${logged.at(-1) ?? ''}`);
            if (answer.ok && (channel === 'applications:create' || channel === 'applications:copy'))
              ids = [...ids, answer.value.id].slice(-40);
          },
        );
        await new Promise((resolve) => setImmediate(resolve));
      } finally {
        process.off('unhandledRejection', onRejection);
      }

      const total = [...calls.values()].reduce((sum, tally) => sum + tally.ok + tally.refused, 0);
      const slowest = [...calls].sort(([, a], [, b]) => b.ms - a.ms).slice(0, 3);
      console.info(
        `seed ${FUZZ_SEED}: ${total} calls over ${calls.size} channels; answered ok on ${[...calls.values()].filter((t) => t.ok > 0).length} of them; ` +
          `most time in ${slowest.map(([channel, t]) => `${channel} (${t.ok + t.refused} calls, ${t.ms.toFixed(0)} ms)`).join(', ')}`,
      );
      expect(failures).toEqual([]);
      expect([...calls.keys()].sort()).toEqual([...FUZZED_CHANNELS].sort());
      expect(escaped).toEqual([]);
      expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
      expect((await invoke(runtime, 'status:get', {})).ok).toBe(true);
      expect(database.db.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(findTamperedStates(database.db, database.stateMac)).toEqual([]);
    },
    FUZZ_MS + 60_000,
  );
});
