import type { Page } from 'playwright-core';
import type { ApplicationStatus } from '../../../shared/application-status';
import type { EntityType } from '../../../shared/entity-types';
import type { IpcChannel, IpcRequest, IpcResponse } from '../../../shared/ipc/contract';
import { trainingSettings } from '../../../main/training-service/default-settings';
import { namedApplication } from '../../fixtures/applications';

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
 * `attachments:add` like an upload and the draft saved: "ready" against synced settings.
 */
export async function seedApplication(page: Page, type: EntityType, name: string): Promise<string> {
  const application = namedApplication(type, name) as Record<string, any>;
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
