import { wipeDataFolder, WipeRefusedError, type Core } from '$main/core';
import { CliError, EXIT } from '../cli-error';
import type { Output } from '../output';

/** `fieldboard wipe --yes [--force]`: crypto-erase, then delete everything in the data folder. */
export async function wipeCommand(core: Core, options: { yes: boolean; force: boolean }, out: Output): Promise<number> {
  if (!options.yes) {
    throw new CliError(
      `wipe deletes every application, document, log and receipt in ${core.database.dataDir} and cannot be undone; run it with --yes`,
      EXIT.usage,
    );
  }
  try {
    const report = await wipeDataFolder(core, { force: options.force });
    for (const forced of report.forced) out.line(`Wiped although ${forced.status}: ${forced.id} (${forced.businessName}).`);
    out.line(`Wiped ${core.database.dataDir}: the data key was destroyed, then ${report.removed.join(', ') || 'nothing else'} deleted.`);
    return EXIT.ok;
  } catch (error) {
    if (error instanceof WipeRefusedError) throw new CliError(error.message, EXIT.failed);
    throw error;
  }
}
