import type { Page } from 'playwright-core';
import type { ApplicationStatus } from '$shared/application-status';
import type { EntityType } from '$shared/entity-types';
import type { IpcChannel, IpcRequest, IpcResponse } from '$shared/ipc/contract';
import { trainingSettings } from '$main/training-service/default-settings';
import { composeIBAN } from 'ibantools';
import { hasApplicant } from '$shared/entity-types';
import { kennitalaCheckDigit } from '$shared/rules/national-id/kennitala';
import { namedApplication } from '../../fixtures/applications';

/** How many applications each page has seeded: the first keeps the fixture's numbers, later ones get their own. */
const seeded = new WeakMap<Page, number>();

/** A valid kennitala `<first six>-<RR><check><last>` with the n-th usable pair of serial digits after `from`. */
function kennitalaWith(firstSix: string, last: string, n: number, from: number): string {
  let found = -1;
  for (let serial = from; serial < 100; serial += 1) {
    const digits = `${firstSix}${String(serial).padStart(2, '0')}`;
    const check = kennitalaCheckDigit([...digits].map(Number));
    if (check === undefined) continue;
    found += 1;
    if (found === n) return `${firstSix}-${digits.slice(6)}${check}${last}`;
  }
  throw new Error(`no ${n}-th kennitala after ${firstSix}${from}`);
}

/**
 * Every seeded merchant after a page's first is another merchant: its own company number (or
 * sole trader's kennitala, same birth date) and the same account's IBAN with that holder, so
 * seeding several never makes them possible duplicates of each other.
 */
function ownNumbers(application: Record<string, any>, type: EntityType, n: number): void {
  const holder = hasApplicant(type) ? kennitalaWith('010130', '9', n, 40) : kennitalaWith('471008', '0', n, 10);
  if (hasApplicant(type)) application.applicant.ssn = holder;
  else application.company.number = holder;
  application.bankAccount.iban = composeIBAN({ countryCode: 'IS', bban: `015926007654${holder.replace('-', '')}` });
}

/**
 * The processing fees main puts in a draft: every fee of the training key at
 * the acquirer's value (shared/draft/fee-rows.ts, which main applies). With them the seeded
 * draft is what an agent's would be, and opening its fees step changes nothing.
 */
function agreedProcessingFees() {
  return trainingSettings().Fees.processingFees.map((fee) => ({
    name: fee.name,
    markets: [...fee.markets],
    types: [...fee.types],
    value: fee.value ?? fee.default,
  }));
}

/**
 * Calls the app's contract from the page, as the screens do: for the setup of tests that are
 * about something other than typing an application (the typing has tests of its own).
 */
export async function invoke<C extends IpcChannel>(page: Page, channel: C, request: IpcRequest<C>): Promise<IpcResponse<C>> {
  const result = await page.evaluate(([name, body]) => window.api.invoke(name, body as never), [channel, request] as const);
  if (!result.ok) throw new Error(`${channel} failed: ${result.error.code}: ${result.error.message}`);
  return result.value as IpcResponse<C>;
}

/**
 * A complete application under its own business name, its files stored through
 * `attachments:add` like an upload and the draft saved: "ready" against synced settings. A page's
 * first keeps the fixture's numbers; later ones get numbers of their own unless `fixtureNumbers`.
 */
export async function seedApplication(
  page: Page,
  type: EntityType,
  name: string,
  options: { fixtureNumbers?: boolean } = {},
): Promise<string> {
  const application = namedApplication(type, name) as Record<string, any>;
  const n = seeded.get(page) ?? 0;
  seeded.set(page, n + 1);
  if (n > 0 && !options.fixtureNumbers) ownNumbers(application, type, n - 1);
  const { id } = await invoke(page, 'applications:create', { entityType: type });
  const store = async (role: 'identification' | 'bankConfirmation' | 'additional', file: { File: string; Filename: string }) => {
    const added = await invoke(page, 'attachments:add', { applicationId: id, role, fileName: file.Filename, dataBase64: file.File });
    return { attachmentId: added.id };
  };
  if (application.applicant) {
    application.applicant.identificationAttachment = await store('identification', application.applicant.identificationAttachment);
  }
  application.bankAccount.bankAccountConfirmationAttachment = await store(
    'bankConfirmation',
    application.bankAccount.bankAccountConfirmationAttachment,
  );
  if (Array.isArray(application.additionalAttachments)) {
    const refs = [];
    for (const file of application.additionalAttachments) refs.push(await store('additional', file));
    application.additionalAttachments = refs;
  }
  await invoke(page, 'applications:saveDraft', { id, draft: { application, processingFees: agreedProcessingFees() } });
  return id;
}

export async function statusOf(page: Page, id: string): Promise<ApplicationStatus> {
  return (await invoke(page, 'applications:get', { id })).status;
}
