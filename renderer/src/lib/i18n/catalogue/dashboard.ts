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
} satisfies Catalogue;
