import type { AppSettingsView, SettingSource } from '$shared/ipc/views';
import { CONFIG } from '../settings/config-keys';
import type { Core } from '../core';
import { getConfig } from '$main/database';
import { keyFingerprintOf } from '../settings/bound-key';

type Missing = NonNullable<AppSettingsView['missing']>;

/** What is lacking to submit with training mode off, or null when nothing is. */
export function missingFor(address: string | undefined, key: boolean): Missing | null {
  if (!address && !key) return 'address_and_key';
  if (!address) return 'address';
  return key ? null : 'key';
}

/**
 * The address and key in force and where each comes from (training, the start-up command, the
 * stored settings), for Settings; the key only as its fingerprint.
 */
export function serviceInForce(core: Core): Pick<AppSettingsView, 'inForce' | 'missing'> {
  const { baseUrl, key } = core.inForce();
  const training = core.isTraining();
  const baseUrlFrom: SettingSource =
    baseUrl === undefined ? 'none' : training ? 'training' : core.startup.baseUrl !== undefined ? 'startup' : 'stored';
  return {
    inForce: {
      baseUrl: baseUrl ?? null,
      baseUrlFrom,
      apiKeyFingerprint: key ? keyFingerprintOf(key) : null,
      apiKeyFrom: key?.from ?? 'none',
      startupKey: core.startup.apiKey ? { boundTo: core.startup.apiKeyFor ?? null } : null,
    },
    missing: training ? null : missingFor(baseUrl, key !== undefined),
  };
}

/**
 * What settings with training mode off would lack after `baseUrl` is stored: the start-up
 * address wins; a key goes only to the origin it was given for, so an address on another origin
 * would leave no key.
 */
export function missingAfter(core: Core, baseUrl: string | null | undefined): Missing | null {
  const address =
    core.startup.baseUrl ?? (baseUrl === undefined ? getConfig<string>(core.database, CONFIG.baseUrl) : (baseUrl ?? undefined));
  return missingFor(address, core.keyFor(address) !== undefined);
}
