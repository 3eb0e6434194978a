#!/usr/bin/env node
import { parseArgs } from 'node:util';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type BesideApp, coreFor, DatabaseError, type Core, openBesideApp, openCore, DataFolderInUseError } from '$main/core';
import { createKeyFileSecretStore } from '$main/crypto/key-file-secret-store';
import { ensureOwnFolder } from '$main/crypto/own-folder';
import { createLogger, logFileOf } from '$main/log/logger';
import { BESIDE_APP_COMMANDS, readsOnlyBesideApp } from './beside-app';
import { CliError, EXIT } from './cli-error';
import { CLOSED_PIPE_EXIT, endQuietlyOnClosedStdout, stdoutClosed } from './closed-pipe';
import { auditCommand } from './commands/audit';
import { exportCommand, restoreCommand } from './commands/backup';
import { importCommand } from './commands/import';
import { deleteCommand } from './commands/delete';
import { listCommand } from './commands/list';
import { receiptCommand } from './commands/receipt';
import { resolveCommand } from './commands/resolve';
import { purgeCommand, retentionCommand } from './commands/retention';
import { restoreConfirmCommand } from './commands/restore-confirm';
import { setCommand } from './commands/set';
import { showCommand } from './commands/show';
import { submitCommand } from './commands/submit';
import { syncSettingsCommand } from './commands/sync-settings';
import { wipeCommand } from './commands/wipe';
import { type Output, stdoutOutput } from './output';
import { startEmbeddedTraining } from '$main/training-service/embedded';

const USAGE = `Usage: fieldboard [--data <dir>] [--base-url <url>] [--training] <command>

Commands:
  sync-settings                         fetch GET /settings for the API key
  import <file.json> --type <type>      a wire-format application becomes a draft (ready if valid)
  list [--status <status>] [--search <text>] [--json]
                                        applications, newest first; --search finds names, kennitala,
                                        company number, IBAN, merchant, agreement and terminal IDs
  show <id> [--json]                    one application, its problems, IDs and attempts
  set <id> <path> <json-value>          change one field, e.g. set <id> stores[0].name '"Kaffi Mokka"'
  delete <id>                           delete a draft, ready, needs-attention or rejected application
  submit <id> | --all                   queue ready applications and send what is due
  submit <id> --confirm "<reason>"      also confirm the application's notices that need it (audit log)
  submit <id> --confirm-duplicate "<reason>"
                                        queue it although a merchant with its number was already sent (audit log)
  resolve <id> --ids <file.json>        an unknown outcome confirmed with the acquirer
  resolve <id> --resend                 an unknown outcome checked and consciously sent again
  receipt <id> --html <file> [--force] [--layout a4|roll80] [--language en|is]
                                        the receipt as an HTML file (0600), recorded as a copy;
                                        --force replaces an existing file
  export <dir>                          a backup, encrypted with FIELDBOARD_BACKUP_PASSPHRASE
  restore <file>                        restore a backup into an empty data folder; what could still be
                                        sent is held until you confirm it was not boarded since the backup
  restore-confirm <id> | --all --reason "<how you checked>"
                                        release held applications: checked with the acquirer (audit log)
  retention [<days>]                    show, or set, how many days after submission documents and
                                        personal details are kept (default 30; 0 = at the next purge)
  purge [--json]                        remove now what is past the retention period, and say what
  audit [--json]                        the audit log (no personal data), for compliance
  wipe --yes [--force]                  destroy the data key, then delete everything in the data folder;
                                        refused while anything is queued, sending or unknown, unless --force

The API key comes from the environment variable FIELDBOARD_API_KEY, never from an argument, and
is sent only to the address given with it: --base-url or FIELDBOARD_BASE_URL.
Types: soletrader, publiclimitedcompany, privatelimitedcompany, partnership, other.`;

export async function main(argv: string[], out: Output = stdoutOutput): Promise<number> {
  endQuietlyOnClosedStdout();
  const code = await runCommand(argv, out);
  return stdoutClosed() ? CLOSED_PIPE_EXIT : code;
}

