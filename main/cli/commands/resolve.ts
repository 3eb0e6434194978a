import { coreFor, readConfirmedIds, type Core } from '$main/core';
import { CliError, EXIT } from '../cli-error';
import type { Output } from '../output';
import { readJsonFile } from './import';

export function resolveCommand(core: Core, id: string | undefined, idsFile: string | undefined, resend: boolean, out: Output): number {
  if (!id) throw new CliError('resolve needs an application id', EXIT.usage);
  if (Boolean(idsFile) === resend) throw new CliError('resolve takes exactly one of --ids <file.json> or --resend', EXIT.usage);
  if (resend) {
    coreFor(core, 'cli').outbox.resend(id);
    out.line(`${id} is queued again and will be sent by the next submit.`);
    return EXIT.ok;
  }
  const ids = readConfirmedIds(readJsonFile(idsFile!));
  if (ids === undefined) {
    throw new CliError(
      `${idsFile} must hold {"merchantId": <integer>, "stores": [{"agreementId": <integer>, "terminalId": <integer>}]}`,
      EXIT.input,
    );
  }
  coreFor(core, 'cli').outbox.resolve({ id, ...ids });
  out.line(`${id} is submitted as merchant ${ids.merchantId}.`);
  return EXIT.ok;
}
