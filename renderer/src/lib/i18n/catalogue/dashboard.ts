import type { Catalogue } from './entry';

export const dashboard = {
  'dashboard.title': { en: 'Applications', is: 'Umsóknir' },
  'dashboard.filter': { en: 'Show applications by status', is: 'Sýna umsóknir eftir stöðu' },
  'dashboard.all': { en: 'All', is: 'Allar' },
  'dashboard.filterButton': { en: '{label} ({count})', is: '{label} ({count})' },
  'dashboard.search': { en: 'Search by name, kennitala or ID', is: 'Leita eftir heiti, kennitölu eða númeri' },
  'dashboard.searchHint': {
    en: 'Business or store name (any accents), kennitala, company number or IBAN (with or without hyphens), merchant, agreement or terminal ID',
    is: 'Heiti fyrirtækis eða verslunar (broddar skipta ekki máli), kennitala eða IBAN (með eða án bandstrika), söluaðila-, samnings- eða posanúmer',
  },
  'dashboard.table': { en: 'Applications, most recently changed first', is: 'Umsóknir, síðast breyttar fyrst' },
  'dashboard.col.name': { en: 'Business name', is: 'Heiti' },
  'dashboard.col.type': { en: 'Type', is: 'Rekstrarform' },
  'dashboard.col.status': { en: 'Status', is: 'Staða' },
  'dashboard.col.updated': { en: 'Last changed', is: 'Síðast breytt' },
  'dashboard.col.merchant': { en: 'Merchant ID', is: 'Söluaðilanúmer' },
  'dashboard.empty': { en: 'No applications here yet.', is: 'Engar umsóknir hér enn.' },
  'dashboard.emptySearch': { en: 'No application matches “{search}”.', is: 'Engin umsókn passar við „{search}“.' },
  'dashboard.startNew': { en: 'Start a new application', is: 'Hefja nýja umsókn' },
  'dashboard.range': { en: 'Showing {from}–{to} of {total}', is: 'Sýni {from}–{to} af {total}' },
  'dashboard.pages': { en: 'Pages', is: 'Síður' },
  'dashboard.page': { en: 'Page {page} of {pages}', is: 'Síða {page} af {pages}' },
  'dashboard.previousPage': { en: 'Previous page', is: 'Fyrri síða' },
  'dashboard.nextPage': { en: 'Next page', is: 'Næsta síða' },

  'new.title': { en: 'New application', is: 'Ný umsókn' },
  'new.intro': {
    en: 'What kind of business is the merchant? This decides which details the application asks for.',
    is: 'Hvers konar rekstur er söluaðilinn með? Það ræður hvaða upplýsinga umsóknin spyr um.',
  },
  'new.choose': { en: 'Type of business', is: 'Rekstrarform' },

  // Drafts untouched for 90 days.
  'dashboard.untouched': {
    en: '{count} draft(s) untouched for {days} days',
    is: '{count} drög óhreyfð í {days} daga',
  },
  'dashboard.untouched.hint': {
    en: 'They hold personal details the merchant gave you. Open each one and finish it, or delete it if it is no longer needed.',
    is: 'Þau geyma persónuupplýsingar sem söluaðilinn gaf þér. Opnaðu hver þeirra og ljúktu við, eða eyddu ef þeirra er ekki lengur þörf.',
  },
  'dashboard.untouched.unnamed': { en: 'Unnamed draft', is: 'Ónefnd drög' },
  'dashboard.untouched.more': {
    en: 'The {shown} oldest are listed here; {more} more are further down the list of applications.',
    is: 'Hér eru þau {shown} elstu sýnd; {more} í viðbót eru neðar í umsóknalistanum.',
  },

  // Applications a restore holds (and copies of them) until the agent confirms they were not boarded after the backup.
  'dashboard.restoreHeld': {
    en: { one: '{count} application is held after a restore', other: '{count} applications are held after a restore' },
    is: { one: '{count} umsókn er í bið eftir endurheimt', other: '{count} umsóknir eru í bið eftir endurheimt' },
  },
  'dashboard.restoreHeld.hint': {
    en: 'The backup was made {madeAt} ({age}). Whatever the lost computer sent after that is not in it, so these merchants may already be boarded. Ask the acquirer about each one, then confirm it here. Until then it is not sent and cannot be queued.',
    is: 'Afritið var tekið {madeAt} ({age}). Það sem týnda tölvan sendi eftir það er ekki í því, svo þessir söluaðilar gætu þegar verið skráðir. Spyrðu færsluhirðinn um hvern og einn og staðfestu svo hér. Fram að því er umsóknin ekki send og ekki hægt að setja hana í biðröð.',
  },
  'dashboard.restoreHeld.age': {
    en: { one: '{count} day ago', other: '{count} days ago' },
    is: { one: 'fyrir {count} degi', other: 'fyrir {count} dögum' },
  },
  'dashboard.restoreHeld.today': { en: 'less than a day ago', is: 'fyrir minna en sólarhring' },
  'dashboard.restoreHeld.reason': {
    en: 'How did you check that it was not boarded? (kept in the audit log)',
    is: 'Hvernig gekkstu úr skugga um að hún hafi ekki verið skráð? (skráð í atvikaskrá)',
  },
  'dashboard.restoreHeld.reasonNeeded': {
    en: 'Say how you checked, in at least 3 characters.',
    is: 'Segðu hvernig þú gekkst úr skugga um það, í að minnsta kosti 3 stöfum.',
  },
  'dashboard.restoreHeld.confirm': { en: 'Not boarded: release', is: 'Ekki skráð: losa' },
  'dashboard.restoreHeld.confirmOne': { en: 'Confirm {name} was not boarded', is: 'Staðfesta að {name} hafi ekki verið skráð' },
  'dashboard.restoreHeld.confirmAll': {
    en: { one: 'Confirm it was not boarded', other: 'Confirm all {count} were not boarded' },
    is: { one: 'Staðfesta að hún hafi ekki verið skráð', other: 'Staðfesta að engin þeirra {count} hafi verið skráð' },
  },
  'dashboard.restoreHeld.unnamed': { en: 'Unnamed application', is: 'Ónefnd umsókn' },
  'dashboard.restoreHeld.more': {
    en: 'The first {shown} are listed here; {more} more are held too.',
    is: 'Hér eru fyrstu {shown} sýndar; {more} í viðbót eru einnig í bið.',
  },
  'dashboard.restoreHeld.done': {
    en: { one: '{count} application released: it can be sent now.', other: '{count} applications released: they can be sent now.' },
    is: { one: '{count} umsókn losuð: nú má senda hana.', other: '{count} umsóknir losaðar: nú má senda þær.' },
  },
} satisfies Catalogue;
