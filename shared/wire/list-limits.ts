/**
 * How many of each repeated item one application can hold. The spec shows no limits (§8.2); these
 * are chosen in docs/decisions.md (G22, "Bounded inputs"): generous for a shop or a hotel chain,
 * and small enough that no draft, import or request can make the app build something huge.
 * The wire schemas refuse more, and a draft is refused whole past them (shared/draft/list-limits.ts).
 */
export const MAX_STORES = 50;
export const MAX_PERSONS = 20;
export const MAX_ADDITIONAL_ATTACHMENTS = 20;
/** Per store: one entry per transaction type category; the spec shows one category, so ten is room to grow. */
export const MAX_VOLUME_ENTRIES = 10;
/** One entry per fee name the settings give (four shown, §2.11); the settings are refused past it too. */
export const MAX_SERVICE_CHARGE_FEES = 100;
/** One row per processing fee of the settings (eight names shown, per market); the settings are refused past it too. */
export const MAX_PROCESSING_FEES = 200;
/** Any other list in a draft (roles, card types, a fee's markets, a list the type has no place for). */
export const MAX_OTHER_LIST_ITEMS = 100;

/** The lists named by the limits above, as a refusal names them to the agent. */
export const LIMITED_LISTS = [
  'stores',
  'persons',
  'additionalAttachments',
  'volumeInformation',
  'merchantServiceChargeFees',
  'processingFees',
  'other',
] as const;
export type LimitedList = (typeof LIMITED_LISTS)[number];

export const LIST_LIMITS: Record<LimitedList, number> = {
  stores: MAX_STORES,
  persons: MAX_PERSONS,
  additionalAttachments: MAX_ADDITIONAL_ATTACHMENTS,
  volumeInformation: MAX_VOLUME_ENTRIES,
  merchantServiceChargeFees: MAX_SERVICE_CHARGE_FEES,
  processingFees: MAX_PROCESSING_FEES,
  other: MAX_OTHER_LIST_ITEMS,
};

/** The largest list any application can hold: what a JSON scanner may allow in one array. */
export const MAX_LIST_ITEMS = Math.max(...Object.values(LIST_LIMITS));
