import { z } from 'zod';
import { AddressSchema } from './address';
import { AttachmentSchema } from './attachment';
import { dateString, email, nationalId, optionalText, phone, text } from './formats';
import { MAX_OTHER_LIST_ITEMS } from './list-limits';

/** The only role values the spec shows (§2.4, §2.12.4); the client sends no others. */
export const PERSON_ROLES = ['PrimaryContact', 'Director'] as const;
export type PersonRole = (typeof PERSON_ROLES)[number];

/** Sole trader only (§2.2). */
export const ApplicantSchema = z.strictObject({
  firstName: text(100),
  middleName: optionalText(100),
  lastName: text(100),
  ssn: nationalId,
  address: AddressSchema,
  phone,
  email,
  dateOfBirth: dateString,
  identificationAttachment: AttachmentSchema,
  invoiceStatementOnMerchantLevel: z.boolean({ error: 'must be yes or no' }),
  legalName: text(200),
});
export type Applicant = z.infer<typeof ApplicantSchema>;

const companyFields = {
  name: text(200),
  number: nationalId,
  address: AddressSchema,
  email,
  phone,
};

/** Public and private limited companies (§2.3). */
export const CompanySchema = z.strictObject(companyFields);
export type Company = z.infer<typeof CompanySchema>;

/** Partnership and other carry two more flags (§2.3). */
export const CompanyWithFlagsSchema = z.strictObject({
  ...companyFields,
  invoiceStatementOnMerchantLevel: z.boolean({ error: 'must be yes or no' }),
  registeredOnStockExchange: z.boolean({ error: 'must be yes or no' }),
});
export type CompanyWithFlags = z.infer<typeof CompanyWithFlagsSchema>;

const personFields = {
  firstName: text(100),
  middleName: optionalText(100),
  lastName: text(100),
  ssn: nationalId,
  title: optionalText(40),
  position: optionalText(100),
  email,
  phone,
  dateOfBirth: dateString,
  address: AddressSchema,
  roles: z
    .array(z.enum(PERSON_ROLES, { error: `must be one of ${PERSON_ROLES.join(', ')}` }), { error: 'must be a list' })
    .min(1, { error: 'needs at least one role' })
    .max(MAX_OTHER_LIST_ITEMS, { error: `may hold at most ${MAX_OTHER_LIST_ITEMS} roles` })
    .refine((roles) => new Set(roles).size === roles.length, { error: 'lists a role twice' }),
};

export const PersonSchema = z.strictObject(personFields);
export type Person = z.infer<typeof PersonSchema>;

/**
 * Partnership and other: ownership share in percent, with decimals (§2.4). A director or contact
 * who owns nothing (an association's chair) has 0 %; the shares of one application add up to at
 * most 100 % (`personsRule`). See decisions: Forms (F2).
 */
export const PersonWithShareSchema = z.strictObject({
  ...personFields,
  share: z
    .number({ error: 'must be a number' })
    .finite()
    .min(0, { error: 'must be 0 % or more' })
    .max(100, { error: 'must be at most 100 %' }),
});
export type PersonWithShare = z.infer<typeof PersonWithShareSchema>;
