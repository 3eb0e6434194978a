import { coreFor, type Core } from '$main/core';
import { CliError, EXIT } from '../cli-error';
import type { Output } from '../output';

/**
 * `restore-confirm <id> | --all --reason "<how you checked>"`: the agent checked with the acquirer
 * that a held application was not boarded after its backup was made; the audit log keeps the reason.
 */
export function restoreConfirmCommand(core: Core, id: string | undefined, all: boolean, reason: string | undefined, out: Output): number {
  if (Boolean(id) === all) throw new CliError('restore-confirm takes an application id or --all', EXIT.usage);
  if (reason === undefined) throw new CliError('restore-confirm needs --reason "<how you checked it was not boarded>"', EXIT.usage);
  const { restore } = coreFor(core, 'cli');
  const released = restore.confirmNotBoarded(all ? 'all' : { ids: [id!] }, reason);
  if (released.length === 0) out.line(all ? 'No application is held.' : `${id} is not held; nothing changed.`);
  for (const releasedId of released) out.line(`${releasedId} is released: it can be queued and sent.`);
  const left = restore.held().length;
  if (left > 0) out.line(`${left} application(s) are still held.`);
  return EXIT.ok;
}
