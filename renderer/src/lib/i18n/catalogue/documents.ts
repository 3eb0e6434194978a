import type { Catalogue } from './entry';

/** The documents step: its slots, and the file, drop, paste, camera and scanner sources. */
export const documents = {
  'documents.intro': {
    en: 'A PDF or a picture of each document: choose a file, drop or paste it, photograph it or scan it. Pictures are turned upright, made smaller and stripped of location and camera data before they are stored. At most 10 MB a file.',
    is: 'PDF-skrá eða mynd af hverju skjali: veldu skrá, dragðu hana hingað eða límdu inn, taktu mynd eða skannaðu. Myndir eru réttar af, minnkaðar og hreinsaðar af staðsetningu og myndavélarupplýsingum áður en þær eru vistaðar. Mest 10 MB hver skrá.',
  },
  'documents.identification': { en: 'Identification', is: 'Persónuskilríki' },
  'documents.identification.hint': {
    en: "The applicant's passport, driving licence or ID card.",
    is: 'Vegabréf, ökuskírteini eða nafnskírteini umsækjanda.',
  },
  'documents.bankConfirmation': { en: 'Bank confirmation', is: 'Staðfesting banka' },
  'documents.bankConfirmation.hint': {
    en: 'A letter or statement from the bank showing the account and its owner.',
    is: 'Bréf eða yfirlit frá bankanum sem sýnir reikninginn og eiganda hans.',
  },
  'documents.additional': { en: 'Additional documents', is: 'Önnur skjöl' },
  'documents.additional.hint': {
    en: 'Anything else the acquirer asked for, such as a registration certificate.',
    is: 'Annað sem færsluhirðirinn bað um, t.d. skráningarvottorð.',
  },
  'documents.choose': { en: 'Choose a file: {slot}', is: 'Velja skrá: {slot}' },
  'documents.replace': { en: 'Replace the file: {slot}', is: 'Skipta um skrá: {slot}' },
  'documents.replaceHint': {
    en: 'A new file from any of these replaces the one above.',
    is: 'Ný skrá, hvaðan sem hún kemur, kemur í stað þeirrar sem er fyrir ofan.',
  },
  'documents.sources': { en: 'Ways to add a file: {slot}', is: 'Leiðir til að bæta við skrá: {slot}' },
  'documents.sourceFor': { en: '{source}: {slot}', is: '{source}: {slot}' },
  'documents.source.file': { en: 'Choose file', is: 'Velja skrá' },
  'documents.source.camera': { en: 'Take a photo', is: 'Taka mynd' },
  'documents.source.scanner': { en: 'Scan', is: 'Skanna' },
  'documents.drop': { en: 'Drop a file here', is: 'Slepptu skrá hér' },
  'documents.dropActive': { en: 'Release to add the file', is: 'Slepptu til að bæta skránni við' },
  'documents.pasteHint': {
    en: 'or select it and press {keys} to paste a picture',
    is: 'eða veldu reitinn og ýttu á {keys} til að líma inn mynd',
  },
  'documents.pasteNothing': {
    en: 'The clipboard holds no picture or file. Copy a picture first, then paste it here.',
    is: 'Klippiborðið geymir hvorki mynd né skrá. Afritaðu mynd fyrst og límdu hana svo hér.',
  },
  'documents.onlyFirst': {
    en: 'Only one file fits here, so {file} was used and the others were left out.',
    is: 'Aðeins ein skrá kemst hér, svo {file} var notuð og hinum sleppt.',
  },
  'documents.noRoom': {
    en: {
      one: 'Only {count} more file fits here; the rest were left out.',
      other: 'Only {count} more files fit here; the rest were left out.',
    },
    is: {
      one: 'Aðeins {count} skrá í viðbót kemst hér; hinum var sleppt.',
      other: 'Aðeins {count} skrár í viðbót komast hér; hinum var sleppt.',
    },
  },

  'documents.picking': { en: 'Choosing a file…', is: 'Vel skrá…' },
  'documents.uploading': { en: 'Adding {file}…', is: 'Bæti við {file}…' },
  'documents.added': { en: 'Added: {file}', is: 'Bætt við: {file}' },
  'documents.tooLarge': {
    en: '{file} is larger than 10 MB. Take a smaller photo or scan at a lower resolution.',
    is: '{file} er stærri en 10 MB. Taktu minni mynd eða skannaðu í lægri upplausn.',
  },
  'documents.wrongType': {
    en: '{file} is neither a PDF nor a picture.',
    is: '{file} er hvorki PDF-skrá né mynd.',
  },
  'documents.removeFile': { en: 'Remove {file}', is: 'Fjarlægja {file}' },
  'documents.preview': { en: 'Preview of {file}', is: 'Forskoðun á {file}' },
  'documents.pdf': { en: 'PDF', is: 'PDF' },
  'documents.none': { en: 'No file yet.', is: 'Engin skrá enn.' },
  'documents.missingFile': { en: 'A file that is no longer stored', is: 'Skrá sem er ekki lengur geymd' },
  'documents.count': { en: '{count} of {max} files', is: '{count} af {max} skrám' },
  'documents.reviewTitle': { en: 'Documents', is: 'Skjöl' },

  'camera.title': { en: 'Photograph: {slot}', is: 'Ljósmynda: {slot}' },
  'camera.starting': { en: 'Starting the camera…', is: 'Ræsi myndavélina…' },
  'camera.live': { en: 'What the camera sees', is: 'Það sem myndavélin sér' },
  'camera.liveHint': {
    en: 'Lay the document flat in good light, fill the picture with it and avoid glare.',
    is: 'Leggðu skjalið slétt í góðri birtu, láttu það fylla myndina og forðastu glampa.',
  },
  'camera.capture': { en: 'Take the photo', is: 'Taka myndina' },
  'camera.retake': { en: 'Retake', is: 'Taka aftur' },
  'camera.use': { en: 'Use this photo', is: 'Nota þessa mynd' },
  'camera.photo': { en: 'The photo, with the part to keep outlined', is: 'Myndin, með þann hluta sem á að halda afmarkaðan' },
  'camera.cropHint': {
    en: 'Drag the four corners onto the corners of the document; the photo is straightened to that outline. With the keyboard, select a corner and move it with the arrow keys (hold Shift for larger steps).',
    is: 'Dragðu hornin fjögur á horn skjalsins; myndin er rétt af eftir þeim útlínum. Með lyklaborði: veldu horn og færðu það með örvatökkunum (haltu Shift niðri fyrir stærri skref).',
  },
  'camera.corner.0': { en: 'Top left corner', is: 'Efra vinstra horn' },
  'camera.corner.1': { en: 'Top right corner', is: 'Efra hægra horn' },
  'camera.corner.2': { en: 'Bottom right corner', is: 'Neðra hægra horn' },
  'camera.corner.3': { en: 'Bottom left corner', is: 'Neðra vinstra horn' },
  'camera.cornerAt': {
    en: '{corner}, {x}% from the left, {y}% from the top',
    is: '{corner}, {x}% frá vinstri, {y}% frá toppi',
  },
  'camera.crossed': {
    en: 'The corners cross over each other. Move each one to its own corner of the document.',
    is: 'Hornin liggja þvert hvert á annað. Færðu hvert þeirra á sitt horn skjalsins.',
  },
  'camera.saving': { en: 'Straightening the photo…', is: 'Rétti myndina af…' },
  'camera.noCamera': {
    en: 'No camera was found. Connect one, or choose a file or scan the document instead.',
    is: 'Engin myndavél fannst. Tengdu myndavél, eða veldu skrá eða skannaðu skjalið í staðinn.',
  },
  'camera.denied': {
    en: 'Fieldboard is not allowed to use the camera. Allow camera access for Fieldboard in the browser or system settings, then try again.',
    is: 'Fieldboard hefur ekki leyfi til að nota myndavélina. Leyfðu aðgang að myndavél í stillingum vafrans eða stýrikerfisins og reyndu svo aftur.',
  },
  'camera.busy': {
    en: 'The camera is in use by another program. Close that program, then try again.',
    is: 'Myndavélin er í notkun í öðru forriti. Lokaðu því og reyndu svo aftur.',
  },
  'camera.failed': { en: 'The camera could not be started.', is: 'Ekki tókst að ræsa myndavélina.' },

  'scanner.title': { en: 'Scan: {slot}', is: 'Skanna: {slot}' },
  'scanner.looking': {
    en: 'Looking for scanners… This can take up to half a minute.',
    is: 'Leita að skönnum… Það getur tekið allt að hálfa mínútu.',
  },
  'scanner.device': { en: 'Scanner', is: 'Skanni' },
  'scanner.none': {
    en: 'No scanner was found. Check that it is switched on and connected, then look again.',
    is: 'Enginn skanni fannst. Athugaðu að kveikt sé á honum og að hann sé tengdur og leitaðu svo aftur.',
  },
  'scanner.lookAgain': { en: 'Look again', is: 'Leita aftur' },
  'scanner.unavailable': { en: '{program}: {reason}', is: '{program}: {reason}' },
  'scanner.reason.not_installed': {
    en: 'No scanner program is installed on this computer.',
    is: 'Ekkert skannaforrit er uppsett á þessari tölvu.',
  },
  'scanner.reason.no_device': {
    en: 'The scanner could not be opened. Check that it is switched on and connected.',
    is: 'Ekki tókst að opna skannann. Athugaðu að kveikt sé á honum og að hann sé tengdur.',
  },
  'scanner.reason.busy': {
    en: 'The scanner is busy. Wait for it to finish, or close the program that is using it.',
    is: 'Skanninn er upptekinn. Bíddu þar til hann lýkur sér af eða lokaðu forritinu sem notar hann.',
  },
  'scanner.reason.timeout': { en: 'The scanner did not answer in time.', is: 'Skanninn svaraði ekki í tæka tíð.' },
  'scanner.reason.failed': { en: 'The scanner reported an error.', is: 'Skanninn tilkynnti villu.' },
  'scanner.resolution': { en: 'Resolution', is: 'Upplausn' },
  'scanner.dpi': { en: '{dpi} dpi', is: '{dpi} pát' },
  'scanner.dpiHint': {
    en: '300 dpi reads well for ID cards and letters; higher takes longer.',
    is: '300 pát dugar vel fyrir skilríki og bréf; hærri upplausn tekur lengri tíma.',
  },
  'scanner.mode': { en: 'Colours', is: 'Litir' },
  'scanner.mode.Color': { en: 'Colour', is: 'Í lit' },
  'scanner.mode.Gray': { en: 'Grey', is: 'Grátóna' },
  'scanner.scan': { en: 'Scan', is: 'Skanna' },
  'scanner.progress': { en: 'Scan progress', is: 'Framvinda skönnunar' },
  'scanner.scanning': { en: 'Scanning… {percent}%', is: 'Skanna… {percent}%' },
  'scanner.starting': { en: 'Waking the scanner…', is: 'Vek skannann…' },
  'scanner.processing': { en: 'Preparing the page…', is: 'Geng frá síðunni…' },
  'scanner.cancel': { en: 'Cancel the scan', is: 'Hætta við skönnun' },
  'scanner.cancelling': { en: 'Cancelling…', is: 'Hætti við…' },
  'scanner.cancelled': { en: 'The scan was cancelled. Nothing was added.', is: 'Hætt var við skönnunina. Engu var bætt við.' },
  'scanner.failed': { en: 'The scan did not work. {reason}', is: 'Skönnunin tókst ekki. {reason}' },

  // What the service takes no document for.
  'documents.noPersonId': {
    en: 'The service takes no ID document for the people of a company: their details on the People step are enough.',
    is: 'Þjónustan tekur ekki við skilríkjum einstaklinga í fyrirtæki: upplýsingar um þá í skrefinu Einstaklingar nægja.',
  },
  'documents.noAdditional': {
    en: 'The service takes no other documents for this type of business: only the bank confirmation below.',
    is: 'Þjónustan tekur ekki við öðrum skjölum fyrir þessa tegund rekstrar: aðeins bankastaðfestingunni hér að neðan.',
  },
} satisfies Catalogue;
