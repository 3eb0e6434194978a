import type { Catalogue } from './entry';

/**
 * Field labels, keyed `field.<parent>.<name>` where the same name means different things
 * (a company's name, a store's name) and `field.<name>` otherwise.
 */
export const fields = {
  'field.applicant': { en: 'Applicant', is: 'Umsækjandi' },
  'field.company': { en: 'Company', is: 'Fyrirtæki' },
  'field.persons': { en: 'People', is: 'Einstaklingar' },
  'field.stores': { en: 'Stores', is: 'Sölustaðir' },
  'field.bankAccount': { en: 'Bank account', is: 'Bankareikningur' },
  'field.fees': { en: 'Fees', is: 'Gjöld' },
  'field.processingFees': { en: 'Processing fees', is: 'Færslugjöld' },
  'field.additionalAttachments': { en: 'Additional documents', is: 'Önnur skjöl' },

  'field.firstName': { en: 'First name', is: 'Eiginnafn' },
  'field.middleName': { en: 'Middle name (if any)', is: 'Millinafn (ef við á)' },
  'field.lastName': { en: 'Last name', is: 'Kenninafn' },
  'field.ssn': { en: 'Kennitala or national ID number', is: 'Kennitala eða persónunúmer' },
  'field.ssn.hint': {
    en: 'An Icelandic kennitala is 10 digits, e.g. 010130-3019.',
    is: 'Íslensk kennitala er 10 tölustafir, t.d. 010130-3019.',
  },
  'field.phone': { en: 'Phone', is: 'Sími' },
  'field.phone.hint': {
    en: 'E.g. 555 1234, or with the country code, +44 20 7946 0958.',
    is: 'T.d. 555 1234, eða með landsnúmeri, +44 20 7946 0958.',
  },
  'phone.kindIn': { en: '{kind} in {country}', is: '{kind}, {country}' },
  'phone.kind.mobile': { en: 'Mobile number', is: 'Farsímanúmer' },
  'phone.kind.landline': { en: 'Landline number', is: 'Heimasíma- eða fastlínunúmer' },
  'phone.kind.landline_or_mobile': { en: 'Landline or mobile number', is: 'Fastlínu- eða farsímanúmer' },
  'phone.kind.toll_free': { en: 'Free-phone number', is: 'Gjaldfrjálst númer' },
  'phone.kind.premium_rate': { en: 'Premium-rate number', is: 'Yfirgjaldsnúmer' },
  'phone.kind.shared_cost': { en: 'Shared-cost number', is: 'Samnýtt gjaldnúmer' },
  'phone.kind.voip': { en: 'Internet phone number', is: 'Netsímanúmer' },
  'phone.kind.personal': { en: 'Personal number', is: 'Persónulegt númer' },
  'phone.kind.pager': { en: 'Pager number', is: 'Símboðanúmer' },
  'phone.kind.uan': { en: 'Company switchboard number', is: 'Þjónustunúmer fyrirtækis' },
  'phone.kind.voicemail': { en: 'Voicemail number', is: 'Talhólfsnúmer' },
  'field.email': { en: 'E-mail', is: 'Netfang' },
  'field.dateOfBirth': { en: 'Date of birth', is: 'Fæðingardagur' },
  'field.identificationAttachment': { en: 'Identification document', is: 'Persónuskilríki' },
  'field.invoiceStatementOnMerchantLevel': {
    en: 'Send invoices and statements for the whole business rather than per store?',
    is: 'Senda reikninga og yfirlit fyrir reksturinn í heild frekar en hvern sölustað?',
  },
  'field.legalName': { en: 'Legal name of the business', is: 'Lögheiti rekstrar' },
  'field.legalName.hint': {
    en: 'The name the business trades under, as registered.',
    is: 'Nafnið sem reksturinn er skráður undir.',
  },
  'field.company.name': { en: 'Company name', is: 'Heiti fyrirtækis' },
  // An organisation of the "other" type (an association, foundation, cooperative): its own words.
  'other.field.company': { en: 'Organisation', is: 'Lögaðili' },
  'other.field.company.name': { en: 'Name of the organisation', is: 'Heiti lögaðila' },
  'other.field.number': { en: 'Registration number (kennitala)', is: 'Kennitala lögaðila' },
  'other.field.number.hint': {
    en: 'The kennitala it is registered under, starting with a day from 41 to 71, e.g. 471008-0280.',
    is: 'Kennitalan sem hann er skráður undir; hún byrjar á degi frá 41 til 71, t.d. 471008-0280.',
  },
  'other.field.role.Director': { en: 'Board member', is: 'Stjórnarmaður' },
  'field.number': { en: 'Company registration number (kennitala)', is: 'Kennitala fyrirtækis' },
  'field.number.hint': {
    en: "An Icelandic company's kennitala starts with a day from 41 to 71, e.g. 471008-0280.",
    is: 'Kennitala íslensks fyrirtækis byrjar á degi frá 41 til 71, t.d. 471008-0280.',
  },
  'field.registeredOnStockExchange': { en: 'Listed on a stock exchange?', is: 'Skráð í kauphöll?' },
  'field.title': { en: 'Title (optional)', is: 'Titill (valkvætt)' },
  'field.title.hint': { en: 'For example Mr, Ms or Dr.', is: 'Til dæmis hr., frú eða dr.' },
  'field.position': { en: 'Position (optional)', is: 'Starfsheiti (valkvætt)' },
  'field.roles': { en: 'Roles', is: 'Hlutverk' },
  'field.role.PrimaryContact': { en: 'Primary contact', is: 'Aðaltengiliður' },
  'field.role.Director': { en: 'Director', is: 'Stjórnarmaður' },
  'field.share': { en: 'Ownership share (%)', is: 'Eignarhlutur (%)' },

  'field.address': { en: 'Address', is: 'Heimilisfang' },
  'field.bankAddress': { en: 'Bank address', is: 'Heimilisfang banka' },
  'field.street': { en: 'Street and number', is: 'Gata og húsnúmer' },
  'field.postalCode': { en: 'Postal code', is: 'Póstnúmer' },
  'field.city': { en: 'Town or city', is: 'Staður' },
  'field.countryCode': { en: 'Country', is: 'Land' },
  'field.countryCode.hint': {
    en: 'Type the name or the two-letter code, or pick from the list.',
    is: 'Skrifaðu heitið eða tveggja stafa kóðann, eða veldu af listanum.',
  },

  'field.stores.name': { en: 'Store name', is: 'Heiti sölustaðar' },
  'field.merchantCategoryCode': { en: 'Merchant category', is: 'Starfsemisflokkur (MCC)' },
  'field.acceptedCardTypes': { en: 'Card types accepted', is: 'Kortategundir sem tekið er við' },
  'field.card.VISA': { en: 'Visa', is: 'Visa' },
  'field.card.MasterCard': { en: 'Mastercard', is: 'Mastercard' },
  'field.card.Amex': { en: 'American Express', is: 'American Express' },
  'field.acceptedPaymentCardsInPast': {
    en: 'Has the store accepted payment cards before?',
    is: 'Hefur sölustaðurinn tekið við greiðslukortum áður?',
  },
  'field.transactionInformation': { en: 'Expected trade', is: 'Áætluð viðskipti' },
  'field.expectedAverageTransactionAmount': { en: 'Average sale', is: 'Meðalupphæð sölu' },
  'field.expectedMaximumTransactionAmount': { en: 'Largest sale', is: 'Hæsta upphæð sölu' },
  'field.averageTimeBetweenPurchaseAndDeliveryInDays': {
    en: 'Days between payment and delivery, on average',
    is: 'Dagar frá greiðslu til afhendingar að meðaltali',
  },
  'field.averageTimeBetweenPurchaseAndDeliveryInDays.hint': {
    en: 'Enter 0 when customers get the goods or service at once.',
    is: 'Sláðu inn 0 þegar viðskiptavinir fá vöruna eða þjónustuna strax.',
  },
  'field.averageMonthlyVolume': { en: 'Card sales per month', is: 'Kortavelta á mánuði' },
  'field.acceptedTransactionTypes': { en: 'Transaction types accepted', is: 'Tegundir færslna sem tekið er við' },
  'field.transactionType.CardPresent': {
    en: 'Card present (payment terminal)',
    is: 'Kort á staðnum (posi)',
  },
  'field.volumeInformation': { en: 'Monthly volume per transaction type', is: 'Mánaðarleg velta eftir tegund færslna' },
  'field.volume': { en: 'Monthly volume', is: 'Mánaðarleg velta' },
  'field.transactionTypeCategory': { en: 'Transaction type', is: 'Tegund færslna' },

  'field.bankName': { en: 'Bank name', is: 'Heiti banka' },
  'field.accountNumber': { en: 'Account number', is: 'Reikningsnúmer' },
  'field.accountNumber.hint': {
    en: 'As the bank writes it, e.g. 0159-26-007654, with or without the holder’s kennitala.',
    is: 'Eins og bankinn ritar það, t.d. 0159-26-007654, með eða án kennitölu eiganda.',
  },
  'field.iban': { en: 'IBAN', is: 'IBAN' },
  'field.iban.hint': {
    en: 'Starts with the country code, e.g. IS14 0159 2600 7654 5510 7303 39.',
    is: 'Byrjar á landskóða, t.d. IS14 0159 2600 7654 5510 7303 39.',
  },
  'field.swiftNumber': { en: 'SWIFT / BIC', is: 'SWIFT / BIC' },
  'field.swiftNumber.hint': { en: '8 or 11 letters and digits, e.g. NBIIISRE.', is: '8 eða 11 stafir, t.d. NBIIISRE.' },
  'field.sortCode': { en: 'Sort code (if the bank has one)', is: 'Flokkunarnúmer banka (ef við á)' },
  'field.sortCode.hint': {
    en: 'Digit groups such as 12-34-56. Icelandic banks have none: leave it empty.',
    is: 'Talnahópar eins og 12-34-56. Íslenskir bankar hafa ekkert slíkt: skildu reitinn eftir auðan.',
  },
  'field.bankAccountConfirmationAttachment': { en: 'Bank confirmation', is: 'Staðfesting banka' },
  'field.bankAccountConfirmed': {
    en: 'Have you seen proof that the account belongs to the business?',
    is: 'Hefur þú séð staðfestingu á að reikningurinn tilheyri rekstraraðilanum?',
  },

  'field.merchantServiceChargeFees': { en: 'Service charges', is: 'Þjónustugjöld' },
  'field.fixedValue': { en: 'Fixed amount', is: 'Föst upphæð' },
  'field.percentageValue': { en: 'Percentage', is: 'Hlutfall' },
  'field.value': { en: 'Value', is: 'Upphæð' },
  'field.name': { en: 'Name', is: 'Heiti' },
  'field.File': { en: 'File', is: 'Skrá' },
  'field.Filename': { en: 'File name', is: 'Skráarheiti' },

  // Dates, day first (decision F4).
  'field.date.format': { en: 'Day/month/year, e.g. 31/12/1980.', is: 'Dagur.mánuður.ár, t.d. 31.12.1980.' },
} satisfies Catalogue;
