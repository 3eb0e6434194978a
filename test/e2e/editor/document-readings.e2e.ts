import { describe, expect, it } from 'vitest';
import { spellingFromZone } from '$shared/documents/zone-names';
import { completeApplication } from '../../fixtures/applications';
import { type IdentityDocument, identityDocument } from '../../helpers/identity-documents/identity-corpus';
import { AppShell } from '../pages/app-shell';
import { describedAsFromDocument, documentOffer } from '../pages/document-readings';
import { DocumentsPanel } from '../pages/documents-panel';
import { EditorPage } from '../pages/editor-page';
import { StatusBar } from '../pages/status-bar';
import { windowScreenshot } from '../support/browser';
import { openApp } from '../support/harness';
import { invoke } from '../support/seed';
import { TestService } from '../support/service';
import { type Language, text } from '../support/texts';
import { eventually } from '../support/wait';

/** How long a first reading may take: the OCR engine starts with it. */
const READING_MS = 90_000;

/**
 * The first clean British passport the generator makes whose every name the zone spells back with
 * certainty (by the rule the app applies), not yet expired: the page confirms the names, so they
 * are filled, not offered, and nothing is left to check.
 */
async function britishPassport(): Promise<IdentityDocument> {
  for (let seed = 1; ; seed += 1) {
    const card = await identityDocument(seed, { degraded: false, format: 'TD3' });
    const names = [card.truth.surname, ...card.truth.givenNames.split(' ')];
    const valid = card.truth.expiryDate > new Date().toISOString().slice(0, 10);
    if (card.truth.nationality === 'GBR' && valid && names.every((name) => spellingFromZone(name, 'GBR') !== undefined)) return card;
  }
}

/** `1974-01-12` as the date field shows it in `language`. */
function shownDate(iso: string, language: Language): string {
  const [year, month, day] = iso.split('-');
  return language === 'is' ? `${day}.${month}.${year}` : `${day}/${month}/${year}`;
}

