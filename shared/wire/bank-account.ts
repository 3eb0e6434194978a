import { z } from 'zod';
import { AddressSchema } from './address';
import { AttachmentSchema } from './attachment';
import { bic, iban, sortCode, text } from './formats';

export const BankAccountSchema = z.strictObject({
  bankName: text(200),
  accountNumber: text(40),
  bankAddress: AddressSchema,
  iban,
  swiftNumber: bic,
  /** Many countries (Iceland among them) have no sort code; optional, see docs/decisions.md. */
  sortCode: sortCode.optional(),
  bankAccountConfirmationAttachment: AttachmentSchema,
  bankAccountConfirmed: z.boolean({ error: 'must be yes or no' }),
});
export type BankAccount = z.infer<typeof BankAccountSchema>;
