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
    en: {
      one: 'Synced. The settings changed; {count} application needs attention.',
      other: 'Synced. The settings changed; {count} applications need attention.',
    },
    is: {
      one: 'Sótt. Stillingarnar breyttust; {count} umsókn þarfnast athugunar.',
      other: 'Sótt. Stillingarnar breyttust; {count} umsóknir þarfnast athugunar.',
    },
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

  // The data's lifetime (retention, disk space, wipe).
  'settings.lifecycle': { en: 'Personal data and disk space', is: 'Persónuupplýsingar og diskpláss' },
  'settings.retention.days': { en: 'Days to keep after submission', is: 'Dagar sem gögn eru geymd eftir innsendingu' },
  'settings.retention.hint': {
    en: 'After this many days a submitted application’s documents and personal details are removed from this computer; the acquirer keeps the originals. Its receipt can still be reprinted. 0 removes them at the next clean-up.',
    is: 'Að þessum dögum liðnum eru skjöl og persónuupplýsingar innsendrar umsóknar fjarlægð úr þessari tölvu; færsluhirðirinn geymir frumritin. Enn er hægt að endurprenta kvittunina. 0 fjarlægir þau við næstu hreinsun.',
  },
  'settings.retention.invalid': { en: 'Enter a whole number of days from 0 to 3650.', is: 'Sláðu inn heila tölu daga frá 0 til 3650.' },
  'settings.retention.save': { en: 'Save retention', is: 'Vista varðveislutíma' },
  'settings.retention.saved': {
    en: 'Documents and personal details are now kept {days} days after submission.',
    is: 'Skjöl og persónuupplýsingar eru nú geymd í {days} daga eftir innsendingu.',
  },
  'settings.retention.savedZero': {
    en: 'Documents and personal details of submitted applications are removed at each clean-up.',
    is: 'Skjöl og persónuupplýsingar innsendra umsókna eru fjarlægð við hverja hreinsun.',
  },
  'settings.disk.free': { en: 'Free on this disk', is: 'Laust á þessum diski' },
  'settings.disk.freeOf': { en: '{free} of {total}', is: '{free} af {total}' },
  'settings.disk.database': { en: 'Used by applications', is: 'Notað af umsóknum' },
  'settings.disk.documents': { en: 'of which documents', is: 'þar af skjöl' },
  'settings.disk.low': {
    en: 'The disk is getting full (less than 500 MB free). Free some space soon: below 100 MB new documents cannot be added.',
    is: 'Diskurinn er að fyllast (minna en 500 MB laus). Losaðu pláss fljótlega: undir 100 MB er ekki hægt að bæta við skjölum.',
  },
  'settings.disk.critical': {
    en: 'The disk is almost full (less than 100 MB free). New documents are refused until space is freed; typing into drafts still saves.',
    is: 'Diskurinn er nánast fullur (minna en 100 MB laus). Skjölum er hafnað þar til pláss losnar; það sem skrifað er í drög vistast áfram.',
  },
  'settings.wipe.title': { en: 'Hand this computer over', is: 'Afhenda þessa tölvu' },
  'settings.wipe.hint': {
    en: 'Wiping destroys the encryption key first, so nothing left behind can be read, then deletes every application, document, log and receipt on this computer. It cannot be undone. Type {word} to confirm.',
    is: 'Hreinsun eyðir fyrst dulkóðunarlyklinum, svo ekkert sem eftir verður er læsilegt, og eyðir síðan öllum umsóknum, skjölum, atvikaskrám og kvittunum í þessari tölvu. Það er ekki hægt að afturkalla. Sláðu inn {word} til staðfestingar.',
  },
  'settings.wipe.type': { en: 'Type {word}', is: 'Sláðu inn {word}' },
  'settings.wipe.button': { en: 'Wipe this computer', is: 'Hreinsa þessa tölvu' },
  'settings.wipe.anyway': { en: 'Wipe anyway', is: 'Hreinsa samt' },
  'settings.wipe.blocked': {
    en: 'Not wiped: {count} application(s) are waiting to be sent, being sent, or of unknown outcome, and would be lost. Send or resolve them first, or type the word again to wipe anyway.',
    is: 'Ekki hreinsað: {count} umsókn(ir) bíða sendingar, eru í sendingu eða með óþekkta niðurstöðu og myndu glatast. Sendu þær eða leystu úr þeim fyrst, eða sláðu orðið inn aftur til að hreinsa samt.',
  },

  // What is in force, and where it comes from.
  'settings.inForce': { en: 'In use now', is: 'Í notkun núna' },
  'settings.inForce.address': { en: 'Service address', is: 'Slóð þjónustunnar' },
  'settings.inForce.key': { en: 'API key', is: 'API-lykill' },
  'settings.inForce.none': { en: 'None', is: 'Engin' },
  'settings.inForce.fingerprint': { en: 'Fingerprint {fingerprint}', is: 'Fingrafar {fingerprint}' },
  'settings.inForce.from.training': { en: 'the built-in training service', is: 'innbyggða æfingaþjónustan' },
  'settings.inForce.from.startup': {
    en: 'given when the app was started ({how}); it is used instead of what is saved here',
    is: 'gefið þegar forritið var ræst ({how}); það er notað í stað þess sem er vistað hér',
  },
  'settings.inForce.from.stored': { en: 'saved in these settings', is: 'vistað í þessum stillingum' },
  'settings.inForce.startupKey.boundTo': {
    en: 'The key from the environment (FIELDBOARD_API_KEY) is used only with {address}, the address it was given with.',
    is: 'Lykillinn úr umhverfinu (FIELDBOARD_API_KEY) er aðeins notaður með {address}, slóðinni sem hann var gefinn með.',
  },
  'settings.inForce.startupKey.unbound': {
    en: 'The key from the environment (FIELDBOARD_API_KEY) is not used: it was given without an address. Start the app with --base-url (or FIELDBOARD_BASE_URL) to use it.',
    is: 'Lykillinn úr umhverfinu (FIELDBOARD_API_KEY) er ekki notaður: hann var gefinn án slóðar. Ræstu forritið með --base-url (eða FIELDBOARD_BASE_URL) til að nota hann.',
  },
  'settings.inForce.cannotSubmit': {
    en: 'Nothing can be submitted now, because {missing}. Turn on training mode, or complete these settings.',
    is: 'Ekkert er hægt að senda inn núna, því {missing}. Kveiktu á æfingaham eða ljúktu þessum stillingum.',
  },
} satisfies Catalogue;
