/**
 * Notices: what the agent should know or confirm, never what stops an application being ready
 * (shared/rules/notice.ts). `notice.<code>` words each code with the notice's params.
 */
export const notices = {
  'notice.kennitala_unverifiable': {
    en: 'This number cannot be verified by its check digit; compare it with the ID document.',
    is: 'Ekki er hægt að sannreyna þetta númer með vartölu; berðu það saman við skilríkin.',
  },
  'notice.phone_unassigned': {
    en: 'This number has the form of a phone number in {country}, but is in no range known to be in use. Check it with the merchant.',
    is: 'Þetta númer er á formi símanúmers ({country}) en í númeraröð sem ekki er vitað að sé í notkun. Staðfestu það við söluaðilann.',
  },
  'notice.mcc_not_listed_by_scheme': {
    en: 'This category is not in the category list of {schemes}; the store’s other cards have it.',
    is: 'Þessi flokkur er ekki í flokkalista {schemes}; hin kort verslunarinnar hafa hann.',
  },
  'notice.list.and': { en: '{first} and {last}', is: '{first} og {last}' },
  'notice.kennitala_test_person': {
    en: 'A test person of Registers Iceland: for training only. No real merchant has this number, and the application is not queued for the acquirer.',
    is: 'Gervimaður Þjóðskrár: aðeins til æfinga. Enginn raunverulegur söluaðili hefur þessa kennitölu og umsóknin fer ekki í biðröð til færsluhirðis.',
  },
  'notice.iban_holder_differs.applicant': {
    en: 'The account holder’s kennitala is {holder}, not the applicant’s.',
    is: 'Kennitala reikningseiganda er {holder}, ekki kennitala umsækjanda.',
  },
  'notice.iban_holder_differs.company': {
    en: 'The account holder’s kennitala is {holder}, not the company’s.',
    is: 'Kennitala reikningseiganda er {holder}, ekki kennitala fyrirtækisins.',
  },
  // Another application with the same merchant number or IBAN ({status} and {merchant} are worded by notice-text.ts).
  'notice.possible_duplicate.merchant_number': {
    en: 'Possible duplicate: “{business}” ({status}{merchant}) has the same number.{more}',
    is: 'Mögulega tvískráð: „{business}“ ({status}{merchant}) er með sama númer.{more}',
  },
  'notice.possible_duplicate.iban': {
    en: 'Possible duplicate: “{business}” ({status}{merchant}) has the same IBAN.{more}',
    is: 'Mögulega tvískráð: „{business}“ ({status}{merchant}) er með sama IBAN.{more}',
  },
  'notice.duplicate_of_submitted.merchant_number': {
    en: 'Already sent: “{business}” ({status}{merchant}) has the same number. Board it again only if the acquirer asked for it.{more}',
    is: 'Þegar sent: „{business}“ ({status}{merchant}) er með sama númer. Skráðu aftur aðeins ef færsluhirðirinn bað um það.{more}',
  },
  'notice.duplicate_of_submitted.iban': {
    en: 'Already sent: “{business}” ({status}{merchant}) has the same IBAN. Board it again only if the acquirer asked for it.{more}',
    is: 'Þegar sent: „{business}“ ({status}{merchant}) er með sama IBAN. Skráðu aftur aðeins ef færsluhirðirinn bað um það.{more}',
  },
  'notice.duplicate_of_held.merchant_number': {
    en: 'Held after a restore: “{business}” ({status}{merchant}) has the same number and may have been boarded from the lost computer after its backup. Board this one only if the acquirer says it was not, or wants both.{more}',
    is: 'Í bið eftir endurheimt: „{business}“ ({status}{merchant}) er með sama númer og gæti hafa verið skráð úr týndu tölvunni eftir að afritið var tekið. Skráðu þessa aðeins ef færsluhirðirinn segir að svo sé ekki, eða vill báðar.{more}',
  },
  'notice.duplicate_of_held.iban': {
    en: 'Held after a restore: “{business}” ({status}{merchant}) has the same IBAN and may have been boarded from the lost computer after its backup. Board this one only if the acquirer says it was not, or wants both.{more}',
    is: 'Í bið eftir endurheimt: „{business}“ ({status}{merchant}) er með sama IBAN og gæti hafa verið skráð úr týndu tölvunni eftir að afritið var tekið. Skráðu þessa aðeins ef færsluhirðirinn segir að svo sé ekki, eða vill báðar.{more}',
  },
  'notice.duplicate_of_pending.merchant_number': {
    en: 'Not sent yet: “{business}” ({status}{merchant}) has the same number and may be sent too. Queue both only if the acquirer wants two merchants.{more}',
    is: 'Ekki enn send: „{business}“ ({status}{merchant}) er með sama númer og gæti líka verið send. Settu báðar í biðröð aðeins ef færsluhirðirinn vill tvo söluaðila.{more}',
  },
  'notice.duplicate_of_pending.iban': {
    en: 'Not sent yet: “{business}” ({status}{merchant}) has the same IBAN and may be sent too. Queue both only if the acquirer wants two merchants.{more}',
    is: 'Ekki enn send: „{business}“ ({status}{merchant}) er með sama IBAN og gæti líka verið send. Settu báðar í biðröð aðeins ef færsluhirðirinn vill tvo söluaðila.{more}',
  },
  'notice.shares_under_100': {
    en: 'The shares given add up to {total}, not {full}. Check that every owner is listed with their share.',
    is: 'Eignarhlutirnir sem eru skráðir eru samtals {total}, ekki {full}. Athugaðu að allir eigendur séu skráðir með sinn hlut.',
  },
  // A restore left the document out ({why} is a refused file's reason, worded by notice-text.ts).
  'notice.document_kept_out': {
    en: 'This document was left out when the backup was restored: {why}. Add the document again.',
    is: 'Þessu skjali var sleppt þegar afritið var endurheimt: {why}. Bættu skjalinu við aftur.',
  },
  // What a stored document says against the form (dates are sent as YYYY-MM-DD).
  'notice.document_birth_date_differs': {
    en: 'The document says the date of birth is {date}.',
    is: 'Á skilríkinu er fæðingardagurinn {date}.',
  },
  'notice.document_name_differs': { en: 'The document’s name is {name}.', is: 'Nafnið á skilríkinu er {name}.' },
  'notice.document_personal_number_differs': {
    en: 'The document’s personal number {number} is not this kennitala.',
    is: 'Kennitalan á skilríkinu, {number}, er ekki þessi kennitala.',
  },
  'notice.document_birth_date_not_kennitala': {
    en: 'The document gives the date of birth {date}, but this kennitala encodes {kennitalaDate}.',
    is: 'Á skilríkinu er fæðingardagurinn {date} en þessi kennitala ber með sér {kennitalaDate}.',
  },
  'notice.document_expired': { en: 'The document expired on {date}.', is: 'Skilríkið rann út {date}.' },
  'notice.document_specimen': {
    en: 'This document is a specimen, not one issued to a person.',
    is: 'Þetta skilríki er sýnishorn, ekki gefið út á einstakling.',
  },
  'notice.document_name_in_zone': {
    en: 'The document’s machine-readable zone gives the name {name}. Type it as the document prints it, with its accents.',
    is: 'Í véllesanlegu svæði skilríkisins stendur nafnið {name}. Sláðu það inn eins og það er prentað á skilríkinu, með kommum og sérstöfum.',
  },
  'notice.document_name_unread': {
    en: 'The document’s name could not be read clearly, so it was not compared: check it against the document.',
    is: 'Ekki tókst að lesa nafnið á skilríkinu skýrt og það var því ekki borið saman: berðu það saman við skilríkið.',
  },
  'notice.document_zone_unreadable': {
    en: 'Could not read the document’s machine-readable zone: nothing was filled from it.',
    is: 'Ekki tókst að lesa véllesanlegt svæði skilríkisins: ekkert var fyllt út eftir því.',
  },
  'notice.document_no_zone': {
    en: 'No machine-readable zone was found on this document: nothing was filled from it.',
    is: 'Ekkert véllesanlegt svæði fannst á skilríkinu: ekkert var fyllt út eftir því.',
  },
  'notice.document_not_read': {
    en: 'This document could not be read; compare it with the form.',
    is: 'Ekki tókst að lesa þetta skjal; berðu það saman við umsóknina.',
  },
  'notice.letter_iban_differs': {
    en: 'The bank’s letter shows the IBAN {iban}, not this one.',
    is: 'Bréf bankans sýnir IBAN-númerið {iban}, ekki þetta.',
  },
  'notice.letter_holder_differs.applicant': {
    en: 'The bank’s letter shows the kennitala {holder}, not the applicant’s.',
    is: 'Bréf bankans sýnir kennitöluna {holder}, ekki kennitölu umsækjanda.',
  },
  'notice.letter_holder_differs.company': {
    en: 'The bank’s letter shows the kennitala {holder}, not the company’s.',
    is: 'Bréf bankans sýnir kennitöluna {holder}, ekki kennitölu fyrirtækisins.',
  },
  'notice.letter_no_iban': { en: 'The bank’s letter shows no IBAN.', is: 'Ekkert IBAN-númer sést á bréfi bankans.' },
  'notice.letter_text_not_shown': {
    en: 'The bank’s letter is a PDF whose text is not what its page shows: only what the page shows was read. Look at the letter itself.',
    is: 'Bréf bankans er PDF-skjal þar sem textinn er ekki sá sem síðan sýnir: aðeins það sem síðan sýnir var lesið. Skoðaðu bréfið sjálft.',
  },
  'notice.duplicate.merchant': { en: ', merchant ID {merchantId}', is: ', söluaðilanúmer {merchantId}' },
  'notice.duplicate.more': { en: ' {count} more share it.', is: ' {count} til viðbótar deila því.' },
  'notice.duplicate.open': { en: 'Open “{business}”', is: 'Opna „{business}“' },
  'notice.label': { en: 'Notice', is: 'Athugasemd' },
  'notice.needsConfirmation': { en: 'Needs your confirmation to queue', is: 'Þarf staðfestingu þína áður en sett er í biðröð' },
  'review.notices': { en: 'Notices ({count})', is: 'Athugasemdir ({count})' },
  'review.confirm.title': { en: 'Confirm before queueing', is: 'Staðfestu áður en sett er í biðröð' },
  'review.confirm.intro': {
    en: 'The acquirer may refuse this. Say why it is right; your reason is kept in the audit log.',
    is: 'Færsluhirðirinn gæti hafnað þessu. Segðu hvers vegna það er rétt; ástæðan er skráð í atvikaskrá.',
  },
  'review.confirm.reason': { en: 'Reason', is: 'Ástæða' },
  'review.confirm.reasonHint': {
    en: 'At least 3 characters, e.g. “the director’s personal account, agreed with the acquirer”.',
    is: 'Minnst 3 stafir, t.d. „persónulegur reikningur framkvæmdastjóra, samþykkt af færsluhirði“.',
  },
  'review.confirm.submit': { en: 'Confirm and queue', is: 'Staðfesta og setja í biðröð' },
  'review.confirm.cancel': { en: 'Cancel', is: 'Hætta við' },
} as const;
