import type { Catalogue } from './entry';

/** Delete, copy as new and change of type, from the editor; starting an application. */
export const edits = {
  'edits.actions': { en: 'Application actions', is: 'Aðgerðir umsóknar' },
  'edits.copy': { en: 'Copy as new application', is: 'Afrita sem nýja umsókn' },
  'edits.copying': { en: 'Copying…', is: 'Afrita…' },
  'edits.changeType': { en: 'Change type of business…', is: 'Breyta rekstrarformi…' },
  'edits.delete': { en: 'Delete…', is: 'Eyða…' },

  'edits.delete.title': { en: 'Delete “{name}”?', is: 'Eyða „{name}“?' },
  'edits.delete.titleUnnamed': { en: 'Delete this application?', is: 'Eyða þessari umsókn?' },
  'edits.delete.subject': { en: 'the application for {name}', is: 'umsóknina fyrir {name}' },
  'edits.delete.subjectUnnamed': { en: 'this application, which has no name yet,', is: 'þessa umsókn, sem hefur ekkert nafn enn,' },
  'edits.delete.kind': { en: 'Type of business: {type}. Status: {status}.', is: 'Rekstrarform: {type}. Staða: {status}.' },
  'edits.delete.what': {
    en: {
      one: 'This removes {subject} from this computer: every detail entered, its {count} document and the service’s reasons.',
      other: 'This removes {subject} from this computer: every detail entered, its {count} documents and the service’s reasons.',
    },
    is: {
      one: 'Þetta fjarlægir {subject} úr þessari tölvu: allar upplýsingar sem voru skráðar, {count} skjal hennar og ástæður þjónustunnar.',
      other:
        'Þetta fjarlægir {subject} úr þessari tölvu: allar upplýsingar sem voru skráðar, {count} skjöl hennar og ástæður þjónustunnar.',
    },
  },
  'edits.delete.whatNoDocuments': {
    en: 'This removes {subject} from this computer: every detail entered and the service’s reasons.',
    is: 'Þetta fjarlægir {subject} úr þessari tölvu: allar upplýsingar sem voru skráðar og ástæður þjónustunnar.',
  },
  'edits.delete.audit': {
    en: 'It cannot be undone. The audit log keeps only that an application was deleted, when and by whom.',
    is: 'Það er ekki hægt að afturkalla. Atvikaskráin geymir aðeins að umsókn var eytt, hvenær og af hverjum.',
  },
  'edits.delete.confirm': { en: 'Delete the application', is: 'Eyða umsókninni' },
  'edits.delete.keep': { en: 'Keep it', is: 'Halda henni' },
  'edits.delete.cannotTitle': { en: '“{name}” cannot be deleted', is: 'Ekki er hægt að eyða „{name}“' },
  'edits.delete.cannot': { en: 'This application cannot be deleted: {why}', is: 'Ekki er hægt að eyða umsókninni: {why}' },
  'edits.delete.instead': {
    en: 'To board a similar merchant, or to send a corrected application, use “Copy as new application”.',
    is: 'Til að skrá svipaðan söluaðila, eða senda leiðrétta umsókn, notaðu „Afrita sem nýja umsókn“.',
  },
  'edits.deleted': { en: 'The application for {name} was deleted.', is: 'Umsókninni fyrir {name} var eytt.' },
  'edits.deletedCopy': { en: 'The copy of {name} was deleted.', is: 'Afritinu af {name} var eytt.' },
  'edits.deletedUnnamed': { en: 'The application with no name yet was deleted.', is: 'Umsókninni sem hafði ekkert nafn enn var eytt.' },

  'edits.type.title': { en: 'Change the type of business', is: 'Breyta rekstrarformi' },
  'edits.type.current': { en: 'Now: {type}.', is: 'Núna: {type}.' },
  'edits.type.choose': { en: 'New type of business', is: 'Nýtt rekstrarform' },
  'edits.type.checking': { en: 'Checking what the new type keeps…', is: 'Athuga hvað nýja rekstrarformið heldur…' },
  'edits.type.keepsAll': {
    en: 'Everything entered so far has a place in “{type}” and is kept.',
    is: 'Allt sem hefur verið skráð á sinn stað í „{type}“ og heldur sér.',
  },
  'edits.type.drops': {
    en: {
      one: '“{type}” has no place for this value. It will be removed:',
      other: '“{type}” has no place for these {count} values. They will be removed:',
    },
    is: {
      one: '„{type}“ hefur engan stað fyrir þetta gildi. Því verður eytt:',
      other: '„{type}“ hefur engan stað fyrir þessi {count} gildi. Þeim verður eytt:',
    },
  },
  'edits.type.document': { en: 'a document', is: 'skjal' },
  'edits.type.keeps': {
    en: 'Everything else is kept. Documents of the removed parts are removed too.',
    is: 'Allt annað heldur sér. Skjöl sem tilheyra því sem fjarlægt er fjarlægjast líka.',
  },
  'edits.type.confirm': { en: 'Change to “{type}”', is: 'Breyta í „{type}“' },
  'edits.type.changedMeanwhile': {
    en: 'The application changed while you were looking. Here is what the change removes now.',
    is: 'Umsókninni var breytt á meðan. Hér er það sem breytingin fjarlægir núna.',
  },

  'new.unsaved': {
    en: 'Nothing is saved until you type: leave now and no application is kept.',
    is: 'Ekkert er vistað fyrr en þú skrifar: ef þú ferð núna verður engin umsókn geymd.',
  },
} satisfies Catalogue;
