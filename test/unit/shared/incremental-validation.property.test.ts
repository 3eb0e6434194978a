import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type DocumentFacts, type DraftBody, IncrementalValidation, draftJson, validateDraft } from '$shared/draft';
import { ENTITY_TYPES, type EntityType } from '$shared/entity-types';
import type { PathSegment, Problem } from '$shared/rules';
import type { Settings } from '$shared/wire/settings';
import { completeApplication } from '../../fixtures/applications';
import { makeSettings, SETTINGS, TODAY } from './helpers';

/**
 * IncrementalValidation re-runs only the checks that read a changed section and keeps the rest;
 * whatever the edits, its answer must be validateDraft's for the same draft as stored (JSON).
 */

const AMEX_SETTINGS = makeSettings({ RestrictedAmexMccs: [{ CountryCode: 'IS', CurrencyCode: 'ISK', MccID: 5812 }] });
const FILES: DocumentFacts[] = [
  { id: 'file-1', fileName: 'id-document.png' },
  { id: 'file-2', fileName: 'bank-confirmation.pdf' },
  { id: 'file-3', fileName: 'bad name?.exe' },
];

/** Values a field may be given: valid and invalid ones the rules care about, and any JSON. */
const value = fc.oneof(
  fc.constantFrom(
    '010130-3019',
    '010130-3010',
    '471008-0280',
    '1930-01-01',
    '2031-02-30',
    'IS',
    'GB',
    'IS140159260076545510730339',
    'IS140159260076545510730338',
    'NBIIISRE',
    '0159-26-007654',
    '0159-26-7654',
    'Amex',
    'PrimaryContact',
    'Director',
    '',
    5812,
    5814,
    12345,
    60,
    101,
    -1,
    null,
    true,
  ),
  fc.constantFrom({ attachmentId: 'file-1' }, { attachmentId: 'file-2' }, { attachmentId: 'file-3' }, { attachmentId: 'gone' }),
  fc.jsonValue({ maxDepth: 2 }),
);

/** Fields the domain rules read: random paths alone would seldom reach them. */
const RULE_FIELDS: PathSegment[][] = [
  ['bankAccount', 'iban'],
  ['bankAccount', 'swiftNumber'],
  ['bankAccount', 'accountNumber'],
  ['company', 'number'],
  ['company', 'address', 'countryCode'],
  ['applicant', 'ssn'],
  ['applicant', 'dateOfBirth'],
  ['applicant', 'address', 'countryCode'],
  ['persons', 0, 'ssn'],
  ['persons', 0, 'dateOfBirth'],
  ['persons', 1, 'share'],
  ['persons', 0, 'roles'],
  ['stores', 0, 'merchantCategoryCode'],
  ['stores', 0, 'acceptedCardTypes'],
  ['stores', 0, 'address', 'countryCode'],
  ['stores', 1, 'transactionInformation', 'expectedAverageTransactionAmount'],
  ['stores', 0, 'volumeInformation', 0, 'transactionTypeCategory'],
  ['fees', 'merchantServiceChargeFees', 0, 'name'],
  ['applicant', 'identificationAttachment'],
  ['bankAccount', 'bankAccountConfirmationAttachment'],
];

type Edit =
  | { kind: 'set'; pick: number; value: unknown }
  | { kind: 'field'; field: PathSegment[]; value: unknown }
  | { kind: 'delete'; pick: number }
  | { kind: 'graft'; pick: number; from: EntityType }
  | { kind: 'topLevel'; key: string; value: unknown }
  | { kind: 'fees'; value: unknown }
  | { kind: 'context'; settings: number; files: number; today: string };

const edit: fc.Arbitrary<Edit> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('set' as const), pick: fc.nat(), value }) },
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('field' as const), field: fc.constantFrom(...RULE_FIELDS), value }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('graft' as const), pick: fc.nat(), from: fc.constantFrom(...ENTITY_TYPES) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('topLevel' as const),
      key: fc.constantFrom('applicant', 'company', 'persons', 'stores', 'bankAccount', 'fees', 'additionalAttachments', 'extra'),
      value: fc.oneof(value, fc.constant(undefined)),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('fees' as const),
      value: fc.oneof(fc.constant([]), fc.constant([{ name: 'PCI fee', markets: ['Iceland'], types: ['Card present'], value: 1 }]), value),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('context' as const),
      settings: fc.nat({ max: 2 }),
      files: fc.nat({ max: 3 }),
      today: fc.constantFrom(TODAY, '1929-12-31'),
    }),
  },
);