describe('reading the identity document', () => {
  it("fills the sole trader's empty names and date of birth from the ID card, marked until the agent changes one", async () => {
    const service = await TestService.start();
    const { page } = await openApp({ service });
    await new StatusBar(page).waitForSettingsSynced();

    const card = await britishPassport();
    // Everything but who the applicant is: the passport says that.
    const application = completeApplication('soletrader') as Record<string, any>;
    for (const key of ['firstName', 'middleName', 'lastName', 'dateOfBirth', 'ssn', 'identificationAttachment'])
      delete application.applicant[key];
    application.applicant.legalName = `${card.truth.printed.surname} Pípulagnir`;
    const { id } = await invoke(page, 'applications:create', { entityType: 'soletrader' });
    await invoke(page, 'applications:saveDraft', { id, draft: { application, processingFees: [] } });

    const documents = new DocumentsPanel(page);
    await documents.open(id);
    await documents.drop('documents.identification', [{ name: 'passport.png', mimeType: card.mediaType, buffer: card.bytes }]);
    await documents.waitForFiles('documents.identification', [/^passport\.(png|jpg)$/]);
    // The document's line keeps its room from the start: the reading's arrival moves nothing.
    const item = documents.slot('documents.identification').getByRole('listitem');
    const before = (await item.boundingBox())?.height;
    const line = documents.reading('documents.identification');
    // The first document read pays the start of the OCR engine, on a machine the other tests share.
    await line.getByText(/^Read: \d+ fields? filled from it$/).waitFor({ timeout: READING_MS });
    expect((await item.boundingBox())?.height).toBe(before);
    await windowScreenshot(page, 'readings-id-documents-en');

    // What main filled, from its own record: the names and the date of birth among them.
    const filled = (await invoke(page, 'applications:get', { id })).documents.filled.map((fill) => fill.path.join('.'));
    expect(filled).toEqual(expect.arrayContaining(['applicant.firstName', 'applicant.lastName', 'applicant.dateOfBirth']));

    const editor = new EditorPage(page, 'soletrader');
    const business = await editor.goTo('business');
    const first = business.getByLabel(text('field.firstName'), { exact: true });
    const last = business.getByLabel(text('field.lastName'), { exact: true });
    const birth = business.getByLabel(text('field.dateOfBirth'), { exact: true });
    expect(await first.inputValue()).not.toBe('');
    expect(await last.inputValue()).not.toBe('');
    expect(await birth.inputValue()).toBe(shownDate(card.truth.birthDate, 'en'));
    for (const control of [first, last, birth]) expect(await describedAsFromDocument(control)).toBe(true);
    await windowScreenshot(page, 'readings-id-fields-en');

    await new AppShell(page).switchLanguage('is');
    const islenska = new EditorPage(page, 'soletrader', 'is');
    const businessIs = await islenska.goTo('business');
    const birthIs = businessIs.getByLabel(text('field.dateOfBirth', 'is'), { exact: true });
    expect(await birthIs.inputValue()).toBe(shownDate(card.truth.birthDate, 'is'));
    expect(await describedAsFromDocument(birthIs, 'is')).toBe(true);
    await windowScreenshot(page, 'readings-id-fields-is');
    await islenska.goTo('documents');
    await new DocumentsPanel(page, 'is')
      .reading('documents.identification')
      .getByText(/^Lesið: /)
      .waitFor();
    await windowScreenshot(page, 'readings-id-documents-is');

    // The agent's own spelling: the mark goes with the keystroke, and the document's name is said beside it.
    const lastIs = (await islenska.goTo('business')).getByLabel(text('field.lastName', 'is'), { exact: true });
    await lastIs.fill('Jones');
    await eventually(() => describedAsFromDocument(lastIs, 'is'), 'the mark stayed on a changed value').toBe(false);
    expect(await describedAsFromDocument(birthIs, 'is')).toBe(true);
    await islenska.waitSaved();
    const zoneName = `${card.truth.surname} ${card.truth.givenNames}`;
    await businessIs.getByText(text('notice.document_name_differs', 'is', { name: zoneName }), { exact: true }).waitFor();

    // A name the document filled, emptied: offered again, and taken back with one press.
    const firstIs = businessIs.getByLabel(text('field.firstName', 'is'), { exact: true });
    const filledFirst = await firstIs.inputValue();
    await firstIs.fill('');
    await firstIs.blur();
    await islenska.waitSaved();
    const offer = documentOffer(businessIs);
    await offer.getByText(text('reading.offer', 'is', { value: filledFirst }), { exact: true }).waitFor();
    await windowScreenshot(page, 'readings-id-check-is');
    await offer
      .getByRole('button', { name: text('reading.offer.useLabel', 'is', { value: filledFirst, field: text('field.firstName', 'is') }) })
      .click();
    expect(await firstIs.inputValue()).toBe(filledFirst);
    await islenska.waitSaved();
    const saved = (await invoke(page, 'applications:get', { id })).draft.application as Record<string, any>;
    expect(saved.applicant).toMatchObject({ firstName: filledFirst, lastName: 'Jones' });

    // A date of birth typed otherwise: the document's own is offered under its notice and taken with one press.
    await birthIs.fill('01.02.1990');
    await birthIs.blur();
    await islenska.waitSaved();
    const shownBirth = shownDate(card.truth.birthDate, 'is');
    const correction = documentOffer(businessIs);
    await correction.getByText(text('reading.correction', 'is', { value: shownBirth }), { exact: true }).waitFor();
    await windowScreenshot(page, 'readings-id-correction-is');
    await correction
      .getByRole('button', { name: text('reading.offer.useLabel', 'is', { value: shownBirth, field: text('field.dateOfBirth', 'is') }) })
      .click();
    expect(await birthIs.inputValue()).toBe(shownBirth);
    await islenska.waitSaved();
    await eventually(() => correction.count()).toBe(0);

    // The review lists what the document says against the form, in the agent's language.
    await new AppShell(page, 'is').switchLanguage('en');
    const review = await editor.goTo('review');
    await review
      .locator('[data-notice="document_name_differs"]')
      .getByText(text('notice.document_name_differs', 'en', { name: zoneName }), { exact: false })
      .waitFor();
    await review.locator('section.notices').scrollIntoViewIfNeeded();
    await windowScreenshot(page, 'readings-id-review-en');
    const businessEn = await editor.goTo('business');
    await businessEn.getByText(text('notice.document_name_differs', 'en', { name: zoneName }), { exact: true }).waitFor();
    await windowScreenshot(page, 'readings-id-check-en');
  });
});
