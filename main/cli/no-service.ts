import type { Core } from '$main/core';
import { CliError, EXIT } from './cli-error';

/** Stops a command that needs the service when no address with a key bound to it is in force, saying why. */
export function requireService(core: Core): void {
  if (core.connection() !== undefined) return;
  const message =
    core.startup.apiKey && core.startup.apiKeyFor === undefined
      ? 'FIELDBOARD_API_KEY is sent only to the address given with it: pass --base-url (or set FIELDBOARD_BASE_URL), or use --training.'
      : 'No service configured: pass --base-url and set FIELDBOARD_API_KEY, or use --training.';
  throw new CliError(message, EXIT.usage);
}
