import { describe, expect, it } from 'vitest';
import type { Runtime } from '$main/runtime/runtime';
import { listAudit } from '$main/database';
import type { ApplicationView } from '$shared/ipc/views';
import { printedIban } from '$shared/rules/bank/iban-text';
import { formatKennitala } from '$shared/rules/national-id/kennitala';
import { TEST_PERSON_KENNITALA, completeApplication } from '../../fixtures/applications';
import { type BankLetter, letterFile, makeBankLetter } from '../../helpers/bank-letters';
import { cameraJpeg } from '../../helpers/document-fixtures';
import { invoke, startTestRuntime } from '../../helpers/test-runtime';
import { eventually } from '../../helpers/wait';

/**
 * Prints one Icelandic IBAN and the holder's kennitala, neither of them the complete application's,
 * in English, with Arion banki's own kennitala in its footer.
 */
const LETTER = makeBankLetter(2);

type Draft = { application: Record<string, Record<string, unknown>>; processingFees: unknown[] };

/** A complete sole trader's application whose two documents were added through attachments:add, read and placed. */
async function readyWithLetter(
  runtime: Runtime,
  letter: BankLetter = LETTER,
  fit: (draft: Draft) => void = () => {},
): Promise<ApplicationView> {
  await eventually(async () => (await invoke(runtime, 'status:get', {})).value.lastSyncAt).not.toBeNull();
  const application = structuredClone(completeApplication('soletrader')) as unknown as Record<string, Record<string, unknown>>;
  const created = await invoke(runtime, 'applications:create', { entityType: 'soletrader', draft: { application, processingFees: [] } });
  const id = created.value.id as string;
  const add = async (role: string, bytes: Buffer) =>
    (await invoke(runtime, 'attachments:add', { applicationId: id, role, dataBase64: bytes.toString('base64') })).value.id as string;
  const file = await letterFile(letter, 'text-pdf');
  const identification = await add('identification', await cameraJpeg(1200, 900, 10));
  const confirmation = await add('bankConfirmation', file.bytes);
  await runtime.core.documentReadings.settled();
  const current = (await invoke(runtime, 'applications:get', { id })).value as ApplicationView;
  const draft = structuredClone(current.draft) as Draft;
  draft.application.applicant!.identificationAttachment = { attachmentId: identification };
  draft.application.bankAccount!.bankAccountConfirmationAttachment = { attachmentId: confirmation };
  fit(draft);
  const saved = await invoke(runtime, 'applications:saveDraft', { id, draft, expectedRevision: current.revision });
  expect(saved.ok).toBe(true);
  return (await invoke(runtime, 'applications:get', { id })).value as ApplicationView;
}

// A PDF letter is drawn and its pages read by OCR: on a loaded machine a reading takes half a minute.
describe('a bank letter added through attachments:add', { timeout: 180_000 }, () => {
  it('must be confirmed with a reason before queueing when its IBAN or holder is not the form’s', async () => {
    const runtime = await startTestRuntime();
    const view = await readyWithLetter(runtime);
    expect(view.status).toBe('ready');
    expect(view.documents.readings.map((reading) => [reading.role, reading.state])).toEqual([
      ['identification', 'no_zone'],
      ['bankConfirmation', 'read'],
    ]);
    const notices = view.notices.filter((item) => item.code.startsWith('letter_') || item.code.startsWith('document_'));
    expect(notices.map((item) => [item.code, item.path.join('.'), item.params])).toEqual([
      ['document_no_zone', 'applicant.identificationAttachment', {}],
      ['letter_iban_differs', 'bankAccount.iban', { iban: printedIban(LETTER.truth.ibans[0]!) }],
      [
        'letter_holder_differs',
        'bankAccount.bankAccountConfirmationAttachment',
        // The holder's kennitala only: the bank's own in the footer is not the account's holder.
        { holder: formatKennitala(LETTER.truth.holder), party: 'applicant' },
      ],
    ]);

    const refused = await invoke(runtime, 'applications:queue', { id: view.id, confirmations: [] });
    expect(refused.error).toMatchObject({ code: 'confirmation_required', params: { count: 2 } });
    expect((await invoke(runtime, 'applications:get', { id: view.id })).value.status).toBe('ready');

    const confirmations = notices
      .filter((item) => item.code.startsWith('letter_'))
      .map((item) => ({
        code: item.code,
        path: item.path,
        reason: 'The merchant showed the account at the bank, agreed with the acquirer',
      }));
    const queued = await invoke(runtime, 'applications:queue', { id: view.id, confirmations });
    expect(queued.ok).toBe(true);
    expect(queued.value.status).toBe('queued');
    const confirmed = listAudit(runtime.core.database, view.id).filter((row) => row.action === 'confirm_notice');
    expect(confirmed.map((row) => row.reason)).toEqual([
      'confirmed notice letter_iban_differs at bankAccount.iban',
      'confirmed notice letter_holder_differs at bankAccount.bankAccountConfirmationAttachment',
    ]);
  });

  it('says nothing of a holder who is the applicant, whatever bank’s kennitala the letter also prints', async () => {
    const applicant = { name: 'Guðrún Jónsdóttir', kennitala: TEST_PERSON_KENNITALA };
    // Icelandic, from a savings bank the app does not know; English, from Arion banki: each prints its own kennitala.
    for (const seed of [10, 20]) {
      const letter = makeBankLetter(seed, { holder: applicant });
      const printed = letter.truth.kennitolur.map(formatKennitala);
      expect(printed).toEqual([TEST_PERSON_KENNITALA, expect.not.stringMatching(TEST_PERSON_KENNITALA)]);
      const iban = letter.truth.ibans[0]!;
      const view = await readyWithLetter(await startTestRuntime(), letter, (draft) => {
        draft.application.bankAccount!.iban = iban;
        draft.application.bankAccount!.accountNumber = `${iban.slice(4, 8)}-${iban.slice(8, 10)}-${iban.slice(10, 16)}`;
      });
      const reading = view.documents.readings.find((item) => item.role === 'bankConfirmation')!.reading;
      expect(reading).toMatchObject({ kennitolur: letter.truth.kennitolur, holderKennitolur: [letter.truth.holder] });
      expect(view.notices.filter((item) => item.code.startsWith('letter_') || item.code.startsWith('iban_'))).toEqual([]);
      expect(view.status).toBe('ready');
    }
  });

  it('offers its IBAN for an empty field, and says nothing once the IBAN typed is the letter’s', async () => {
    const runtime = await startTestRuntime();
    const view = await readyWithLetter(runtime);
    const draft = structuredClone(view.draft) as unknown as { application: { bankAccount: Record<string, unknown> } };
    delete draft.application.bankAccount.iban;
    const emptied = await invoke(runtime, 'applications:saveDraft', { id: view.id, draft, expectedRevision: view.revision });
    expect(emptied.value.documents.offered).toEqual([
      expect.objectContaining({ path: ['bankAccount', 'iban'], value: printedIban(LETTER.truth.ibans[0]!), why: 'letter' }),
    ]);
    draft.application.bankAccount.iban = printedIban(LETTER.truth.ibans[0]!);
    const typed = await invoke(runtime, 'applications:saveDraft', { id: view.id, draft, expectedRevision: emptied.value.revision });
    expect(typed.value.notices.map((item: { code: string }) => item.code)).not.toContain('letter_iban_differs');
    expect(typed.value.documents.offered).toEqual([]);
  });
});