/** Every path into the value, containers included, parents before children. */
function pathsOf(value: unknown, base: PathSegment[] = []): PathSegment[][] {
  const out: PathSegment[][] = base.length > 0 ? [base] : [];
  if (Array.isArray(value)) value.forEach((item, index) => out.push(...pathsOf(item, [...base, index])));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) out.push(...pathsOf(item, [...base, key]));
  }
  return out;
}

function parentAt(root: Record<string, unknown>, path: PathSegment[]): Record<PathSegment, unknown> {
  let node: unknown = root;
  for (const segment of path.slice(0, -1)) node = (node as Record<PathSegment, unknown>)[segment];
  return node as Record<PathSegment, unknown>;
}

function apply(draft: DraftBody, change: Edit): void {
  const app = draft.application;
  const paths = pathsOf(app);
  const path = paths.length > 0 && 'pick' in change ? paths[change.pick % paths.length]! : undefined;
  switch (change.kind) {
    case 'set':
      if (path) parentAt(app, path)[path.at(-1)!] = structuredClone(change.value);
      break;
    case 'field': {
      // Creates the containers on the way, as the editor does.
      let node = app as Record<PathSegment, unknown>;
      change.field.slice(0, -1).forEach((segment, index) => {
        const next = node[segment];
        if (typeof next !== 'object' || next === null) node[segment] = typeof change.field[index + 1] === 'number' ? [] : {};
        node = node[segment] as Record<PathSegment, unknown>;
      });
      node[change.field.at(-1)!] = structuredClone(change.value);
      break;
    }
    case 'delete':
      if (path) {
        const parent = parentAt(app, path);
        if (Array.isArray(parent)) parent.splice(path.at(-1) as number, 1);
        else delete parent[path.at(-1)!];
      }
      break;
    case 'graft': {
      // A whole part of another type's complete application: persons, stores, a company…
      const donor = completeApplication(change.from) as Record<string, unknown>;
      const donorPaths = pathsOf(donor);
      const from = donorPaths[change.pick % donorPaths.length]!;
      const target = path ?? [from[0]!];
      parentAt(app, target)[target.at(-1)!] = structuredClone(parentAt(donor, from)[from.at(-1)!]);
      break;
    }
    case 'topLevel':
      app[change.key] = structuredClone(change.value);
      break;
    case 'fees':
      (draft as { processingFees: unknown }).processingFees = structuredClone(change.value);
      break;
    case 'context':
      break;
  }
}

const SETTINGS_CHOICES: (Settings | undefined)[] = [SETTINGS, AMEX_SETTINGS, undefined];

