import type { AppSettingsView, SettingSource } from '../../../shared/ipc/views';
import { CONFIG } from '../config-keys';
import type { Core } from '../core';
import { apiKeyFingerprint, getApiKey, getApiKeyOrigin, getConfig, serviceOrigin } from '../../store';

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
  const { baseUrl, apiKey } = core.inForce();
  const training = core.isTraining();
  const from = (value: string | undefined, startup: boolean): SettingSource =>
    value === undefined ? 'none' : training ? 'training' : startup ? 'startup' : 'stored';
  return {
    inForce: {
      baseUrl: baseUrl ?? null,
      baseUrlFrom: from(baseUrl, core.startup.baseUrl !== undefined),
      apiKeyFingerprint: apiKey ? apiKeyFingerprint(apiKey) : null,
      apiKeyFrom: from(apiKey, core.startup.apiKey),
    },
    missing: training ? null : missingFor(baseUrl, apiKey !== undefined),
  };
}

/**
 * What settings with training mode off would lack after `baseUrl` is stored: the start-up
 * address and key win; a stored key goes only to the origin it was entered for (so an address
 * on another origin would leave no key), except to an address given at start-up.
 */
export function missingAfter(core: Core, baseUrl: string | null | undefined): Missing | null {
  const { store } = core;
  const address = core.startup.baseUrl ?? (baseUrl === undefined ? getConfig<string>(store, CONFIG.baseUrl) : (baseUrl ?? undefined));
  const stored = getApiKey(store) !== undefined;
  const key =
    core.startup.apiKey ||
    (stored && (core.startup.baseUrl !== undefined || (address !== undefined && getApiKeyOrigin(store) === serviceOrigin(address))));
  return missingFor(address, key);
}
