import type { Locator } from 'playwright-core';
import type { Applicant, Company, CompanyWithFlags } from '$shared/wire/parties';
import { type Entry, hurriedPhone, typedKennitala, typedPhone } from './entries';
import { addressEntries, dateEntry, field, optionalText, textEntry, yesNoEntry } from './parts';

/** The sole trader's applicant, as on their ID. Their ID document is on the documents step. */
export function applicantEntries(section: Locator, applicant: Applicant): Entry[] {
  return [
    textEntry(field(section, 'field.firstName'), applicant.firstName),
    ...optionalText(field(section, 'field.middleName'), applicant.middleName),
    textEntry(field(section, 'field.lastName'), applicant.lastName),
    textEntry(field(section, 'field.ssn'), applicant.ssn, typedKennitala(applicant.ssn)),
    dateEntry(field(section, 'field.dateOfBirth'), applicant.dateOfBirth),
    textEntry(field(section, 'field.legalName'), applicant.legalName),
    textEntry(field(section, 'field.phone'), typedPhone(applicant.phone), hurriedPhone(applicant.phone)),
    textEntry(field(section, 'field.email'), applicant.email),
    ...addressEntries(section, applicant.address),
    yesNoEntry(section, 'field.invoiceStatementOnMerchantLevel', applicant.invoiceStatementOnMerchantLevel),
  ];
}

type AnyCompany = Company & Partial<Pick<CompanyWithFlags, 'invoiceStatementOnMerchantLevel' | 'registeredOnStockExchange'>>;

/** A company; partnerships and others also answer the two ownership questions. An `organisation` (other) is worded as one. */
export function companyEntries(section: Locator, company: AnyCompany, organisation = false): Entry[] {
  return [
    textEntry(field(section, organisation ? 'other.field.company.name' : 'field.company.name'), company.name),
    textEntry(field(section, organisation ? 'other.field.number' : 'field.number'), company.number, typedKennitala(company.number)),
    textEntry(field(section, 'field.phone'), typedPhone(company.phone), hurriedPhone(company.phone)),
    textEntry(field(section, 'field.email'), company.email),
    ...addressEntries(section, company.address),
    ...(company.invoiceStatementOnMerchantLevel === undefined
      ? []
      : [yesNoEntry(section, 'field.invoiceStatementOnMerchantLevel', company.invoiceStatementOnMerchantLevel)]),
    ...(company.registeredOnStockExchange === undefined
      ? []
      : [yesNoEntry(section, 'field.registeredOnStockExchange', company.registeredOnStockExchange)]),
  ];
}
