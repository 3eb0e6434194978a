import type { Core } from '$main/core';
import { CliError, EXIT } from '../cli-error';
import { requireService } from '../no-service';
import type { Output } from '../output';

export async function syncSettingsCommand(core: Core, out: Output): Promise<number> {
  requireService(core);
  const result = await core.syncSettings();
  if (!result.ok) {
    const lastGood = result.lastGoodAt
      ? ` The settings from ${result.lastGoodAt} stay in use.`
      : ' No settings have been synced for this key yet.';
    throw new CliError(`Settings sync failed: ${result.error.message}.${lastGood}`, EXIT.failed);
  }
  out.line(`Settings synced at ${result.fetchedAt} (${result.changed ? 'changed' : 'unchanged'}).`);
  if (result.needsAttention.length > 0) {
    out.line(`${result.needsAttention.length} application(s) no longer pass with the new settings and need attention:`);
    for (const id of result.needsAttention) out.line(`  ${id}`);
  }
  return EXIT.ok;
}
