import { type EntityType, hasApplicant, hasOwnershipFields } from '$shared/entity-types';
import { at } from '$shared/rules/read';
import type { MessageKey } from '../i18n/catalogue';
import type { Params } from '../i18n/wording';
import type { Path } from './paths';
import { type SectionId, sectionsFor } from './sections';

/**
 * The review as the agent reads it aloud to the merchant: the editor's steps, and in each the
 * form's parts in the form's order, each value with the kind of formatting the form gives it.
 * Words and formats are the screen's (review-values.ts); this file only knows where things are.
 */

/** How a value is shown: the same way its field shows it. */
export type ValueKind =
  | 'text'
  | 'date'
  | 'phone'
  | 'address'
  | 'category'
  | 'iban'
  | 'yesNo'
  | 'codes'
  | 'percent'
  | 'count'
  /** An amount in the currency of the store at `currencyOf` (its address's country, G6). */
  | 'money';

export interface ReviewRow {
  path: Path;
  kind: ValueKind;
  /** The form's label, when it is not the path's own (`fieldLabel`). */
  label?: { key: MessageKey; params?: Params };
  /** For money: where the store's country is. */
  currencyOf?: Path;
  /** A monthly volume's transaction type: labelled "Monthly volume: <type>" as its field is. */
  volumeOf?: string;
  /** Other values this row reads out (a volume's transaction type, in its label). */
  covers?: Path[];
}

/** A part of a step: a person, a store, or a titled part of the form ("Contact details"). */
export interface ReviewBlock {
  heading?: { key: MessageKey; params?: Params };
  /** `item`: one person or store; `part`: a titled part of the form or of an item. */
  level?: 'item' | 'part';
  rows: ReviewRow[];
}

export interface ReviewGroup {
  id: SectionId;
  blocks: ReviewBlock[];
}

const row = (path: Path, kind: ValueKind = 'text', extra: Omit<ReviewRow, 'path' | 'kind'> = {}): ReviewRow => ({ path, kind, ...extra });

function contactBlock(base: Path): ReviewBlock {
  return {
    heading: { key: 'business.contact' },
    level: 'part',
    rows: [row([...base, 'phone'], 'phone'), row([...base, 'email']), row([...base, 'address'], 'address')],
  };
}

function businessBlocks(type: EntityType): ReviewBlock[] {
  if (hasApplicant(type)) {
    const base = ['applicant'];
    return [
      {
        rows: [
          row([...base, 'firstName']),
          row([...base, 'middleName']),
          row([...base, 'lastName']),
          row([...base, 'ssn']),
          row([...base, 'dateOfBirth'], 'date'),
          row([...base, 'legalName']),
        ],
      },
      contactBlock(base),
      { rows: [row([...base, 'invoiceStatementOnMerchantLevel'], 'yesNo')] },
    ];
  }
  const base = ['company'];
  const flags = hasOwnershipFields(type)
    ? [row([...base, 'invoiceStatementOnMerchantLevel'], 'yesNo'), row([...base, 'registeredOnStockExchange'], 'yesNo')]
    : [];
  return [{ rows: [row([...base, 'name']), row([...base, 'number'])] }, contactBlock(base), { rows: flags }];
}

function itemName(application: unknown, ...paths: Path[]): string {
  return paths
    .map((path) => at(application, ...path))
    .filter((part): part is string => typeof part === 'string' && part !== '')
    .join(' ');
}

function personBlocks(application: unknown, type: EntityType): ReviewBlock[] {
  const persons = at(application, 'persons');
  if (!Array.isArray(persons)) return [];
  return persons.map((_, index): ReviewBlock => {
    const base = ['persons', index];
    const name = itemName(application, [...base, 'firstName'], [...base, 'lastName']);
    return {
      heading: name ? { key: 'persons.personNamed', params: { n: index + 1, name } } : { key: 'persons.person', params: { n: index + 1 } },
      level: 'item',
      rows: [
        row([...base, 'title']),
        row([...base, 'firstName']),
        row([...base, 'middleName']),
        row([...base, 'lastName']),
        row([...base, 'ssn']),
        row([...base, 'dateOfBirth'], 'date'),
        row([...base, 'position']),
        row([...base, 'phone'], 'phone'),
        row([...base, 'email']),
        ...(hasOwnershipFields(type) ? [row([...base, 'share'], 'percent')] : []),
        row([...base, 'roles'], 'codes'),
        row([...base, 'address'], 'address'),
      ],
    };
  });
}

