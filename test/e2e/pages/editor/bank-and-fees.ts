import type { Locator } from 'playwright-core';
import type { BankAccount } from '$shared/wire/bank-account';
import type { Fees } from '$shared/wire/fees';
import { text } from '../../support/texts';
import { type Entry, pastedIban, typedIban } from './entries';
import { addressEntries, field, numberEntry, optionalText, textEntry, yesNoEntry } from './parts';

/** The payout account; its confirmation letter is on the documents step. */
export function bankEntries(section: Locator, bank: BankAccount): Entry[] {
  return [
    textEntry(field(section, 'field.bankName'), bank.bankName),
    textEntry(field(section, 'field.accountNumber'), bank.accountNumber),
    // Pasted in a printed form; the field stores the electronic one and shows it in groups of four.
    textEntry(field(section, 'field.iban'), typedIban(bank.iban), pastedIban(bank.iban)),
    // Typed in lower case: the field writes a BIC in capitals.
    textEntry(field(section, 'field.swiftNumber'), bank.swiftNumber, bank.swiftNumber.toLowerCase()),
    ...optionalText(field(section, 'field.sortCode'), bank.sortCode),
    ...addressEntries(section, bank.bankAddress, 'bank.bankAddress'),
    yesNoEntry(section, 'field.bankAccountConfirmed', bank.bankAccountConfirmed),
  ];
}

/** The service charges, one row per card type the settings name (the rows are there already). */
export function feeEntries(section: Locator, fees: Fees): Entry[] {
  return fees.merchantServiceChargeFees.flatMap((fee) => [
    numberEntry(section.getByLabel(text('fees.fixedFor', 'en', { name: fee.name }), { exact: true }), fee.fixedValue),
    numberEntry(section.getByLabel(text('fees.percentageFor', 'en', { name: fee.name }), { exact: true }), fee.percentageValue),
  ]);
}
