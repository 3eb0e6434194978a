import type { Catalogue } from './entry';

export const settings = {
  'settings.title': { en: 'Settings', is: 'Stillingar' },
  'settings.loadFailed': { en: 'The settings could not be loaded.', is: 'Ekki tókst að sækja stillingarnar.' },

  'settings.service': { en: "The acquirer's service", is: 'Þjónusta færsluhirðisins' },
  'settings.baseUrl': { en: 'Service address (base URL)', is: 'Slóð þjónustunnar' },
  'settings.baseUrl.hint': {
    en: 'From the acquirer’s implementation specialist; it ends with /isoapi.',
    is: 'Frá innleiðingarsérfræðingi færsluhirðisins; endar á /isoapi.',
  },
  'settings.apiVersion': { en: 'API version', is: 'Útgáfa API' },
  'settings.apiVersion.invalid': { en: 'Write the version like 2.0.', is: 'Skrifaðu útgáfuna eins og 2.0.' },
  'settings.trainingMode': { en: 'Training mode', is: 'Æfingahamur' },
  'settings.trainingMode.hint': {
    en: 'Practise with a local copy of the service: nothing reaches the acquirer.',
    is: 'Æfðu þig á staðbundnu afriti þjónustunnar: ekkert berst færsluhirðinum.',
  },
  'settings.saveService': { en: 'Save service settings', is: 'Vista þjónustustillingar' },

  'settings.apiKey': { en: 'API key', is: 'API-lykill' },
  'settings.apiKey.input': { en: 'New API key', is: 'Nýr API-lykill' },
  'settings.apiKey.hint': {
    en: 'The key is stored encrypted and never shown again; only its fingerprint is.',
    is: 'Lykillinn er geymdur dulkóðaður og aldrei sýndur aftur; aðeins fingrafar hans.',
  },
  'settings.apiKey.current': { en: 'Current key fingerprint: {fingerprint}', is: 'Fingrafar núverandi lykils: {fingerprint}' },
  'settings.apiKey.none': { en: 'No API key is set.', is: 'Enginn API-lykill er skráður.' },
  'settings.apiKey.save': { en: 'Save the key', is: 'Vista lykilinn' },
  'settings.apiKey.remove': { en: 'Remove the key', is: 'Fjarlægja lykilinn' },
  'settings.apiKey.saved': { en: 'The key is saved.', is: 'Lykillinn er vistaður.' },
  'settings.apiKey.removed': { en: 'The key is removed.', is: 'Lykillinn hefur verið fjarlægður.' },

  'settings.sync': { en: 'Fee settings', is: 'Gjaldastillingar' },
  'settings.sync.last': {
    en: 'Last synced {when} for the key {fingerprint}.',
    is: 'Síðast sóttar {when} fyrir lykilinn {fingerprint}.',
  },
  'settings.sync.never': { en: 'Not synced yet.', is: 'Ekki sóttar enn.' },
  'settings.sync.now': { en: 'Sync now', is: 'Sækja núna' },
  'settings.sync.running': { en: 'Syncing…', is: 'Sæki…' },
  'settings.sync.ok': { en: 'Synced. Nothing changed.', is: 'Sótt. Ekkert breyttist.' },
  'settings.sync.changed': {
    en: 'Synced. The settings changed; {count} application(s) need attention.',
    is: 'Sótt. Stillingarnar breyttust; {count} umsókn(ir) þarfnast athugunar.',
  },
  'settings.sync.failed': {
    en: 'Could not sync: {error} The last good settings are still used.',
    is: 'Ekki tókst að sækja: {error} Síðustu góðu stillingar eru notaðar áfram.',
  },

  'settings.data': { en: 'Data and backup', is: 'Gögn og afrit' },
  'settings.dataDir': { en: 'Data folder', is: 'Gagnamappa' },
  'settings.backup.passphrase': { en: 'Backup passphrase', is: 'Lykilorð afrits' },
  'settings.backup.repeat': { en: 'Repeat the passphrase', is: 'Endurtaktu lykilorðið' },
  'settings.backup.hint': {
    en: 'At least 8 characters. Without it the backup cannot be opened: keep it safe.',
    is: 'Minnst 8 stafir. Án þess er ekki hægt að opna afritið: geymdu það vel.',
  },
  'settings.backup.tooShort': { en: 'Use at least 8 characters.', is: 'Notaðu minnst 8 stafi.' },
  'settings.backup.mismatch': { en: 'The two passphrases differ.', is: 'Lykilorðin tvö eru ekki eins.' },
  'settings.backup.export': { en: 'Export a backup', is: 'Taka afrit' },
  'settings.backup.running': { en: 'Writing the backup…', is: 'Skrifa afrit…' },
  'settings.backup.done': { en: 'Backup written to {file}', is: 'Afrit skrifað í {file}' },

  'settings.people': { en: 'Operator and agent', is: 'Rekstraraðili og fulltrúi' },
  'settings.operatorName': { en: 'Operator name', is: 'Heiti rekstraraðila' },
  'settings.agentName': { en: 'Agent name', is: 'Nafn fulltrúa' },
  'settings.people.hint': { en: 'Printed on receipts.', is: 'Prentað á kvittanir.' },
  'settings.savePeople': { en: 'Save names', is: 'Vista nöfn' },

  'settings.language': { en: 'Language', is: 'Tungumál' },
  'settings.language.label': { en: 'Language of the app', is: 'Tungumál forritsins' },
} satisfies Catalogue;
