import type { Catalogue } from './entry';

/**
 * What each problem code means, in words for an agent; `problem.<code>.<field>` where the field
 * says more than the code. Every code of shared/rules/problem.ts has a generic entry (checked by
 * the type of `problemCodes` below).
 */
export const problems = {
  'problem.required': { en: 'Fill in this field.', is: 'Fylltu út þennan reit.' },
  'problem.required.invoiceStatementOnMerchantLevel': { en: 'Choose yes or no.', is: 'Veldu já eða nei.' },
  'problem.required.registeredOnStockExchange': { en: 'Choose yes or no.', is: 'Veldu já eða nei.' },
  'problem.required.acceptedPaymentCardsInPast': { en: 'Choose yes or no.', is: 'Veldu já eða nei.' },
  'problem.required.bankAccountConfirmed': { en: 'Choose yes or no.', is: 'Veldu já eða nei.' },
  'problem.required.identificationAttachment': {
    en: 'Add a photo or scan of the ID.',
    is: 'Bættu við mynd eða skönnun af skilríkjunum.',
  },
  'problem.required.bankAccountConfirmationAttachment': {
    en: "Add a photo or scan of the bank's confirmation.",
    is: 'Bættu við mynd eða skönnun af staðfestingu bankans.',
  },
  'problem.required.merchantCategoryCode': {
    en: 'Choose the category that best describes what the store sells.',
    is: 'Veldu flokkinn sem lýsir best því sem sölustaðurinn selur.',
  },
  'problem.required.stores': { en: 'Add at least one store.', is: 'Bættu við að minnsta kosti einum sölustað.' },
  'problem.required.persons': { en: 'Add at least one person.', is: 'Bættu við að minnsta kosti einum einstaklingi.' },
  'problem.required.roles': { en: 'Choose at least one role.', is: 'Veldu að minnsta kosti eitt hlutverk.' },
  'problem.required.acceptedCardTypes': {
    en: 'Choose at least one card type.',
    is: 'Veldu að minnsta kosti eina kortategund.',
  },
  'problem.required.acceptedTransactionTypes': {
    en: 'Choose at least one transaction type.',
    is: 'Veldu að minnsta kosti eina tegund færslna.',
  },
  'problem.required.merchantServiceChargeFees': {
    en: 'Fill in the service charges.',
    is: 'Fylltu út þjónustugjöldin.',
  },

  'problem.unknown_property': {
    en: 'This detail does not belong in this type of application.',
    is: 'Þetta atriði á ekki heima í þessari tegund umsóknar.',
  },
  'problem.invalid_type': { en: 'This value is not of the right kind.', is: 'Þetta gildi er ekki af réttri gerð.' },
  'problem.invalid_type.kind.number': { en: 'Enter a number, e.g. 2500 or 1.5.', is: 'Sláðu inn tölu, t.d. 2500 eða 1,5.' },
  'problem.invalid_type.kind.boolean': { en: 'Choose yes or no.', is: 'Veldu já eða nei.' },
  'problem.invalid_value': {
    en: 'This value is not accepted. Choose one of the options offered.',
    is: 'Þetta gildi er ekki tekið gilt. Veldu einn af valkostunum.',
  },
  'problem.too_short': { en: 'Choose or add at least one.', is: 'Veldu eða bættu við að minnsta kosti einu.' },
  'problem.too_short.stores': { en: 'Add at least one store.', is: 'Bættu við að minnsta kosti einum sölustað.' },
  'problem.too_short.persons': { en: 'Add at least one person.', is: 'Bættu við að minnsta kosti einum einstaklingi.' },
  'problem.too_short.roles': { en: 'Choose at least one role.', is: 'Veldu að minnsta kosti eitt hlutverk.' },
  'problem.too_short.acceptedCardTypes': {
    en: 'Choose at least one card type.',
    is: 'Veldu að minnsta kosti eina kortategund.',
  },
  'problem.too_short.acceptedTransactionTypes': {
    en: 'Choose at least one transaction type.',
    is: 'Veldu að minnsta kosti eina tegund færslna.',
  },
  'problem.too_long': { en: 'This is too long. Shorten it.', is: 'Þetta er of langt. Styttu það.' },
  'problem.too_long.limit': {
    en: 'This is too long: at most {limit} characters.',
    is: 'Þetta er of langt: mest {limit} stafir.',
  },
  'problem.too_long.stores': { en: 'At most 50 stores per application.', is: 'Mest 50 sölustaðir í umsókn.' },
  'problem.too_long.persons': { en: 'At most 20 people per application.', is: 'Mest 20 einstaklingar í umsókn.' },
  'problem.too_long.additionalAttachments': {
    en: 'At most 20 additional documents.',
    is: 'Mest 20 önnur skjöl.',
  },
  'problem.too_long.percentageValue': { en: 'A percentage can be at most 100.', is: 'Hlutfall getur mest verið 100.' },
  'problem.too_long.share': { en: 'A share can be at most 100%.', is: 'Eignarhlutur getur mest verið 100%.' },
  'problem.too_short.share': {
    en: 'A share cannot be negative. Enter 0 for someone who owns nothing.',
    is: 'Eignarhlutur getur ekki verið neikvæður. Sláðu inn 0 fyrir þann sem á ekkert.',
  },
  'problem.invalid_format': { en: 'This is not written the right way.', is: 'Þetta er ekki rétt ritað.' },
  'problem.invalid_format.phone': {
    en: 'Write the phone number with its country code, e.g. +354 555 1234.',
    is: 'Skrifaðu símanúmerið með landsnúmeri, t.d. +354 555 1234.',
  },
  'problem.invalid_format.email': {
    en: 'This is not an e-mail address. Check for typos, e.g. name@example.is.',
    is: 'Þetta er ekki netfang. Athugaðu innsláttarvillur, t.d. nafn@dæmi.is.',
  },
  'problem.invalid_format.ssn': {
    en: 'Use only digits, letters and hyphens. An Icelandic kennitala is 10 digits, e.g. 010130-3019.',
    is: 'Notaðu aðeins tölustafi, bókstafi og bandstrik. Íslensk kennitala er 10 tölustafir, t.d. 010130-3019.',
  },
  'problem.invalid_format.number': {
    en: 'Use only digits, letters and hyphens. An Icelandic kennitala is 10 digits, e.g. 471008-0280.',
    is: 'Notaðu aðeins tölustafi, bókstafi og bandstrik. Íslensk kennitala er 10 tölustafir, t.d. 471008-0280.',
  },
  'problem.invalid_format.postalCode': {
    en: 'Use only digits, letters, spaces and hyphens.',
    is: 'Notaðu aðeins tölustafi, bókstafi, bil og bandstrik.',
  },
  'problem.invalid_format.countryCode': {
    en: 'No country has this name or code. Pick one from the list, e.g. Iceland (IS).',
    is: 'Ekkert land ber þetta heiti eða kóða. Veldu af listanum, t.d. Ísland (IS).',
  },
  'problem.invalid_value.countryCode': {
    en: 'No country has this name or code. Pick one from the list, e.g. Iceland (IS).',
    is: 'Ekkert land ber þetta heiti eða kóða. Veldu af listanum, t.d. Ísland (IS).',
  },
  'problem.invalid_format.dateOfBirth': { en: 'Enter a full date.', is: 'Sláðu inn fulla dagsetningu.' },
  'problem.invalid_format.iban': {
    en: 'An IBAN is letters and digits, starting with two letters and two digits, e.g. IS14 0159 …',
    is: 'IBAN er bókstafir og tölustafir og byrjar á tveimur bókstöfum og tveimur tölustöfum, t.d. IS14 0159 …',
  },
  'problem.invalid_format.swiftNumber': {
    en: 'A SWIFT/BIC code has 8 or 11 letters and digits, e.g. NBIIISRE.',
    is: 'SWIFT/BIC-kóði hefur 8 eða 11 stafi, t.d. NBIIISRE.',
  },
  'problem.invalid_format.sortCode': {
    en: 'Write digit groups joined by hyphens, e.g. 12-34-56, or leave it empty.',
    is: 'Skrifaðu talnahópa tengda með bandstriki, t.d. 12-34-56, eða skildu reitinn eftir auðan.',
  },
  'problem.invalid_format.Filename': {
    en: 'The file must be a PDF, JPEG or PNG.',
    is: 'Skráin þarf að vera PDF, JPEG eða PNG.',
  },
  'problem.invalid_date': {
    en: 'This date does not exist or is before 1900. Check it.',
    is: 'Þessi dagsetning er ekki til eða er fyrir 1900. Athugaðu hana.',
  },
  'problem.date_in_future': { en: 'A date of birth cannot be in the future.', is: 'Fæðingardagur getur ekki verið í framtíðinni.' },
  'problem.kennitala_invalid': {
    en: 'This kennitala is not valid. Check the digits.',
    is: 'Þessi kennitala er ekki gild. Athugaðu tölustafina.',
  },
  'problem.kennitala_invalid.number': {
    en: "This is not a valid company kennitala. Check the digits: a company's starts with 41 to 71.",
    is: 'Þetta er ekki gild kennitala fyrirtækis. Athugaðu tölustafina: kennitala fyrirtækis byrjar á 41 til 71.',
  },
  'problem.kennitala_birth_date_mismatch': {
    en: 'The date of birth does not match the kennitala. Check both.',
    is: 'Fæðingardagurinn passar ekki við kennitöluna. Athugaðu hvort tveggja.',
  },
  'problem.account_number_mismatch': {
    en: 'This account number is not the account in the IBAN (bank, ledger and account digits). Check both against the bank’s letter.',
    is: 'Þetta reikningsnúmer er ekki reikningurinn í IBAN-númerinu (banki, höfuðbók og reikningur). Berðu hvort tveggja saman við bréf bankans.',
  },
  'problem.test_person_outside_training': {
    en: 'A test person of Registers Iceland: this application was not sent to the acquirer. Send it in training mode, or enter the real person’s kennitala.',
    is: 'Gervimaður Þjóðskrár: umsóknin var ekki send færsluhirði. Sendu hana í æfingaham eða sláðu inn raunverulega kennitölu einstaklingsins.',
  },
  'problem.account_holder_mismatch': {
    en: 'The kennitala in this account number is not the account holder’s in the IBAN. Check both against the bank’s letter.',
    is: 'Kennitalan í þessu reikningsnúmeri er ekki kennitala reikningseigandans í IBAN-númerinu. Berðu hvort tveggja saman við bréf bankans.',
  },
  'problem.iban_invalid': {
    en: 'This IBAN is not valid. Check the digits against the bank’s letter.',
    is: 'Þetta IBAN er ekki gilt. Berðu tölustafina saman við bréf bankans.',
  },
  'problem.bic_invalid': {
    en: 'This SWIFT/BIC code is not valid. Check it against the bank’s letter.',
    is: 'Þessi SWIFT/BIC-kóði er ekki gildur. Berðu hann saman við bréf bankans.',
  },
  'problem.phone_invalid': {
    en: 'This is not a phone number its country uses. Check the digits.',
    is: 'Þetta er ekki símanúmer sem landið notar. Athugaðu tölustafina.',
  },
  'problem.phone_invalid.country_code': {
    en: 'No country has this country code. Check the digits after +.',
    is: 'Ekkert land hefur þetta landsnúmer. Athugaðu tölustafina á eftir +.',
  },
  'problem.phone_invalid.too_short': {
    en: 'Too few digits for a phone number in {country}. For another country, type its country code first.',
    is: 'Of fáir tölustafir fyrir símanúmer ({country}). Fyrir annað land skaltu slá landsnúmerið inn fyrst.',
  },
  'problem.phone_invalid.too_long': {
    en: 'Too many digits for a phone number in {country}. For another country, type its country code first.',
    is: 'Of margir tölustafir fyrir símanúmer ({country}). Fyrir annað land skaltu slá landsnúmerið inn fyrst.',
  },
  'problem.phone_invalid.length': {
    en: 'Phone numbers in {country} do not have this many digits. Check the digits.',
    is: 'Símanúmer ({country}) hafa ekki svona marga tölustafi. Athugaðu tölustafina.',
  },
  'problem.phone_invalid.not_in_plan': {
    en: 'No phone number in {country} starts with these digits. Check the digits, or type the country code of another country.',
    is: 'Ekkert símanúmer ({country}) byrjar á þessum tölustöfum. Athugaðu tölustafina eða sláðu inn landsnúmer annars lands.',
  },
  'problem.mcc_invalid': {
    en: 'Choose a category from the list.',
    is: 'Veldu flokk úr listanum.',
  },
  'problem.mcc_region_only': {
    en: 'The card schemes allow this category only for stores in {country}. Choose another category.',
    is: 'Kortafélögin leyfa þennan flokk aðeins fyrir verslanir í einu landi: {country}. Veldu annan flokk.',
  },
  'problem.mcc_not_listed': {
    en: 'None of the cards this store accepts has this category. Choose another category, or tick a card whose scheme lists it.',
    is: 'Ekkert kortanna sem verslunin tekur við hefur þennan flokk. Veldu annan flokk eða hakaðu við kort sem hefur hann.',
  },
  'problem.shares_over_100': {
    en: "The people's ownership shares add up to more than 100%.",
    is: 'Eignarhlutir einstaklinganna eru samtals meira en 100%.',
  },
  'problem.person_repeated': {
    en: 'This kennitala is already on another person here. List each person once, with all their roles.',
    is: 'Þessi kennitala er þegar skráð á annan einstakling hér. Skráðu hvern einstakling einu sinni, með öll hlutverk sín.',
  },
  'problem.primary_contact_missing': {
    en: 'Mark one person as the primary contact.',
    is: 'Merktu einn einstakling sem aðaltengilið.',
  },
  'problem.fee_name_unknown': {
    en: 'The acquirer no longer offers this fee. Remove it.',
    is: 'Færsluhirðirinn býður ekki lengur upp á þetta gjald. Fjarlægðu það.',
  },
  'problem.fee_name_duplicate': { en: 'This fee is listed twice. Remove one.', is: 'Þetta gjald er skráð tvisvar. Fjarlægðu annað.' },
  'problem.fee_missing': { en: 'Fill in every fee.', is: 'Fylltu út öll gjöldin.' },
  'problem.fee_missing.fees': {
    en: 'The fees can be checked only after the settings have been synced.',
    is: 'Aðeins er hægt að yfirfara gjöldin eftir að stillingar hafa verið sóttar.',
  },
  'problem.fee_out_of_bounds': {
    en: 'This value is outside the allowed range.',
    is: 'Þetta gildi er utan leyfilegs bils.',
  },
  'problem.fee_precision': { en: 'Too many decimals.', is: 'Of margir aukastafir.' },
  'problem.fee_not_editable': {
    en: 'This fee is fixed by the acquirer and cannot be changed.',
    is: 'Færsluhirðirinn ákveður þetta gjald og því má ekki breyta.',
  },
  'problem.amex_restricted': {
    en: 'American Express cannot be accepted for this category in this country. Untick Amex or choose another category.',
    is: 'Ekki má taka við American Express fyrir þennan flokk í þessu landi. Taktu hakið af Amex eða veldu annan flokk.',
  },
  'problem.volume_missing': {
    en: 'Enter the monthly volume for each accepted transaction type.',
    is: 'Sláðu inn mánaðarlega veltu fyrir hverja tegund færslna sem tekið er við.',
  },
  'problem.volume_not_accepted': {
    en: 'There is a volume for a transaction type the store does not accept.',
    is: 'Skráð er velta fyrir tegund færslna sem sölustaðurinn tekur ekki við.',
  },
  'problem.amount_order': {
    en: 'The average sale cannot be larger than the largest sale.',
    is: 'Meðalupphæð getur ekki verið hærri en hæsta upphæð.',
  },
  'problem.attachment_invalid': {
    en: 'This file cannot be used. Add it again as a PDF, JPEG or PNG.',
    is: 'Ekki er hægt að nota þessa skrá. Bættu henni aftur við sem PDF, JPEG eða PNG.',
  },
  'problem.service_rejected': {
    // The service's own words, quoted and marked as its words: not ours to translate.
    en: 'The acquirer’s service refused this, in its own words: “{message}”',
    is: 'Þjónusta færsluhirðisins hafnaði þessu, með eigin orðum: „{message}“',
  },
  'problem.service_rejected.changed': {
    en: 'Changed since the refusal. The acquirer’s service had said, in its own words: “{message}”',
    is: 'Breytt síðan umsókninni var hafnað. Þjónusta færsluhirðisins hafði sagt, með eigin orðum: „{message}“',
  },
  'problem.settings_changed': {
    en: "The acquirer's settings changed: {message}",
    is: 'Stillingar færsluhirðisins breyttust: {message}',
  },
  'problem.negative': { en: 'This cannot be negative.', is: 'Þetta má ekki vera neikvætt.' },

  // A kennitala said for the kind of number the field expects.
  'problem.kennitala.personExpected': {
    en: "This is a company's kennitala (its day is 41–71). Enter the person's own kennitala.",
    is: 'Þetta er kennitala fyrirtækis (dagurinn er 41–71). Sláðu inn kennitölu einstaklingsins.',
  },
  'problem.kennitala.companyExpected': {
    en: "This is a person's kennitala. Enter the company's kennitala: its day is 41–71, e.g. 471008-0280.",
    is: 'Þetta er kennitala einstaklings. Sláðu inn kennitölu fyrirtækisins: dagurinn er 41–71, t.d. 471008-0280.',
  },
  'problem.kennitala.date': {
    en: 'The first six digits of a kennitala are a date (DDMMYY). Check them.',
    is: 'Fyrstu sex tölustafir kennitölu eru dagsetning (DDMMÁÁ). Athugaðu þá.',
  },
  'problem.kennitala.century': {
    en: 'The last digit of a kennitala is 9, 0 or 8. Check it.',
    is: 'Síðasti tölustafur kennitölu er 9, 0 eða 8. Athugaðu hann.',
  },
  'problem.kennitala.day': {
    en: 'No kennitala starts like this: a person’s starts with a day from 01 to 31, a company’s from 41 to 71. Check the first two digits.',
    is: 'Engin kennitala byrjar svona: kennitala einstaklings byrjar á degi frá 01 til 31, kennitala fyrirtækis á 41 til 71. Athugaðu fyrstu tvo tölustafina.',
  },
  'problem.kennitala.system': {
    en: 'Registers Iceland has not issued kennitölur starting with 8 or 9 (a form it announced for system numbers). Check the first digit.',
    is: 'Þjóðskrá hefur ekki gefið út kennitölur sem byrja á 8 eða 9 (form sem hún boðaði fyrir kerfiskennitölur). Athugaðu fyrsta tölustafinn.',
  },
  'problem.kennitala.future': {
    en: 'The date in this kennitala is after today. Check the first six digits and the last.',
    is: 'Dagsetningin í þessari kennitölu er eftir daginn í dag. Athugaðu fyrstu sex tölustafina og þann síðasta.',
  },
} satisfies Catalogue;
