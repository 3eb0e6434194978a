import type { Catalogue } from './entry';

export const shell = {
  'app.name': { en: 'Fieldboard', is: 'Fieldboard' },
  'app.skipToContent': { en: 'Skip to main content', is: 'Fara beint í efni' },
  'app.loading': { en: 'Loading…', is: 'Hleð…' },
  'app.notFound.title': { en: 'Page not found', is: 'Síða fannst ekki' },
  'app.notFound.body': { en: 'There is nothing at this address.', is: 'Hér er ekkert að finna.' },
  'app.notFound.back': { en: 'Back to the dashboard', is: 'Aftur á yfirlitið' },
  'app.noBridge': {
    en: 'Fieldboard cannot reach its background process. Close this window and start the app again.',
    is: 'Fieldboard nær ekki sambandi við bakvinnsluna. Lokaðu glugganum og ræstu forritið aftur.',
  },

  'nav.label': { en: 'Main', is: 'Aðalvalmynd' },
  'nav.dashboard': { en: 'Dashboard', is: 'Yfirlit' },
  'nav.new': { en: 'New application', is: 'Ný umsókn' },
  'nav.outbox': { en: 'Outbox', is: 'Úthólf' },
  'nav.settings': { en: 'Settings', is: 'Stillingar' },

  'language.label': { en: 'Language', is: 'Tungumál' },
  'language.switch': { en: 'Switch language', is: 'Skipta um tungumál' },
  'language.en': { en: 'English', is: 'English' },
  'language.is': { en: 'Íslenska', is: 'Íslenska' },

  'statusbar.label': { en: 'Connection and queue', is: 'Tenging og biðröð' },
  'statusbar.connection': { en: 'Connection', is: 'Tenging' },
  'statusbar.online': { en: 'Online', is: 'Nettengd' },
  'statusbar.offline': { en: 'Offline', is: 'Ótengd' },
  'statusbar.unknown': { en: 'Not known yet', is: 'Ekki vitað enn' },
  'statusbar.noAnswer': { en: 'App not answering', is: 'Forritið svarar ekki' },
  'statusbar.lastSync': { en: 'Settings synced', is: 'Stillingar sóttar' },
  'statusbar.never': { en: 'Never', is: 'Aldrei' },
  'statusbar.waiting': { en: 'Waiting to send', is: 'Bíða sendingar' },
  'statusbar.training': { en: 'Training mode', is: 'Æfingahamur' },

  'status.draft': { en: 'Draft', is: 'Drög' },
  'status.ready': { en: 'Ready', is: 'Tilbúin' },
  'status.queued': { en: 'Queued', is: 'Í biðröð' },
  'status.sending': { en: 'Sending', is: 'Í sendingu' },
  'status.submitted': { en: 'Submitted', is: 'Send inn' },
  'status.rejected': { en: 'Rejected', is: 'Hafnað' },
  'status.unknown_outcome': { en: 'Unknown outcome', is: 'Óviss niðurstaða' },
  'status.needs_attention': { en: 'Needs attention', is: 'Þarfnast athugunar' },

  'entity.soletrader': { en: 'Sole trader', is: 'Einstaklingur í rekstri' },
  'entity.publiclimitedcompany': { en: 'Public limited company', is: 'Hlutafélag (hf.)' },
  'entity.privatelimitedcompany': { en: 'Private limited company', is: 'Einkahlutafélag (ehf.)' },
  'entity.partnership': { en: 'Partnership', is: 'Sameignarfélag' },
  'entity.other': { en: 'Other organisation', is: 'Annað rekstrarform' },
  'entity.soletrader.description': {
    en: 'One person running a business in their own name and kennitala, such as a plumber, a hairdresser or a taxi driver.',
    is: 'Einn einstaklingur sem rekur starfsemi á eigin nafni og kennitölu, t.d. pípulagningamaður, hárgreiðslumaður eða leigubílstjóri.',
  },
  'entity.publiclimitedcompany.description': {
    en: 'A company (hf.) whose shares may be offered to the public, usually a larger business.',
    is: 'Félag (hf.) sem má bjóða almenningi hlutabréf sín, yfirleitt stærra fyrirtæki.',
  },
  'entity.privatelimitedcompany.description': {
    en: 'A company (ehf.) owned by a few shareholders: most shops, restaurants and hotels.',
    is: 'Félag (ehf.) í eigu fárra hluthafa: flestar verslanir, veitingastaðir og hótel.',
  },
  'entity.partnership.description': {
    en: 'Two or more people who own and run the business together (sf. or slf.).',
    is: 'Tveir eða fleiri sem eiga og reka starfsemina saman (sf. eða slf.).',
  },
  'entity.other.description': {
    en: 'Any other kind of organisation, such as an association, a foundation or a cooperative.',
    is: 'Hvers kyns annað rekstrarform, t.d. félagasamtök, sjálfseignarstofnun eða samvinnufélag.',
  },

  'common.yes': { en: 'Yes', is: 'Já' },
  'common.no': { en: 'No', is: 'Nei' },
  'common.cancel': { en: 'Cancel', is: 'Hætta við' },
  'common.save': { en: 'Save', is: 'Vista' },
  'common.saved': { en: 'Saved.', is: 'Vistað.' },
  'common.remove': { en: 'Remove', is: 'Fjarlægja' },
  'common.open': { en: 'Open', is: 'Opna' },
  'common.retry': { en: 'Try again', is: 'Reyna aftur' },
  'common.previous': { en: 'Previous', is: 'Fyrri' },
  'common.next': { en: 'Next', is: 'Næsta' },
  'common.unnamed': { en: '(no name yet)', is: '(ekkert nafn enn)' },
  'common.copyOf': { en: 'Copy of {name}', is: 'Afrit af {name}' },
  'common.forSupport': { en: 'Details for support (in English)', is: 'Nánar fyrir þjónustuborðið (á ensku)' },
  'error.fileNamed': { en: '“{fileName}”: {text}', is: '„{fileName}“: {text}' },
  'common.close': { en: 'Close', is: 'Loka' },

  // When the background process stops answering.
  'background.title': { en: 'The app is not answering', is: 'Forritið svarar ekki' },
  'background.body': {
    en: 'The part of the app that saves your work has stopped answering. What you type stays on this page and is saved as soon as it answers again. Keep this window open.',
    is: 'Sá hluti forritsins sem vistar vinnuna þína er hættur að svara. Það sem þú slærð inn helst á síðunni og vistast um leið og hann svarar aftur. Hafðu gluggann opinn.',
  },
} satisfies Catalogue;
