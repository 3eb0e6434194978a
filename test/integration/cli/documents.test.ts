import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { printedIban } from '$shared/rules/bank/iban-text';
import { formatKennitala } from '$shared/rules/national-id/kennitala';
import { completeApplication } from '../../fixtures/applications';
import { letterFile, makeBankLetter } from '../../helpers/bank-letters';
import { startService } from '../../helpers/training-service';
import { identityDocument } from '../../helpers/identity-documents/identity-corpus';
import { runCli } from '../../helpers/run-cli';
import { tempDir } from '../../helpers/temp-dir';

/** A pattern of `text` in which each accented letter may also stand without its accent. */
function accentsOptional(text: string): string {
  return [...text]
    .map((c) => {
      const bare = c.normalize('NFD').replace(/\p{M}/gu, '');
      return bare === c ? c : `[${c}${bare}]`;
    })
    .join('');
}

describe('fieldboard reads the documents of an imported application', () => {
  it('import waits for the readings, show sets them against the form, and the receipt prints none of them', async () => {
    const service = await startService();
    const data = tempDir();
    const env = { FIELDBOARD_API_KEY: 'training' };
    const base = ['--data', data, '--base-url', service.baseUrl];
    const id = await identityDocument(103, { degraded: false, format: 'TD1', icelandic: true });
    const letter = makeBankLetter(2);
    const application = structuredClone(completeApplication('soletrader')) as unknown as {
      applicant: Record<string, unknown>;
      bankAccount: Record<string, unknown>;
    };
    // The agent typed the holder's kennitala but not the date of birth, which the document fills.
    application.applicant.ssn = formatKennitala(id.truth.kennitala!);
    delete application.applicant.dateOfBirth;
    application.applicant.identificationAttachment = { File: id.bytes.toString('base64'), Filename: 'id-card.png' };
    application.bankAccount.bankAccountConfirmationAttachment = {
      File: (await letterFile(letter, 'text-pdf')).bytes.toString('base64'),
      Filename: 'bank-letter.pdf',
    };
    const input = path.join(data, 'application.json');
    fs.writeFileSync(input, JSON.stringify(application));
    expect((await runCli([...base, 'sync-settings'], env)).status).toBe(0);

    const imported = await runCli([...base, 'import', input, '--type', 'soletrader'], env);
    expect(imported.status).toBe(0);
    const appId = /Imported ([0-9a-f-]{36})/.exec(imported.stdout)![1]!;
    // Read before the command ended: the empty date of birth was filled, so the application is ready.
    expect(imported.stdout).toContain('as ready');
    const kennitala = formatKennitala(id.truth.kennitala!);
    // The name as the page prints it (DR28), in capitals; OCR of the page may drop an accent.
    const printed = `${id.truth.printed.surname} ${id.truth.printed.givenNames}`.toUpperCase();
    expect(imported.stdout).toMatch(new RegExp(`applicant\\.firstName: the document's name is ${accentsOptional(printed)}\\n`));
    expect(imported.stdout).toContain(
      `bankAccount.iban: the bank's letter shows the IBAN ${printedIban(letter.truth.ibans[0]!)}, not this one [confirm with a reason to queue`,
    );

    const shown = await runCli([...base, 'show', appId], env);
    expect(shown.stdout).toContain('Documents:');
    expect(shown.stdout).toContain('id-card.jpg (identification): read');
    expect(shown.stdout).toMatch(new RegExp(`Born +${id.truth.birthDate} +form: ${id.truth.birthDate} +filled from the document`));
    expect(shown.stdout).toMatch(new RegExp(`Number +${kennitala} +form: ${kennitala} +agrees`));
    expect(shown.stdout).toMatch(/Given +\S.* form: Guðrún +DIFFERS \(see notices\)/);
    expect(shown.stdout).toContain(id.truth.lines[2]);
    // The letter's holder among the kennitölur it prints (its bank's own is listed, never the holder).
    expect(shown.stdout).toContain(`; the holder's: ${formatKennitala(letter.truth.holder)}`);
    const json = JSON.parse((await runCli([...base, 'show', appId, '--json'], env)).stdout);
    expect(json.documents.filled).toEqual([expect.objectContaining({ path: ['applicant', 'dateOfBirth'], value: id.truth.birthDate })]);

    const submitted = await runCli([...base, 'submit', appId, '--confirm', 'The account is at the bank the letter names'], env);
    expect(submitted.status).toBe(0);
    const receipt = path.join(tempDir(), 'receipt.html');
    expect((await runCli([...base, 'receipt', appId, '--html', receipt], env)).status).toBe(0);
    const html = fs.readFileSync(receipt, 'utf8');
    expect(html).toMatch(/^<!doctype html>/);
    const read = [
      ...id.truth.lines,
      id.truth.documentNumber,
      id.truth.kennitala!,
      kennitala,
      ...letter.truth.ibans,
      ...letter.truth.ibans.map(printedIban),
      ...letter.truth.kennitolur,
      ...letter.truth.kennitolur.map(formatKennitala),
    ];
    for (const value of read) expect(html).not.toContain(value);
    // Nor any notice of what the documents say, in either language.
    expect(html).not.toMatch(/the document’s|the document's|bank’s letter|bank's letter|expired on|skilríki|bréf bankans/i);
  }, 240_000);
});
