import { coreFor, DatabaseError, type Core } from '$main/core';
import { CliError, EXIT } from '../cli-error';
import type { Output } from '../output';

/** `delete <id>`: a draft, ready, needs-attention or rejected application, with its documents and reasons. */
export function deleteCommand(core: Core, id: string | undefined, out: Output): number {
  if (!id) throw new CliError('delete needs an application id', EXIT.usage);
  const { applications } = coreFor(core, 'cli');
  const record = applications.record(id);
  if (record === undefined) throw new CliError(`No application ${id}.`, EXIT.input);
  try {
    applications.delete(id);
  } catch (error) {
    if (error instanceof DatabaseError && (error.code === 'not_deletable' || error.code === 'not_found')) {
      throw new CliError(`${error.message}.`, EXIT.input);
    }
    throw error;
  }
  out.line(`Deleted ${id} (${record.businessName || 'no name yet'}, ${record.status}).`);
  return EXIT.ok;
}