describe('IncrementalValidation', () => {
  it('always answers what validateDraft answers for the draft as stored, over random edits', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ENTITY_TYPES),
        fc.boolean(),
        fc.array(edit, { minLength: 1, maxLength: 30 }),
        (type, complete, edits) => {
          const draft: DraftBody = {
            application: complete ? (structuredClone(completeApplication(type)) as Record<string, unknown>) : {},
            processingFees: [],
          };
          const incremental = new IncrementalValidation();
          let context = { settings: 0, files: 3, today: TODAY };
          for (const change of edits) {
            apply(draft, change);
            if (change.kind === 'context') context = change;
            const settings = SETTINGS_CHOICES[context.settings];
            const options = { settings, attachments: FILES.slice(0, context.files), today: context.today };
            const expected = validateDraft(type, JSON.parse(JSON.stringify(draft)) as DraftBody, options);
            expect(incremental.validate(type, draft, options, `settings ${context.settings}`)).toEqual(expected);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it("makes the draft's JSON once, section by section, as JSON.stringify does, and validates from those texts alike", () => {
    fc.assert(
      fc.property(fc.constantFrom(...ENTITY_TYPES), fc.array(edit, { minLength: 1, maxLength: 30 }), (type, edits) => {
        const draft: DraftBody = { application: structuredClone(completeApplication(type)) as Record<string, unknown>, processingFees: [] };
        const incremental = new IncrementalValidation();
        const options = { settings: SETTINGS, attachments: FILES, today: TODAY };
        for (const change of edits) {
          apply(draft, change);
          const { json, sections } = draftJson(draft);
          expect(json).toBe(JSON.stringify(draft));
          const expected = validateDraft(type, JSON.parse(json) as DraftBody, options);
          expect(incremental.validate(type, draft, { ...options, sectionJson: sections }, 'settings')).toEqual(expected);
        }
      }),
      { numRuns: 100 },
    );
    const odd: unknown[] = [
      { application: { company: { born: new Date(0), gone: undefined, f: () => 1 }, persons: undefined, 2: 'two', 1: [undefined] }, x: 1 },
      { application: { when: { toJSON: () => 'then' } }, processingFees: [] },
      { application: [1, 2], processingFees: [] },
      { application: { attachmentId: 'file-1' }, processingFees: [] },
      { application: {}, toJSON: () => ({ replaced: true }) },
      { application: {} },
      { processingFees: [] },
      null,
    ];
    for (const draft of odd) expect(draftJson(draft as DraftBody).json).toBe(JSON.stringify(draft ?? null));
  });

  it('gives the same answers when unchanged sections come back as the same objects, as the editor passes them', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ENTITY_TYPES), fc.array(edit, { minLength: 1, maxLength: 30 }), (type, edits) => {
        const draft: DraftBody = { application: structuredClone(completeApplication(type)) as Record<string, unknown>, processingFees: [] };
        const incremental = new IncrementalValidation();
        // The editor's view: a new snapshot of a section only when it changed, the same object otherwise.
        let view: Record<string, unknown> = {};
        for (const change of edits) {
          apply(draft, change);
          const next: Record<string, unknown> = {};
          for (const [key, value] of Object.entries(draft.application)) {
            next[key] = JSON.stringify(view[key]) === JSON.stringify(value) ? view[key] : structuredClone(value);
          }
          view = next;
          const options = { settings: SETTINGS, attachments: FILES, today: TODAY };
          const expected = validateDraft(type, JSON.parse(JSON.stringify(draft)) as DraftBody, options);
          const given = { application: view, processingFees: draft.processingFees };
          expect(incremental.validate(type, given, options, 'settings', true)).toEqual(expected);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('re-runs only what reads the changed section', () => {
    const type = 'privatelimitedcompany';
    const draft: DraftBody = { application: structuredClone(completeApplication(type)) as Record<string, unknown>, processingFees: [] };
    const incremental = new IncrementalValidation();
    const options = { settings: SETTINGS, attachments: FILES, today: TODAY };
    const first = incremental.validate(type, draft, options, 'settings 1');
    const stores = draft.application.stores as { name: string }[];
    stores[0]!.name = 'Kaffi Selfoss';
    const again = incremental.validate(type, draft, options, 'settings 1');
    expect(again).toEqual(validateDraft(type, draft, options));
    // The company's problems are the very list from the first call: not computed again.
    (draft.application.company as { number: string }).number = 'not a kennitala';
    const changed = incremental.validate(type, draft, options, 'settings 1');
    expect(changed.some((p) => p.path.join('.') === 'company.number')).toBe(true);
    expect(first.some((p) => p.path.join('.') === 'company.number')).toBe(false);
  });

  it("checks the persons' phones again only when the persons change", () => {
    const type = 'privatelimitedcompany';
    const draft: DraftBody = { application: structuredClone(completeApplication(type)) as Record<string, unknown>, processingFees: [] };
    const persons = draft.application.persons as { phone: string }[];
    persons[0]!.phone = '+354/86133';
    const incremental = new IncrementalValidation();
    const options = { settings: SETTINGS, attachments: FILES, today: TODAY };
    const personPhone = (problems: readonly Problem[]) => problems.find((p) => p.path.join('.') === 'persons.0.phone');
    const first = personPhone(incremental.validate(type, draft, options, 'settings 1'));
    expect(first?.code).toBe('phone_invalid');
    // A company phone edit: the person's phone problem is the very one found before, not found again.
    (draft.application.company as { phone: string }).phone = '+354/6101234';
    expect(personPhone(incremental.validate(type, draft, options, 'settings 1'))).toBe(first);
    persons[1]!.phone = '+354/6111234';
    const afterPersons = personPhone(incremental.validate(type, draft, options, 'settings 1'));
    expect(afterPersons).toEqual(first);
    expect(afterPersons).not.toBe(first);
  });
});
