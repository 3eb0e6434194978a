import type { MessageKeys } from '$shared/messages/define';
import type { IPC_ERRORS } from '$shared/ipc/errors';
import type { Entry } from './entry';

/**
 * Every refusal main can send (shared/ipc/errors.ts), in the agent's words. The type makes this
 * file word every code and every value of a worded parameter, in both languages: adding an error
 * to the contract without its words here does not compile.
 */
export const errors = {
  'error.invalid_request': {
    en: 'The app sent a request it should not have. Please tell support.',
    is: 'Forritið sendi beiðni sem það átti ekki að senda. Láttu þjónustuborðið vita.',
  },
  'error.unknown_channel': {
    en: 'This version of the app is out of step with itself. Please restart it.',
    is: 'Hlutar forritsins passa ekki saman. Endurræstu það.',
  },
  'error.forbidden': {
    en: 'This window is not allowed to talk to Fieldboard. Open the address the app printed when it started.',
    is: 'Þessi gluggi hefur ekki aðgang að Fieldboard. Opnaðu slóðina sem forritið birti við ræsingu.',
  },
  'error.not_found': { en: 'This item no longer exists.', is: 'Þetta er ekki lengur til.' },
  'error.not_editable': {
    en: 'This application cannot be changed in its current state.',
    is: 'Ekki er hægt að breyta umsókninni eins og hún stendur.',
  },
  'error.not_deletable': { en: 'This application cannot be deleted: {status}', is: 'Ekki er hægt að eyða umsókninni: {status}' },
  'error.not_deletable.status.queued': {
    en: 'it is queued to be sent. Take it back from the queue first, then delete it.',
    is: 'hún bíður sendingar. Taktu hana fyrst til baka úr biðröðinni og eyddu henni svo.',
  },
  'error.not_deletable.status.sending': {
    en: 'it is being sent to the acquirer right now. Wait for the answer.',
    is: 'verið er að senda hana til færsluhirðisins núna. Bíddu eftir svarinu.',
  },
  'error.not_deletable.status.submitted': {
    en: 'the acquirer has boarded this merchant. Only the acquirer can close the merchant; make a copy to change anything.',
    is: 'færsluhirðirinn hefur skráð þennan söluaðila. Aðeins færsluhirðirinn getur lokað honum; gerðu afrit til að breyta einhverju.',
  },
  'error.not_deletable.status.unknown_outcome': {
    en: 'the acquirer may already have boarded this merchant. Check with the acquirer and record the outcome in the outbox first.',
    is: 'færsluhirðirinn gæti þegar hafa skráð þennan söluaðila. Kannaðu það hjá færsluhirðinum og skráðu niðurstöðuna í úthólfinu fyrst.',
  },
  'error.same_entity_type': {
    en: 'The application already has this type of business.',
    is: 'Umsóknin er þegar með þetta rekstrarform.',
  },
  'error.revision_conflict': {
    en: 'This application was changed elsewhere. The latest version has been loaded.',
    is: 'Umsókninni var breytt annars staðar. Nýjasta útgáfan hefur verið sótt.',
  },
  'error.not_ready': {
    en: {
      one: 'This application cannot be queued yet: {count} thing still to fix.',
      other: 'This application cannot be queued yet: {count} things still to fix.',
    },
    is: {
      one: 'Ekki er hægt að setja umsóknina í biðröð enn: {count} athugasemd bíður lagfæringar.',
      other: 'Ekki er hægt að setja umsóknina í biðröð enn: {count} athugasemdir bíða lagfæringar.',
    },
  },
  'error.confirmation_required': {
    en: {
      one: 'Confirm the notice marked for confirmation, with a reason, before queueing.',
      other: 'Confirm each of the {count} notices marked for confirmation, with a reason, before queueing.',
    },
    is: {
      one: 'Staðfestu athugasemdina sem krefst staðfestingar, með ástæðu, áður en umsóknin fer í biðröð.',
      other: 'Staðfestu hverja af þeim {count} athugasemdum sem krefjast staðfestingar, með ástæðu, áður en umsóknin fer í biðröð.',
    },
  },
  'error.restore_held': {
    en: 'This application is held after a restore: on the Applications screen, confirm its merchant was not boarded after the backup was made.',
    is: 'Þessi umsókn er í bið eftir endurheimt: staðfestu á umsóknaskjánum að söluaðilinn hafi ekki verið skráður eftir að afritið var tekið.',
  },
  'error.test_person_outside_training': {
    en: {
      one: 'This application holds one of Registers Iceland’s test persons. It can be queued in training mode only.',
      other: 'This application holds {count} of Registers Iceland’s test persons. It can be queued in training mode only.',
    },
    is: {
      one: 'Í umsókninni er einn af gervimönnum Þjóðskrár. Aðeins er hægt að setja hana í biðröð í æfingaham.',
      other: 'Í umsókninni eru {count} af gervimönnum Þjóðskrár. Aðeins er hægt að setja hana í biðröð í æfingaham.',
    },
  },
  'error.not_queued': {
    en: 'Only a queued application can be taken back; this one has already moved on.',
    is: 'Aðeins er hægt að taka til baka umsókn sem er í biðröð; þessi er þegar komin lengra.',
  },
  'error.invalid_file': { en: 'This file cannot be used: {why}.', is: 'Ekki er hægt að nota þessa skrá: {why}.' },
  'error.invalid_file.why.empty': { en: 'it is empty', is: 'hún er tóm' },
  'error.invalid_file.why.corrupt': {
    en: 'it is damaged, or not the kind of file its name says',
    is: 'hún er skemmd eða ekki sú tegund skrár sem nafnið gefur til kynna',
  },
  'error.invalid_file.why.too_large': {
    en: 'it is too large even after shrinking (10 MB at most)',
    is: 'hún er of stór, jafnvel eftir minnkun (mest 10 MB)',
  },
  'error.invalid_file.why.encrypted_pdf': {
    en: 'the PDF is locked with a password; save it without one',
    is: 'PDF-skráin er læst með lykilorði; vistaðu hana án þess',
  },
  'error.invalid_file.why.unsupported': { en: 'choose a PDF or a picture', is: 'veldu PDF-skrá eða mynd' },
  'error.invalid_file.why.too_demanding': {
    en: 'it would take far more memory or time to open than any document needs; ask for a new copy or take a photo',
    is: 'hún þyrfti miklu meira minni eða tíma til að opnast en nokkurt skjal þarf; biddu um nýtt eintak eða taktu mynd',
  },
  'error.too_many_items': {
    en: 'Not saved: an application can hold at most {max} {list}. What was saved before is unchanged.',
    is: 'Ekki vistað: í umsókn mega mest vera {max} {list}. Það sem var vistað áður er óbreytt.',
  },
  'error.too_many_items.list.stores': { en: 'stores', is: 'sölustaðir' },
  'error.too_many_items.list.persons': { en: 'people', is: 'einstaklingar' },
  'error.too_many_items.list.additionalAttachments': { en: 'additional documents', is: 'önnur skjöl' },
  'error.too_many_items.list.volumeInformation': {
    en: 'monthly volumes per store',
    is: 'upphæðir mánaðarlegrar veltu á hvern sölustað',
  },
  'error.too_many_items.list.merchantServiceChargeFees': { en: 'service charges', is: 'þjónustugjöld' },
  'error.too_many_items.list.processingFees': { en: 'processing fees', is: 'færslugjöld' },
  'error.too_many_items.list.other': { en: 'entries in one list', is: 'atriði í einum lista' },
  'error.text_too_long': {
    en: 'Not saved: no field holds more than {max} characters. What was saved before is unchanged.',
    is: 'Ekki vistað: enginn reitur tekur meira en {max} stafi. Það sem var vistað áður er óbreytt.',
  },
  'error.busy': {
    en: 'The app is still taking in other documents. Try this one again in a moment; nothing was lost.',
    is: 'Forritið er enn að taka við öðrum skjölum. Reyndu aftur eftir andartak; ekkert tapaðist.',
  },
  'error.request_too_large': {
    en: 'The app sent a request far larger than any it makes; nothing was changed. Please tell support.',
    is: 'Forritið sendi beiðni sem er langtum stærri en nokkur sem það sendir; engu var breytt. Láttu þjónustuborðið vita.',
  },
  'error.file_too_big_to_read': {
    en: '“{fileName}” is {megabytes} MB; no document is that large. Choose a smaller file.',
    is: '„{fileName}“ er {megabytes} MB; ekkert skjal er svo stórt. Veldu minni skrá.',
  },
  'error.no_receipt': { en: '{status}', is: '{status}' },
  'error.no_receipt.status.unknown_outcome': {
    en: 'There is no receipt yet: the outcome is being checked with the acquirer. Print it once that is resolved.',
    is: 'Engin kvittun enn: verið er að athuga niðurstöðuna hjá færsluhirðinum. Prentaðu hana þegar það er leyst.',
  },
  'error.no_receipt.status.other': {
    en: 'Only a queued or submitted application has a receipt.',
    is: 'Aðeins umsókn í biðröð eða umsókn sem hefur verið send inn hefur kvittun.',
  },
  'error.pdf_in_print_dialog': {
    en: 'PDFs are made from the print dialog here: choose “Print or save as PDF”, then “Save as PDF”.',
    is: 'Hér eru PDF-skrár búnar til í prentglugganum: veldu „Prenta eða vista sem PDF“ og síðan „Vista sem PDF“.',
  },
  'error.no_service_configured': {
    en: 'No service is set up: enter the acquirer’s address and an API key, or turn on training mode.',
    is: 'Engin þjónusta er stillt: sláðu inn slóð færsluhirðisins og API-lykil eða kveiktu á æfingaham.',
  },
  'error.cannot_submit': {
    en: 'Not saved: with training mode off the app could submit nothing, because {missing}. Keep training mode on until both are set.',
    is: 'Ekki vistað: með æfingaham af gæti forritið ekkert sent inn, því {missing}. Hafðu æfingaham á þar til hvort tveggja er komið.',
  },
  'error.cannot_submit.missing.address': { en: 'no service address is set', is: 'engin slóð þjónustunnar er skráð' },
  'error.cannot_submit.missing.key': {
    en: 'there is no API key for this address (a key is kept only for the address it was entered for)',
    is: 'enginn API-lykill er til fyrir þessa slóð (lykill gildir aðeins fyrir slóðina sem hann var skráður fyrir)',
  },
  'error.cannot_submit.missing.address_and_key': {
    en: 'neither a service address nor an API key is set',
    is: 'hvorki slóð þjónustunnar né API-lykill er skráður',
  },
  'error.service': {
    en: 'The acquirer’s service could not be used: {why}.',
    is: 'Ekki var hægt að nota þjónustu færsluhirðisins: {why}.',
  },
  'error.service.why.not_sent': { en: 'it could not be reached', is: 'ekki náðist samband við hana' },
  'error.service.why.unauthorized': { en: 'it refused the API key', is: 'hún hafnaði API-lyklinum' },
  'error.service.why.not_found': { en: 'its address was not found', is: 'slóð hennar fannst ekki' },
  'error.service.why.throttled': { en: 'it asked to wait; try again shortly', is: 'hún bað um bið; reyndu aftur eftir smástund' },
  'error.service.why.bad_response': { en: 'its answer could not be read', is: 'ekki var hægt að lesa svar hennar' },
  'error.service.why.http_error': { en: 'it answered with an error (HTTP {httpStatus})', is: 'hún svaraði með villu (HTTP {httpStatus})' },
  'error.service.why.lost': { en: 'the answer was lost on the way', is: 'svarið tapaðist á leiðinni' },
  'error.disk_full': {
    en: 'The disk is almost full. New documents cannot be added until some space is freed; what you type is still saved.',
    is: 'Diskurinn er nánast fullur. Ekki er hægt að bæta við skjölum fyrr en pláss losnar; það sem þú skrifar vistast áfram.',
  },
  'error.unsupported': {
    en: 'This cannot be done here.',
    is: 'Þetta er ekki hægt hér.',
  },
  'error.no_answer': {
    en: 'The part of the app that saves your work is not answering. Nothing saved is lost; try again when it answers.',
    is: 'Sá hluti forritsins sem vistar vinnuna þína svarar ekki. Ekkert sem var vistað glatast; reyndu aftur þegar hann svarar.',
  },
  'error.internal': {
    en: 'Something went wrong inside the app. Please try again.',
    is: 'Eitthvað fór úrskeiðis í forritinu. Reyndu aftur.',
  },
} satisfies Record<MessageKeys<typeof IPC_ERRORS, 'error'>, Entry>;
