import type { ApplicationStatus } from '$shared/application-status';
import type { DraftBody } from '$shared/draft';
import { type EntityType, hasApplicant } from '$shared/entity-types';
import type { Notice } from '$shared/rules/notice';
import { asArray, asNumber, asString, at } from '$shared/rules/read';
import { type Settings, processingFeeKey } from '$shared/wire/settings';
import type { SubmissionResult } from '$shared/submission-result';
import { maskIban, maskToLastFour } from './mask';
import { receiptNoticesOf, type ReceiptNotice } from './receipt-notices';

/** The receipt with the service's IDs, or the one saying the application is not yet submitted (R1). */
export type ReceiptDocument = 'submitted' | 'pending';

export interface ReceiptStore {
  name: string;
  /** Null on a pending receipt: the service has not issued it yet. */
  agreementId: number | null;
  terminalId: number | null;
}

export interface ReceiptServiceCharge {
  name: string;
  fixedValue: number | null;
  percentageValue: number | null;
}

export interface ReceiptProcessingFee {
  name: string;
  markets: string[];
  types: string[];
  value: number;
  /** From the settings snapshot the application was validated against; null when it no longer lists the fee. */
  decimalPrecision: number | null;
  valueType: number | null;
}

/**
 * Everything a receipt prints, gathered from stored data only, so a reprint months later shows
 * what was agreed then. Personal numbers arrive here already masked: the template never holds
 * the full national ID or IBAN.
 */
export interface ReceiptData {
  applicationId: string;
  document: ReceiptDocument;
  entityType: EntityType;
  operatorName: string;
  agentName: string;
  /** When the service accepted the application (submitted) or when the agent queued it (pending). */
  at: string;
  legalName: string;
  identity: { kind: 'companyNumber'; value: string } | { kind: 'nationalId'; masked: string } | null;
  merchantId: number | null;
  stores: ReceiptStore[];
  serviceCharges: ReceiptServiceCharge[];
  processingFees: ReceiptProcessingFee[];
  bank: { bankName: string; ibanMasked: string } | null;
  /** The application's notices, already masked: a receipt never holds a full kennitala. */
  notices: ReceiptNotice[];
  /** Set once the application is purged: the receipt is then printed from what was retained (L4). */
  retainedSince: string | null;
}

/** An application that has no receipt in its current state. */
export class ReceiptUnavailableError extends Error {
  override readonly name = 'ReceiptUnavailableError';
  constructor(
    message: string,
    /** The application's status, which has no receipt. */
    readonly status: ApplicationStatus,
  ) {
    super(message);
  }
}

const PENDING_STATUSES: readonly ApplicationStatus[] = ['queued', 'sending'];

/** Which receipt an application in this status has, if any (decision R1). */
export function receiptDocumentOf(record: { id: string; status: ApplicationStatus }): ReceiptDocument {
  if (record.status === 'submitted') return 'submitted';
  if (PENDING_STATUSES.includes(record.status)) return 'pending';
  const why =
    record.status === 'unknown_outcome'
      ? 'its outcome is being checked with the acquirer; print once it is resolved'
      : 'only a queued or submitted application has a receipt';
  throw new ReceiptUnavailableError(`Application ${record.id} is ${record.status}: ${why}.`, record.status);
}

/** What a receipt reads of a stored application. */
export interface ReceiptApplication {
  id: string;
  entityType: EntityType;
  businessName: string;
  queuedAt: string | null;
  submittedAt: string | null;
  updatedAt: string;
}

/** What a receipt is made from: the application as stored, and what the core gathered beside it. */
export interface ReceiptSource {
  record: ReceiptApplication;
  document: ReceiptDocument;
  draft: DraftBody;
  /** The service's IDs; null on a pending receipt. */
  result: SubmissionResult | null;
  /** The settings snapshot the application was validated against, if it is still kept. */
  settings: Settings | undefined;
  names: Pick<ReceiptData, 'operatorName' | 'agentName'>;
  notices: Notice[];
}

export function receiptDataOf({ record, document, draft, result, settings, names, notices }: ReceiptSource): ReceiptData {
  const { application, processingFees } = draft;
  const person = hasApplicant(record.entityType);
  const known = new Map((settings?.Fees.processingFees ?? []).map((fee) => [processingFeeKey(fee), fee]));
  const text = (...path: (string | number)[]) => asString(at(application, ...path))?.trim() ?? '';

  return {
    applicationId: record.id,
    document,
    entityType: record.entityType,
    ...names,
    at: (document === 'submitted' ? record.submittedAt : record.queuedAt) ?? record.updatedAt,
    legalName: (person ? text('applicant', 'legalName') : text('company', 'name')) || record.businessName,
    identity: identityOf(application, person),
    merchantId: result?.merchantId ?? null,
    stores: result
      ? result.stores.map((s) => ({ name: s.storeName, agreementId: s.agreementId, terminalId: s.terminalId }))
      : (asArray(at(application, 'stores')) ?? []).map((s) => ({
          name: asString(at(s, 'name')) ?? '',
          agreementId: null,
          terminalId: null,
        })),
    serviceCharges: (asArray(at(application, 'fees', 'merchantServiceChargeFees')) ?? []).map((fee) => ({
      name: asString(at(fee, 'name')) ?? '',
      fixedValue: asNumber(at(fee, 'fixedValue')) ?? null,
      percentageValue: asNumber(at(fee, 'percentageValue')) ?? null,
    })),
    processingFees: processingFees.flatMap((entry) => {
      const name = asString(at(entry, 'name'));
      const value = asNumber(at(entry, 'value'));
      if (name === undefined || value === undefined) return [];
      const fee = { name, markets: strings(at(entry, 'markets')), types: strings(at(entry, 'types')), value };
      const setting = known.get(processingFeeKey(fee));
      return [{ ...fee, decimalPrecision: setting?.decimalPrecision ?? null, valueType: setting?.valueType ?? null }];
    }),
    bank: bankOf(application),
    notices: receiptNoticesOf(notices),
    retainedSince: null,
  };
}

/** A company's number is public and printed whole; a person's national ID only masked (R2). */
function identityOf(application: unknown, person: boolean): ReceiptData['identity'] {
  if (person) {
    const ssn = asString(at(application, 'applicant', 'ssn'));
    return ssn ? { kind: 'nationalId', masked: maskToLastFour(ssn) } : null;
  }
  const number = asString(at(application, 'company', 'number'))?.trim();
  return number ? { kind: 'companyNumber', value: number } : null;
}

function strings(value: unknown): string[] {
  return (asArray(value) ?? []).filter((item): item is string => typeof item === 'string');
}

function bankOf(application: unknown): ReceiptData['bank'] {
  const iban = asString(at(application, 'bankAccount', 'iban'));
  if (!iban) return null;
  return { bankName: asString(at(application, 'bankAccount', 'bankName'))?.trim() ?? '', ibanMasked: maskIban(iban) };
}
