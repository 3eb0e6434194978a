import { z } from 'zod';
import type { EntityType } from '../entity-types';
import { AttachmentSchema } from './attachment';
import { BankAccountSchema } from './bank-account';
import { FeesSchema } from './fees';
import { ApplicantSchema, CompanySchema, CompanyWithFlagsSchema, PersonSchema, PersonWithShareSchema } from './parties';
import { MAX_ADDITIONAL_ATTACHMENTS, MAX_PERSONS, MAX_STORES } from './list-limits';
import { StoreSchema } from './store';

export { MAX_ADDITIONAL_ATTACHMENTS, MAX_PERSONS, MAX_STORES } from './list-limits';

const stores = z
  .array(StoreSchema, { error: 'must be a list' })
  .min(1, { error: 'needs at least one store' })
  .max(MAX_STORES, { error: `may hold at most ${MAX_STORES} stores` });

const persons = <T extends z.ZodType>(person: T) =>
  z
    .array(person, { error: 'must be a list' })
    .min(1, { error: 'needs at least one person' })
    .max(MAX_PERSONS, { error: `may hold at most ${MAX_PERSONS} persons` });

/** The spec shows this array only empty (§2.1); its elements are sent as attachments. */
const additionalAttachments = z
  .array(AttachmentSchema, { error: 'must be a list' })
  .max(MAX_ADDITIONAL_ATTACHMENTS, { error: `may hold at most ${MAX_ADDITIONAL_ATTACHMENTS} files` });

const common = { stores, bankAccount: BankAccountSchema, fees: FeesSchema };

/** Top-level properties per type exactly as the table of §2.1; unknown properties are errors. */
export const SoleTraderApplicationSchema = z.strictObject({
  applicant: ApplicantSchema,
  ...common,
  additionalAttachments,
});

export const PublicLimitedCompanyApplicationSchema = z.strictObject({
  company: CompanySchema,
  persons: persons(PersonSchema),
  ...common,
  additionalAttachments,
});

export const PrivateLimitedCompanyApplicationSchema = PublicLimitedCompanyApplicationSchema;

export const PartnershipApplicationSchema = z.strictObject({
  company: CompanyWithFlagsSchema,
  persons: persons(PersonWithShareSchema),
  ...common,
});

export const OtherApplicationSchema = PartnershipApplicationSchema;

export type SoleTraderApplication = z.infer<typeof SoleTraderApplicationSchema>;
export type PublicLimitedCompanyApplication = z.infer<typeof PublicLimitedCompanyApplicationSchema>;
export type PrivateLimitedCompanyApplication = z.infer<typeof PrivateLimitedCompanyApplicationSchema>;
export type PartnershipApplication = z.infer<typeof PartnershipApplicationSchema>;
export type OtherApplication = z.infer<typeof OtherApplicationSchema>;

export const APPLICATION_SCHEMAS = {
  soletrader: SoleTraderApplicationSchema,
  publiclimitedcompany: PublicLimitedCompanyApplicationSchema,
  privatelimitedcompany: PrivateLimitedCompanyApplicationSchema,
  partnership: PartnershipApplicationSchema,
  other: OtherApplicationSchema,
} as const satisfies Record<EntityType, z.ZodType>;

export interface ApplicationByType {
  soletrader: SoleTraderApplication;
  publiclimitedcompany: PublicLimitedCompanyApplication;
  privatelimitedcompany: PrivateLimitedCompanyApplication;
  partnership: PartnershipApplication;
  other: OtherApplication;
}

export type Application = ApplicationByType[EntityType];
