import type { Catalogue } from './entry';

/** The first-start question: the agent's language and name, asked once on a machine. */
export const welcome = {
  'welcome.title': { en: 'Welcome to Fieldboard', is: 'Velkomin í Fieldboard' },
  'welcome.lead': {
    en: 'Before you board your first merchant: choose your language and tell us your name. You can change both later in Settings.',
    is: 'Áður en þú skráir fyrsta söluaðilann: veldu tungumál og skráðu nafnið þitt. Þú getur breytt hvoru tveggja síðar í Stillingum.',
  },
  'welcome.language': { en: 'Language', is: 'Tungumál' },
  'welcome.name': { en: 'Your name', is: 'Nafnið þitt' },
  'welcome.name.hint': {
    en: 'Printed as the agent on every receipt the merchant keeps.',
    is: 'Prentað sem fulltrúi á hverja kvittun sem söluaðilinn fær.',
  },
  'welcome.name.missing': { en: 'Enter your name.', is: 'Skráðu nafnið þitt.' },
  'welcome.start': { en: 'Start', is: 'Byrja' },
} satisfies Catalogue;
