import type { EntityType } from '$shared/entity-types';
import { type FeeUnit, feeText } from '$shared/fees/fee-units';
import { fillPlaceholders } from '$shared/messages/fill-placeholders';
import type { ReceiptLanguage } from '$shared/receipt-options';

/** Every word the receipt prints of its own; what the service and the agent wrote is printed as it was. */
const TEXT = {
  title: { en: 'Merchant application receipt', is: 'Kvittun fyrir umsókn söluaðila' },
  documentTitle: { en: 'Receipt', is: 'Kvittun' },
  details: { en: 'Application', is: 'Umsókn' },
  submittedStatus: { en: 'Application submitted', is: 'Umsókn send inn' },
  pendingStatus: { en: 'Application received, not yet submitted', is: 'Umsókn móttekin, ekki enn send inn' },
  pendingExplanation: {
    en: 'The application is stored on the agent’s device and will be sent as soon as there is a connection. The merchant ID, agreement IDs and terminal IDs are issued once it has been submitted.',
    is: 'Umsóknin er vistuð á tæki fulltrúans og verður send um leið og samband næst. Söluaðilanúmer, samningsnúmer og posanúmer eru gefin út þegar hún hefur verið send inn.',
  },
  reprint: { en: 'REPRINT', is: 'ENDURPRENTUN' },
  reprintLine: { en: 'First printed {original}', is: 'Fyrst prentað {original}' },
  copy: { en: 'COPY', is: 'AFRIT' },
  copyLine: {
    en: 'The original is the first receipt printed on paper for the merchant.',
    is: 'Frumritið er fyrsta kvittunin sem prentuð er á pappír fyrir söluaðilann.',
  },
  retained: { en: 'FROM RETAINED DATA', is: 'ÚR VARÐVEITTUM GÖGNUM' },
  retainedLine: {
    en: 'Documents and personal details were removed from this device on {date}, after the retention period; the acquirer holds the originals.',
    is: 'Skjöl og persónuupplýsingar voru fjarlægð af þessu tæki {date}, að loknum varðveislutíma; færsluhirðirinn geymir frumritin.',
  },
  operator: { en: 'Operator', is: 'Rekstraraðili' },
  agent: { en: 'Agent', is: 'Fulltrúi' },
  submittedAt: { en: 'Submitted', is: 'Sent inn' },
  receivedAt: { en: 'Received', is: 'Móttekið' },
  printedAt: { en: 'Printed', is: 'Prentað' },
  preparedAt: { en: 'Prepared', is: 'Útbúið' },
  merchant: { en: 'Merchant', is: 'Söluaðili' },
  legalName: { en: 'Legal name', is: 'Lögheiti' },
  entityType: { en: 'Entity type', is: 'Rekstrarform' },
  companyNumber: { en: 'Company number', is: 'Kennitala fyrirtækis' },
  organisationNumber: { en: 'Registration number', is: 'Kennitala lögaðila' },
  nationalId: { en: 'National ID', is: 'Kennitala' },
  merchantId: { en: 'Merchant ID', is: 'Söluaðilanúmer' },
  qrLabel: { en: 'QR code with merchant ID {id}', is: 'QR-kóði með söluaðilanúmeri {id}' },
  stores: { en: 'Stores', is: 'Sölustaðir' },
  store: { en: 'Store', is: 'Sölustaður' },
  agreementId: { en: 'Agreement ID', is: 'Samningsnúmer' },
  terminalId: { en: 'Terminal ID', is: 'Posanúmer' },
  fees: { en: 'Agreed fee schedule', is: 'Umsamin gjaldskrá' },
  serviceCharges: { en: 'Service charges per card type', is: 'Þjónustugjöld eftir kortategund' },
  fee: { en: 'Fee', is: 'Gjald' },
  fixedAmount: { en: 'Fixed amount', is: 'Föst upphæð' },
  percentage: { en: 'Percentage', is: 'Hlutfall' },
  fixedShort: { en: 'Fixed', is: 'Fast' },
  percentageShort: { en: '%', is: '%' },
  noServiceCharges: {
    en: 'No service charges are recorded with this application.',
    is: 'Engin þjónustugjöld eru skráð með þessari umsókn.',
  },
  processingFees: { en: 'Processing fees', is: 'Færslugjöld' },
  value: { en: 'Value', is: 'Upphæð' },
  scope: { en: 'Markets · transaction types', is: 'Markaðir · tegundir færslna' },
  noProcessingFees: { en: 'No processing fees were agreed with this application.', is: 'Engin færslugjöld voru umsamin í þessari umsókn.' },
  bankAccount: { en: 'Bank account', is: 'Bankareikningur' },
  bank: { en: 'Bank', is: 'Banki' },
  iban: { en: 'IBAN', is: 'IBAN' },
  keepSubmitted: {
    en: 'Keep this receipt. Quote the merchant ID whenever you contact the acquirer.',
    is: 'Geymdu þessa kvittun. Vísaðu í söluaðilanúmerið í öllum samskiptum við færsluhirðinn.',
  },
  keepPending: {
    en: 'Keep this receipt until you receive your merchant ID.',
    is: 'Geymdu þessa kvittun þar til þú færð söluaðilanúmerið.',
  },
  notGiven: { en: 'not given', is: 'ekki skráð' },
  notices: { en: 'Notices', is: 'Athugasemdir' },
  noticeKennitalaUnverifiable: {
    en: 'A kennitala in this application cannot be verified by a check digit: Registers Iceland issues new numbers without one since 18 February 2026.',
    is: 'Ekki er hægt að sannreyna kennitölu í þessari umsókn með vartölu: Þjóðskrá gefur nýjar kennitölur út án vartölu frá 18. febrúar 2026.',
  },
  noticeIbanHolderApplicant: {
    en: 'The bank account belongs to kennitala {holder}, not to the applicant; the agent confirmed this with a reason.',
    is: 'Bankareikningurinn tilheyrir kennitölu {holder}, ekki umsækjandanum; fulltrúinn staðfesti það með rökstuðningi.',
  },
  noticeIbanHolderCompany: {
    en: 'The bank account belongs to kennitala {holder}, not to the company; the agent confirmed this with a reason.',
    is: 'Bankareikningurinn tilheyrir kennitölu {holder}, ekki fyrirtækinu; fulltrúinn staðfesti það með rökstuðningi.',
  },
} as const satisfies Record<string, Record<ReceiptLanguage, string>>;