async function runCommand(argv: string[], out: Output): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        data: { type: 'string' },
        'base-url': { type: 'string' },
        training: { type: 'boolean', default: false },
        type: { type: 'string' },
        status: { type: 'string' },
        search: { type: 'string' },
        json: { type: 'boolean', default: false },
        all: { type: 'boolean', default: false },
        confirm: { type: 'string' },
        reason: { type: 'string' },
        'confirm-duplicate': { type: 'string' },
        ids: { type: 'string' },
        resend: { type: 'boolean', default: false },
        html: { type: 'string' },
        layout: { type: 'string' },
        language: { type: 'string' },
        yes: { type: 'boolean', default: false },
        force: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n\n${USAGE}\n`);
    return EXIT.usage;
  }
  const { values, positionals } = parsed;
  const [command, argument] = positionals;
  if (values.help || command === undefined) {
    out.line(USAGE);
    return values.help ? EXIT.ok : EXIT.usage;
  }
  const dataDir = path.resolve(values.data ?? process.env.FIELDBOARD_DATA ?? '.fieldboard-data');

  if (command === 'restore') return run(() => restoreCommand(dataDir, argument, out));
  if (!COMMANDS.includes(command)) {
    process.stderr.write(`Unknown command "${command}".\n\n${USAGE}\n`);
    return EXIT.usage;
  }

  let core: Core | undefined;
  let beside: BesideApp | undefined;
  return run(
    async () => {
      // Before its log or anything else in it is opened: a folder someone else may write is refused.
      ensureOwnFolder(dataDir);
      try {
        core = await openCore({
          dataDir,
          secretStore: createKeyFileSecretStore(dataDir),
          logger: createLogger({ file: logFileOf(dataDir) }),
          training: values.training,
          startTraining: startEmbeddedTraining,
          // A key from the environment is bound to this address and goes nowhere else.
          baseUrl: values['base-url'] || process.env.FIELDBOARD_BASE_URL || undefined,
          apiKey: process.env.FIELDBOARD_API_KEY || undefined,
        });
      } catch (error) {
        // The app holds the folder: support staff still read beside it (decision CL1).
        if (!(error instanceof DataFolderInUseError) || !BESIDE_APP_COMMANDS.includes(command)) throw error;
        beside = openBesideApp({ dataDir, secretStore: createKeyFileSecretStore(dataDir), readOnly: readsOnlyBesideApp(command) });
      }
      const reader = core ? coreFor(core, 'cli') : beside!.requests;
      switch (command) {
        case 'list':
          return listCommand(reader, { status: values.status, search: values.search }, values.json, out);
        case 'show':
          return showCommand(reader, argument, values.json, out);
        case 'receipt':
          return receiptCommand(
            reader,
            { id: argument, file: values.html, layout: values.layout, language: values.language, force: values.force },
            out,
          );
        case 'audit':
          return auditCommand(reader, values.json, out);
      }
      const opened = core!;
      switch (command) {
        case 'sync-settings':
          return syncSettingsCommand(opened, out);
        case 'import':
          return importCommand(opened, argument, values.type, out);
        case 'set':
          return setCommand(opened, positionals.slice(1), out);
        case 'delete':
          return deleteCommand(opened, argument, out);
        case 'submit':
          return submitCommand(opened, argument, values.all, out, { notices: values.confirm, duplicate: values['confirm-duplicate'] });
        case 'restore-confirm':
          return restoreConfirmCommand(opened, argument, values.all, values.reason, out);
        case 'resolve':
          return resolveCommand(opened, argument, values.ids, values.resend, out);
        case 'retention':
          return retentionCommand(opened, argument, out);
        case 'purge':
          return purgeCommand(opened, values.json, out);
        case 'wipe':
          return wipeCommand(opened, { yes: values.yes, force: values.force }, out);
        default:
          return exportCommand(opened, argument, out);
      }
    },
    () => (core ?? beside)?.close(),
  );
}

const COMMANDS = [
  'sync-settings',
  'import',
  'list',
  'show',
  'set',
  'delete',
  'submit',
  'resolve',
  'restore-confirm',
  'receipt',
  'export',
  'retention',
  'purge',
  'audit',
  'wipe',
];

/** Every failure ends as one plain sentence on stderr and an exit code; never a stack trace. */
async function run(body: () => Promise<number> | number, cleanup?: () => Promise<void> | undefined): Promise<number> {
  try {
    return await body();
  } catch (error) {
    if (error instanceof CliError) {
      process.stderr.write(`${error.message}\n`);
      return error.exitCode;
    }
    if (error instanceof DatabaseError) {
      process.stderr.write(`${error.message}\n`);
      return error.code === 'not_found' ? EXIT.input : EXIT.failed;
    }
    process.stderr.write(`fieldboard: ${error instanceof Error ? error.message : String(error)}\n`);
    return EXIT.failed;
  } finally {
    await cleanup?.();
  }
}

// Run when this module is the entry point (dist/node/cli.js); bin/fieldboard.js imports main().
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
