import type { Catalogue } from './entry';

export const editor = {
  'editor.title': { en: 'Application: {name}', is: 'Umsókn: {name}' },
  'editor.titleNew': { en: 'New application: {type}', is: 'Ný umsókn: {type}' },
  'editor.steps': { en: 'Steps of the application', is: 'Skref umsóknarinnar' },
  'editor.stepProblems': { en: '{count} to fix', is: '{count} að laga' },
  'editor.stepProblemsLabel': {
    en: { one: '{count} problem', other: '{count} problems' },
    is: { one: '{count} athugasemd', other: '{count} athugasemdir' },
  },
  'editor.previousStep': { en: 'Back: {section}', is: 'Til baka: {section}' },
  'editor.nextStep': { en: 'Next: {section}', is: 'Áfram: {section}' },
  'editor.loadFailed': { en: 'The application could not be opened.', is: 'Ekki tókst að opna umsóknina.' },
  'editor.readOnly': {
    en: 'This application is {status} and can no longer be changed here.',
    is: 'Umsóknin er í stöðunni „{status}“ og því er ekki hægt að breyta henni hér.',
  },
  // An application the acquirer may hold opens read-only, saying why and what to do instead.
  'editor.sent.submitted': {
    en: 'Read only: this application was submitted and the acquirer holds the merchant, so it can no longer be changed here.',
    is: 'Aðeins til lestrar: umsóknin var send inn og færsluhirðirinn er með söluaðilann, svo ekki er hægt að breyta henni hér.',
  },
  'editor.sent.sending': {
    en: 'Read only: this application is being sent to the acquirer right now, so it cannot be changed.',
    is: 'Aðeins til lestrar: verið er að senda umsóknina til færsluhirðis, svo ekki er hægt að breyta henni.',
  },
  'editor.sent.unknown_outcome': {
    en: 'Read only: this application may have reached the acquirer (the answer was lost), so it cannot be changed until that is known.',
    is: 'Aðeins til lestrar: umsóknin gæti hafa borist færsluhirði (svarið tapaðist), svo ekki er hægt að breyta henni fyrr en það er ljóst.',
  },
  'editor.restoreHeld': {
    en: 'Held since a backup made {madeAt} was restored: this merchant may have been boarded from the lost computer after it. It is not sent and cannot be queued until you confirm it was not.',
    is: 'Í bið frá því að afrit sem var tekið {madeAt} var endurheimt: þessi söluaðili gæti hafa verið skráður úr týndu tölvunni eftir það. Umsóknin er ekki send og ekki hægt að setja hana í biðröð fyrr en þú staðfestir að svo sé ekki.',
  },
  'editor.restoreHeld.confirmThere': { en: 'Confirm it on the Applications screen', is: 'Staðfestu það á umsóknaskjánum' },
  'editor.sent.instead': {
    en: 'To board another shop or send a correction, use “Copy as new application”. To change the merchant the acquirer already holds, ask the acquirer.',
    is: 'Til að skrá annan sölustað eða senda leiðréttingu, notaðu „Afrita sem nýja umsókn“. Til að breyta söluaðila sem færsluhirðirinn er þegar með, hafðu samband við færsluhirðinn.',
  },
  'editor.purged.title': { en: 'Personal details removed', is: 'Persónuupplýsingar fjarlægðar' },
  'editor.purged.body': {
    en: {
      one: 'On {when}, {count} document and every personal detail of this application were removed from this computer, as the retention setting says. The acquirer keeps the originals. The merchant, agreement and terminal IDs below and the receipt are kept.',
      other:
        'On {when}, {count} documents and every personal detail of this application were removed from this computer, as the retention setting says. The acquirer keeps the originals. The merchant, agreement and terminal IDs below and the receipt are kept.',
    },
    is: {
      one: 'Þann {when} voru {count} skjal og allar persónuupplýsingar umsóknarinnar fjarlægð úr þessari tölvu, eins og varðveislutíminn segir til um. Færsluhirðirinn geymir frumritin. Söluaðila-, samnings- og posanúmerin hér fyrir neðan og kvittunin eru varðveitt.',
      other:
        'Þann {when} voru {count} skjöl og allar persónuupplýsingar umsóknarinnar fjarlægð úr þessari tölvu, eins og varðveislutíminn segir til um. Færsluhirðirinn geymir frumritin. Söluaðila-, samnings- og posanúmerin hér fyrir neðan og kvittunin eru varðveitt.',
    },
  },
  'editor.unqueue': { en: 'Take back from the queue to change it', is: 'Taka úr biðröð til að breyta henni' },
  'editor.statusLabel': { en: 'Status', is: 'Staða' },
  'editor.serviceRejected': {
    en: "The acquirer's service refused this application. Its reasons are shown next to the fields; fix them and queue it again.",
    is: 'Þjónusta færsluhirðisins hafnaði umsókninni. Ástæðurnar eru sýndar við reitina; lagaðu þær og settu hana aftur í biðröð.',
  },
  'editor.needsAttention': {
    en: 'This application was stopped before sending because it no longer passes the checks, usually after the acquirer changed its settings. The fields to change are marked; the full list is under “Review and queue”.',
    is: 'Umsóknin var stöðvuð fyrir sendingu því hún stenst ekki lengur yfirferð, yfirleitt eftir að færsluhirðirinn breytti stillingum sínum. Reitirnir sem þarf að breyta eru merktir; allur listinn er undir „Yfirferð og biðröð“.',
  },

  'section.business.applicant': { en: 'Applicant', is: 'Umsækjandi' },
  'section.business.company': { en: 'Company', is: 'Fyrirtæki' },
  'section.business.organisation': { en: 'Organisation', is: 'Lögaðili' },
  'section.persons': { en: 'People', is: 'Einstaklingar' },
  'section.stores': { en: 'Stores', is: 'Sölustaðir' },
  'section.bank': { en: 'Bank account', is: 'Bankareikningur' },
  'section.fees': { en: 'Fees', is: 'Gjöld' },
  'section.documents': { en: 'Documents', is: 'Skjöl' },
  'section.review': { en: 'Review and queue', is: 'Yfirferð og biðröð' },
  'section.review.queued': { en: 'Queued: what will be sent', is: 'Í biðröð: það sem verður sent' },
  'section.review.sent': { en: 'What was sent', is: 'Það sem var sent' },

  'save.saved': { en: 'All changes saved', is: 'Allar breytingar vistaðar' },
  'save.pending': { en: 'Unsaved changes…', is: 'Óvistaðar breytingar…' },
  'save.saving': { en: 'Saving…', is: 'Vista…' },
  'save.held': {
    en: 'Not saved yet: kept on this page until the app answers again',
    is: 'Ekki vistað enn: geymt á síðunni þar til forritið svarar aftur',
  },
  'save.error': { en: 'Not saved: {message} Retrying…', is: 'Ekki vistað: {message} Reyni aftur…' },
  'save.conflict': {
    en: 'This application was changed elsewhere, so the latest version was loaded. Check your last change.',
    is: 'Umsókninni var breytt annars staðar og því var nýjasta útgáfan sótt. Athugaðu síðustu breytinguna þína.',
  },

  'business.applicantIntro': {
    en: 'The person who runs the business, exactly as on their ID.',
    is: 'Einstaklingurinn sem rekur starfsemina, nákvæmlega eins og á skilríkjum.',
  },
  'business.companyIntro': {
    en: 'The company as registered with the register of enterprises.',
    is: 'Fyrirtækið eins og það er skráð hjá fyrirtækjaskrá.',
  },
  'business.organisationIntro': {
    en: 'The organisation as its register holds it: an association, a foundation or a cooperative is in the register of enterprises under a kennitala of its own.',
    is: 'Lögaðilinn eins og hann er skráður: félagasamtök, sjálfseignarstofnanir og samvinnufélög eru í fyrirtækjaskrá undir eigin kennitölu.',
  },
  'business.contact': { en: 'Contact details', is: 'Samskiptaupplýsingar' },

  'persons.intro': {
    en: 'Everyone who owns or runs the company. Mark one person as the primary contact.',
    is: 'Allir sem eiga eða stjórna fyrirtækinu. Merktu einn sem aðaltengilið.',
  },
  'persons.introOrganisation': {
    en: 'The board and the people who run the organisation, and its owners if it has any. Mark one person as the primary contact.',
    is: 'Stjórnin og þau sem stýra lögaðilanum, og eigendur hans ef einhverjir eru. Merktu einn sem aðaltengilið.',
  },
  'persons.owners': { en: 'Does anyone own a share of the organisation?', is: 'Á einhver eignarhlut í lögaðilanum?' },
  'persons.owners.yes': { en: 'Yes: its owners are listed with their shares', is: 'Já: eigendur eru skráðir með sinn hlut' },
  'persons.owners.none': {
    en: 'No: it has no owners (an association or a foundation)',
    is: 'Nei: hann á enga eigendur (félagasamtök eða sjálfseignarstofnun)',
  },
  'persons.owners.hint': {
    en: 'Without owners no share is asked: each person is sent to the acquirer with a share of 0%, as its application requires one.',
    is: 'Án eigenda er ekki spurt um hlut: hver einstaklingur er sendur færsluhirðinum með 0% hlut, því umsókn hans krefst hans.',
  },
  'persons.person': { en: 'Person {n}', is: 'Einstaklingur {n}' },
  'persons.personNamed': { en: 'Person {n}: {name}', is: 'Einstaklingur {n}: {name}' },
  'persons.add': { en: 'Add a person', is: 'Bæta við einstaklingi' },
  'persons.remove': { en: 'Remove person {n}', is: 'Fjarlægja einstakling {n}' },
  'persons.none': { en: 'No one added yet.', is: 'Enginn skráður enn.' },
  'persons.shareTotal': { en: 'Shares add up to {total}', is: 'Eignarhlutir samtals {total}' },

  'stores.intro': {
    en: 'Each place where the merchant takes card payments.',
    is: 'Hver staður þar sem söluaðilinn tekur við kortagreiðslum.',
  },
  'stores.store': { en: 'Store {n}', is: 'Sölustaður {n}' },
  'stores.storeNamed': { en: 'Store {n}: {name}', is: 'Sölustaður {n}: {name}' },
  'stores.add': { en: 'Add a store', is: 'Bæta við sölustað' },
  'stores.remove': { en: 'Remove store {n}', is: 'Fjarlægja sölustað {n}' },
  'stores.none': { en: 'No store added yet.', is: 'Enginn sölustaður skráður enn.' },
  'stores.cards': { en: 'Cards and payments', is: 'Kort og greiðslur' },
  'stores.expectations': { en: 'Expected trade', is: 'Áætluð viðskipti' },
  'stores.expectationsHint': {
    en: "Amounts in the store's local currency.",
    is: 'Upphæðir í gjaldmiðli sölustaðarins.',
  },
  'stores.volumes': { en: 'Monthly volume per transaction type', is: 'Mánaðarleg velta eftir tegund færslna' },
  'stores.volumeFromMonthly': {
    en: 'Transaction type: {type}. The card sales per month above are sent as its monthly volume.',
    is: 'Tegund færslna: {type}. Kortavelta á mánuði hér að ofan er send sem mánaðarleg velta hennar.',
  },
  'stores.volumeFor': { en: 'Monthly volume: {type}', is: 'Mánaðarleg velta: {type}' },
  'stores.noVolumes': {
    en: 'Choose an accepted transaction type first.',
    is: 'Veldu fyrst tegund færslna sem tekið er við.',
  },

  'mcc.loading': { en: 'Loading the category list…', is: 'Hleð flokkalista…' },
  'mcc.hint': {
    en: 'Type the code or words from the description, then choose from the list.',
    is: 'Sláðu inn númerið eða orð úr lýsingunni og veldu síðan úr listanum.',
  },
  'mcc.results': { en: 'Matching categories', is: 'Flokkar sem passa' },
  'mcc.noResults': { en: 'No category matches.', is: 'Enginn flokkur passar.' },
  'mcc.resultCount': {
    en: { one: '{count} category matches.', other: '{count} categories match.' },
    is: { one: '{count} flokkur passar.', other: '{count} flokkar passa.' },
  },
  'mcc.unknownCode': { en: 'Code {code} is not in the list.', is: 'Númerið {code} er ekki í listanum.' },

  'bank.intro': {
    en: 'The account card payments are paid into. It must be in the business’s name.',
    is: 'Reikningurinn sem kortagreiðslur eru lagðar inn á. Hann þarf að vera á nafni rekstraraðilans.',
  },
  'bank.bankAddress': { en: 'Bank address', is: 'Heimilisfang banka' },

  'fees.intro': {
    en: 'The fees agreed with the merchant, from the acquirer’s current settings (synced {when}).',
    is: 'Gjöldin sem samið var um við söluaðilann, samkvæmt gildandi stillingum færsluhirðisins (sóttar {when}).',
  },
  'fees.noSettings': {
    en: 'The fee settings have not been synced yet. Go online and choose “Sync now” in Settings; you can fill in the rest meanwhile.',
    is: 'Gjaldastillingar hafa ekki verið sóttar enn. Tengstu netinu og veldu „Sækja núna“ í Stillingum; þú getur fyllt út annað á meðan.',
  },
  'fees.goToSettings': { en: 'Open Settings', is: 'Opna stillingar' },
  'fees.serviceCharges': { en: 'Service charges per card type', is: 'Þjónustugjöld eftir kortategund' },
  'fees.serviceChargesHint': {
    en: 'A fixed amount and a percentage for each kind of card. Enter 0 where nothing is charged.',
    is: 'Föst upphæð og hlutfall fyrir hverja kortategund. Sláðu inn 0 þar sem ekkert er rukkað.',
  },
  'fees.col.fee': { en: 'Fee', is: 'Gjald' },
  'fees.col.fixed': { en: 'Fixed amount ({unit})', is: 'Föst upphæð ({unit})' },
  'fees.col.percentage': { en: 'Percentage (%)', is: 'Hlutfall (%)' },
  'fees.fixedFor': { en: '{name}: fixed amount', is: '{name}: föst upphæð' },
  'fees.percentageFor': { en: '{name}: percentage', is: '{name}: hlutfall' },
  'fees.unknownFee': {
    en: '“{name}” is no longer offered by the acquirer.',
    is: '„{name}“ er ekki lengur í boði hjá færsluhirðinum.',
  },
  'fees.removeFee': { en: 'Remove “{name}”', is: 'Fjarlægja „{name}“' },
  'fees.processing': { en: 'Processing fees', is: 'Færslugjöld' },
  'fees.processingHint': {
    en: 'The acquirer’s fees, each an amount in krónur or a percentage of the sale. Those marked “Set by the acquirer” cannot be changed; the others may be agreed within the range shown. They are printed on the merchant’s receipt, not sent with the application.',
    is: 'Gjöld færsluhirðisins, hvert ýmist upphæð í krónum eða hlutfall af sölu. Þeim sem merkt eru „Ákveðið af færsluhirði“ er ekki hægt að breyta; um hin má semja innan sýnds bils. Þau eru prentuð á kvittun söluaðilans en ekki send með umsókninni.',
  },
  'fees.col.name': { en: 'Fee', is: 'Gjald' },
  'fees.col.markets': { en: 'Markets', is: 'Markaðir' },
  'fees.col.types': { en: 'Types', is: 'Tegundir' },
  'fees.col.value': { en: 'Value', is: 'Gildi' },
  'fees.col.range': { en: 'Allowed', is: 'Leyfilegt bil' },
  'fees.col.default': { en: 'Default', is: 'Sjálfgefið' },
  'fees.range': { en: '{min} to {max}', is: '{min} til {max}' },
  'fees.decimals': {
    en: { one: 'up to {count} decimal', other: 'up to {count} decimals' },
    is: { one: 'mest {count} aukastafur', other: 'mest {count} aukastafir' },
  },
  // A processing fee the agent cannot change: not the "Fixed amount" of a service charge.
  'fees.setByAcquirer': { en: 'Set by the acquirer', is: 'Ákveðið af færsluhirði' },
  'fees.valueFor': { en: '{name} ({markets}, {types})', is: '{name} ({markets}, {types})' },
  'fees.noProcessing': { en: 'The acquirer lists no processing fees.', is: 'Færsluhirðirinn tilgreinir engin færslugjöld.' },
  'fees.orphans': { en: 'Agreed fees no longer in the settings', is: 'Umsamin gjöld sem eru ekki lengur í stillingum' },
  'fees.removeAgreed': { en: 'Remove “{name}”', is: 'Fjarlægja „{name}“' },

  'review.intro': {
    en: 'Check that everything is complete, then queue the application. It is sent as soon as the laptop is online.',
    is: 'Athugaðu að allt sé útfyllt og settu síðan umsóknina í biðröð. Hún er send um leið og tölvan er nettengd.',
  },
  // The values that will be sent, step by step.
  'review.values': { en: 'What will be sent', is: 'Það sem verður sent' },
  'review.values.sent': { en: 'The application as it was sent', is: 'Umsóknin eins og hún var send' },
  'review.fees.chargesSent': { en: 'Sent to the acquirer with the application.', is: 'Send færsluhirðinum með umsókninni.' },
  'review.fees.chargesWereSent': { en: 'Sent to the acquirer with the application.', is: 'Voru send færsluhirðinum með umsókninni.' },
  'review.fees.receiptOnly': {
    en: 'On the merchant’s receipt only: processing fees',
    is: 'Aðeins á kvittun söluaðilans: færslugjöld',
  },
  'review.fees.receiptOnlyWhy': {
    en: 'The processing fees agreed with the merchant are kept with the application and printed on the merchant’s receipt. They are not sent to the acquirer: its application has no place for them.',
    is: 'Færslugjöldin sem samið var um við söluaðilann eru geymd með umsókninni og prentuð á kvittun söluaðilans. Þau eru ekki send færsluhirðinum: umsókn hans hefur engan stað fyrir þau.',
  },
  'review.record.ids': { en: 'Merchant, agreement and terminal IDs', is: 'Söluaðila-, samnings- og posanúmer' },
  'review.record.noIds.sending': {
    en: 'Being sent now: the acquirer gives the merchant, agreement and terminal IDs in its answer.',
    is: 'Í sendingu núna: færsluhirðirinn gefur söluaðila-, samnings- og posanúmer í svari sínu.',
  },
  'review.record.noIds.unknown_outcome': {
    en: 'No IDs yet: the acquirer’s answer did not arrive. Ask the acquirer whether it boarded the merchant, then record its IDs in the outbox.',
    is: 'Engin númer enn: svar færsluhirðisins barst ekki. Spurðu færsluhirðinn hvort söluaðilinn var skráður og skráðu síðan númerin í úthólfinu.',
  },
  'review.edit': { en: 'Change', is: 'Breyta' },
  'review.otherValues': { en: 'Other values', is: 'Önnur gildi' },
  // For support and IT: the request body as it leaves.
  'review.wire': { en: 'Exactly what will be sent (for support)', is: 'Nákvæmlega það sem verður sent (fyrir þjónustuborð)' },
  'review.wire.sent': { en: 'Exactly what was sent (for support)', is: 'Nákvæmlega það sem var sent (fyrir þjónustuborð)' },
  'review.wireHint': {
    en: 'The request as the acquirer’s service receives it. Each file is sent whole; here it is named. Processing fees are not part of the request: they are printed on the receipt.',
    is: 'Beiðnin eins og þjónusta færsluhirðisins tekur við henni. Hver skrá er send í heild; hér er hún nefnd. Færslugjöld eru ekki hluti af beiðninni: þau eru prentuð á kvittunina.',
  },
  'review.wireFile': { en: '<the file {name}, in base64>', is: '<skráin {name}, á base64-formi>' },
  'review.editStep': { en: 'Change {step}', is: 'Breyta: {step}' },
  'review.problems': { en: 'Still to fix ({count})', is: 'Enn að laga ({count})' },
  'review.problemsIntro': {
    en: 'Select an item to go straight to the field.',
    is: 'Veldu atriði til að fara beint í reitinn.',
  },
  'review.noProblems': { en: 'Everything is filled in correctly.', is: 'Allt er rétt útfyllt.' },
  'review.queue': { en: 'Queue for submission', is: 'Setja í biðröð til sendingar' },
  'review.queueDisabled': {
    en: 'You can queue the application once nothing is left to fix.',
    is: 'Þú getur sett umsóknina í biðröð þegar ekkert er eftir að laga.',
  },
  'review.queueNoSettings': {
    en: 'The fee settings must be synced before the application can be queued.',
    is: 'Sækja þarf gjaldastillingar áður en umsóknin er sett í biðröð.',
  },
  'review.queueing': { en: 'Queueing…', is: 'Set í biðröð…' },
  'review.queued': {
    en: 'The application is queued and will be sent when the laptop is online.',
    is: 'Umsóknin er í biðröð og verður send þegar tölvan er nettengd.',
  },
  'review.goToOutbox': { en: 'Go to the outbox', is: 'Fara í úthólfið' },
  'review.goToField': { en: '{where} — {problem}', is: '{where} — {problem}' },
  'review.serviceSaid': { en: 'The service said: {message}', is: 'Þjónustan sagði: {message}' },
  'review.result': { en: 'Boarded', is: 'Skráður söluaðili' },
} satisfies Catalogue;