export type ReceiptTextKey = keyof typeof TEXT;

const ENTITY_TYPE_TEXT: Record<EntityType, Record<ReceiptLanguage, string>> = {
  soletrader: { en: 'Sole trader', is: 'Einstaklingur í rekstri' },
  publiclimitedcompany: { en: 'Public limited company', is: 'Hlutafélag (hf.)' },
  privatelimitedcompany: { en: 'Private limited company', is: 'Einkahlutafélag (ehf.)' },
  partnership: { en: 'Partnership', is: 'Sameignarfélag' },
  other: { en: 'Other organisation', is: 'Annað rekstrarform' },
};

export const RECEIPT_LOCALES: Record<ReceiptLanguage, string> = { en: 'en-GB', is: 'is-IS' };

export interface ReceiptWords {
  language: ReceiptLanguage;
  t(key: ReceiptTextKey, vars?: Record<string, string>): string;
  entityType(type: EntityType): string;
  dateTime(iso: string | Date): string;
  /** A fee value exactly as agreed, with its unit where known (decisions: Fees have units). */
  fee(value: number, unit: FeeUnit | undefined): string;
}

/**
 * The receipt's words and formats in one language, always through Intl. IDs are never formatted
 * as numbers: a grouped "100.001" would be another merchant.
 */
export function receiptWords(language: ReceiptLanguage, timeZone?: string): ReceiptWords {
  const locale = RECEIPT_LOCALES[language];
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: timeZone || undefined });
  return {
    language,
    t: (key, vars = {}) => fillPlaceholders(TEXT[key][language], vars),
    entityType: (type) => ENTITY_TYPE_TEXT[type][language],
    dateTime: (value) => {
      const date = typeof value === 'string' ? new Date(value) : value;
      return Number.isNaN(date.getTime()) ? String(value) : dates.format(date);
    },
    fee: (value, unit) => feeText(value, unit, language),
  };
}
