import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { completeApplication } from '../../fixtures/applications';
import { startService } from '../../helpers/core-fixture';
import { runCli } from '../../helpers/run-cli';
import { tempDir } from '../../helpers/temp-dir';

describe('fieldboard prints notices and takes a confirmation', () => {
  it('import and show print both notices; submit queues only with --confirm and a reason', async () => {
    const service = await startService();
    const data = tempDir();
    const env = { FIELDBOARD_API_KEY: 'training' };
    const base = ['--data', data, '--base-url', service.baseUrl];
    const application = structuredClone(completeApplication('soletrader'));
    application.applicant.ssn = '010130-3029';
    application.bankAccount.iban = 'IS140159260076545510730339';
    const input = path.join(data, 'application.json');
    fs.writeFileSync(input, JSON.stringify(application));

    expect((await runCli([...base, 'sync-settings'], env)).status).toBe(0);
    const imported = await runCli([...base, 'import', input, '--type', 'soletrader'], env);
    expect(imported.status).toBe(0);
    const id = /Imported ([0-9a-f-]{36})/.exec(imported.stdout)![1]!;
    expect(imported.stdout).toContain('as ready');
    // Besides the two of the form, the placeholder images of the fixture say they show nothing to read.
    expect(imported.stdout).toContain('Notices (4):');
    expect(imported.stdout).toContain('applicant.identificationAttachment: no machine-readable zone was found on the document');
    expect(imported.stdout).toContain("bankAccount.bankAccountConfirmationAttachment: the bank's letter shows no IBAN");
    expect(imported.stdout).toContain('applicant.ssn: 010130-3029 cannot be verified by its check digit; compare it with the ID document');
    expect(imported.stdout).toContain(
      `bankAccount.iban: the account holder's kennitala is 551073-0339, not the applicant's [confirm with a reason to queue: submit --confirm "<reason>"]`,
    );
    expect((await runCli([...base, 'show', id], env)).stdout).toContain('Notices (4):');
    expect(JSON.parse((await runCli([...base, 'show', id, '--json'], env)).stdout).notices).toHaveLength(4);

    const refused = await runCli([...base, 'submit', id], env);
    expect(refused.status).toBe(1);
    expect(refused.stdout).toContain(`${id} is not queued: confirm with a reason`);
    expect(service.stats().merchantsTotal).toBe(0);

    const confirmed = await runCli([...base, 'submit', id, '--confirm', "the owner's husband holds the account"], env);
    expect(confirmed.status).toBe(0);
    expect(service.stats().merchantsTotal).toBe(1);
    // Each import reads its documents, OCR included, before it ends.
  }, 180_000);

  it('import prints a possible duplicate; show --json carries possibleDuplicates; submit refuses a duplicate of a submitted merchant without --confirm-duplicate', async () => {
    const service = await startService();
    const data = tempDir();
    const env = { FIELDBOARD_API_KEY: 'training' };
    const base = ['--data', data, '--base-url', service.baseUrl];
    const input = path.join(data, 'application.json');
    fs.writeFileSync(input, JSON.stringify(completeApplication('privatelimitedcompany')));
    const importOne = async () => {
      const imported = await runCli([...base, 'import', input, '--type', 'privatelimitedcompany'], env);
      expect(imported.status).toBe(0);
      return { id: /Imported ([0-9a-f-]{36})/.exec(imported.stdout)![1]!, stdout: imported.stdout };
    };

    expect((await runCli([...base, 'sync-settings'], env)).status).toBe(0);
    const first = await importOne();
    expect(first.stdout).not.toContain('possible duplicate');
    expect((await runCli([...base, 'submit', first.id], env)).status).toBe(0);
    const merchantId = JSON.parse((await runCli([...base, 'show', first.id, '--json'], env)).stdout).merchantId as number;

    const second = await importOne();
    expect(second.stdout).toContain(
      `possible duplicate of ${first.id} (submitted): "Kaffi Laugavegur ehf.", merchant ${merchantId}, same number and IBAN`,
    );
    const shown = JSON.parse((await runCli([...base, 'show', second.id, '--json'], env)).stdout);
    expect(shown.possibleDuplicates).toEqual([
      {
        id: first.id,
        businessName: 'Kaffi Laugavegur ehf.',
        status: 'submitted',
        merchantId,
        heldSince: null,
        matchedOn: ['merchant_number', 'iban'],
      },
    ]);

    // The submitted original names its copy, but asks for nothing: it cannot be queued again.
    const original = (await runCli([...base, 'show', first.id], env)).stdout;
    expect(original).toContain(`possible duplicate of ${second.id} (ready)`);
    expect(original).not.toContain('confirm with a reason to queue');

    // --confirm confirms other notices, never a duplicate: that takes its own option.
    for (const extra of [[], ['--confirm', 'the account is right']]) {
      const refused = await runCli([...base, 'submit', second.id, ...extra], env);
      expect(refused.status).toBe(1);
      expect(refused.stdout).toContain(`${second.id} is not queued: it may be a merchant already boarded`);
      expect(refused.stdout).toContain('--confirm-duplicate');
      expect(service.stats().merchantsTotal).toBe(1);
    }
    expect((await runCli([...base, 'submit', '--all', '--confirm-duplicate', 'why'], env)).status).toBe(2);

    const confirmed = await runCli(
      [...base, 'submit', second.id, '--confirm-duplicate', 'Second shop, the acquirer asked for a new merchant'],
      env,
    );
    expect(confirmed.status).toBe(0);
    expect(service.stats().merchantsTotal).toBe(2);
    // Its attempts are counted within it, as the app counts them, though another was sent first.
    expect((await runCli([...base, 'show', second.id], env)).stdout).toMatch(/^Attempt 1: .* → submitted \(HTTP 201\)$/m);
    const audit = await runCli([...base, 'audit'], env);
    expect(audit.stdout).toMatch(
      new RegExp(`${second.id}\\s+cli\\s+confirm_notice.*confirmed notice duplicate_of_submitted at company\\.number`),
    );
  }, 180_000);
});