function storeBlocks(application: unknown): ReviewBlock[] {
  const stores = at(application, 'stores');
  if (!Array.isArray(stores)) return [];
  return stores.flatMap((_, index): ReviewBlock[] => {
    const base = ['stores', index];
    const name = itemName(application, [...base, 'name']);
    const country = [...base, 'address', 'countryCode'];
    const trade = [...base, 'transactionInformation'];
    const money = (path: Path) => row(path, 'money', { currencyOf: country });
    const volumes = at(application, ...base, 'volumeInformation');
    return [
      {
        heading: name ? { key: 'stores.storeNamed', params: { n: index + 1, name } } : { key: 'stores.store', params: { n: index + 1 } },
        level: 'item',
        rows: [row([...base, 'name']), row([...base, 'merchantCategoryCode'], 'category'), row([...base, 'address'], 'address')],
      },
      {
        heading: { key: 'stores.cards' },
        level: 'part',
        rows: [
          row([...base, 'acceptedCardTypes'], 'codes'),
          row([...base, 'acceptedPaymentCardsInPast'], 'yesNo'),
          row([...base, 'acceptedTransactionTypes'], 'codes'),
        ],
      },
      {
        heading: { key: 'stores.expectations' },
        level: 'part',
        rows: [
          money([...trade, 'expectedAverageTransactionAmount']),
          money([...trade, 'expectedMaximumTransactionAmount']),
          money([...trade, 'averageMonthlyVolume']),
          row([...trade, 'averageTimeBetweenPurchaseAndDeliveryInDays'], 'count'),
          ...(Array.isArray(volumes) ? volumes : []).map((entry: unknown, volume) => {
            const kind = at(entry, 'transactionTypeCategory');
            return row([...base, 'volumeInformation', volume, 'volume'], 'money', {
              currencyOf: country,
              volumeOf: typeof kind === 'string' ? kind : '',
              covers: [[...base, 'volumeInformation', volume, 'transactionTypeCategory']],
            });
          }),
        ],
      },
    ];
  });
}

function bankBlocks(): ReviewBlock[] {
  const base = ['bankAccount'];
  return [
    {
      rows: [
        row([...base, 'bankName']),
        row([...base, 'accountNumber']),
        row([...base, 'iban'], 'iban'),
        row([...base, 'swiftNumber']),
        row([...base, 'sortCode']),
        row([...base, 'bankAddress'], 'address', { label: { key: 'bank.bankAddress' } }),
        row([...base, 'bankAccountConfirmed'], 'yesNo'),
      ],
    },
  ];
}

/** The paths a group shows by itself; every other value sent is listed after them (sent-values.ts). */
const FEE_PATHS: readonly Path[] = [['fees', 'merchantServiceChargeFees'], ['processingFees']];

/** Every path the layout reads out, the fee tables' included. */
export function shownPaths(groups: readonly ReviewGroup[]): Path[] {
  const rows = groups.flatMap((group) => group.blocks.flatMap((block) => block.rows));
  return [...rows.flatMap((row) => [row.path, ...(row.covers ?? [])]), ...FEE_PATHS];
}

/** The review's steps, parts and rows for an application; empty parts are left out, as unsent values are. */
export function reviewLayout(type: EntityType, application: Record<string, unknown>): ReviewGroup[] {
  const blocks: Partial<Record<SectionId, ReviewBlock[]>> = {
    business: businessBlocks(type),
    persons: personBlocks(application, type),
    stores: storeBlocks(application),
    bank: bankBlocks(),
    fees: [],
  };
  return sectionsFor(type).flatMap((id) => {
    const list = blocks[id];
    return list === undefined ? [] : [{ id, blocks: list }];
  });
}

/** True when `path` is shown by `rows` (an address row shows its street, town and country). */
export function isShownBy(path: Path, shown: readonly Path[]): boolean {
  return shown.some((prefix) => prefix.length <= path.length && prefix.every((segment, index) => segment === path[index]));
}
