/**
 * Words a field agent uses for the categories they board most, in English and Icelandic, for
 * finding a merchant category code (ISO 18245) by what the business does. The descriptions of
 * the codes (the card schemes' English in renderer/src/lib/mcc/mcc-codes.ts, the project's
 * Icelandic in mcc-icelandic.ts) are formal: "plumber" is not in 1711's, nor "pípari".
 *
 * Reviewed data: add a word where agents looked for a category and did not find it; keep each
 * word on the code a card scheme would file the business under (a café is fast food, 5814; a
 * guesthouse is lodging, 7011). Words are matched from anywhere in the word, without accents,
 * so list the forms people type ("hárgreiðsla", "hárgreiðslustofa"), not every inflection.
 * test/unit/shared/stores/mcc-keywords.test.ts checks every code exists and finds what agents search for.
 */
export const MCC_KEYWORDS: Readonly<Record<number, { readonly en: readonly string[]; readonly is: readonly string[] }>> = {
  // Shops
  5411: { en: ['grocery', 'supermarket', 'food shop'], is: ['matvöruverslun', 'matvörubúð', 'kjörbúð', 'stórmarkaður', 'matvara'] },
  5499: { en: ['convenience store', 'deli', 'corner shop'], is: ['sjoppa', 'hverfisbúð', 'sælkeraverslun', 'nýlenduvöruverslun'] },
  5399: { en: ['general store', 'shop'], is: ['verslun', 'búð', 'smávöruverslun'] },
  5311: { en: ['department store'], is: ['stórverslun', 'vöruhús'] },
  5441: { en: ['sweets', 'candy shop'], is: ['sælgætisverslun', 'nammi', 'sælgæti'] },
  5462: { en: ['bakery', 'baker'], is: ['bakarí', 'bakari', 'bakstur'] },
  5651: { en: ['clothes', 'clothing', 'fashion'], is: ['fataverslun', 'fatabúð', 'föt', 'tíska'] },
  5661: { en: ['shoes'], is: ['skóbúð', 'skóverslun', 'skór'] },
  5944: { en: ['jeweller', 'jewellery', 'goldsmith'], is: ['skartgripaverslun', 'skartgripir', 'gullsmiður'] },
  5992: { en: ['florist', 'flowers'], is: ['blómabúð', 'blómaverslun', 'blóm'] },
  5942: { en: ['bookshop', 'books'], is: ['bókabúð', 'bókaverslun', 'bækur'] },
  5941: { en: ['sports shop', 'outdoor gear'], is: ['íþróttavöruverslun', 'útivistarverslun', 'íþróttavörur'] },
  5251: { en: ['hardware store', 'diy'], is: ['byggingavöruverslun', 'járnvöruverslun', 'byggingavörur'] },
  5732: { en: ['electronics', 'phone shop'], is: ['raftækjaverslun', 'raftæki', 'símaverslun'] },
  5712: { en: ['furniture'], is: ['húsgagnaverslun', 'húsgögn'] },
  5977: { en: ['cosmetics'], is: ['snyrtivöruverslun', 'snyrtivörur'] },
  5995: { en: ['pet shop'], is: ['gæludýraverslun', 'dýrabúð', 'gæludýr'] },
  5912: { en: ['pharmacy', 'chemist'], is: ['apótek', 'lyfjaverslun', 'lyf'] },
  5921: { en: ['off-licence', 'liquor store', 'wine shop'], is: ['vínbúð', 'áfengisverslun'] },
  5541: { en: ['petrol station', 'gas station', 'fuel'], is: ['bensínstöð', 'eldsneyti', 'bensín'] },
  5552: { en: ['ev charging', 'charging station', 'car charger'], is: ['hleðslustöð', 'rafbílahleðsla', 'hleðsla'] },
  // Food and drink
  5812: { en: ['restaurant', 'diner', 'bistro'], is: ['veitingastaður', 'veitingahús', 'matsölustaður', 'veitingar'] },
  5814: {
    en: ['cafe', 'café', 'coffee', 'takeaway', 'burger', 'pizza', 'hot dog'],
    is: ['kaffihús', 'kaffi', 'skyndibiti', 'skyndibitastaður', 'pítsa', 'pizza', 'hamborgari', 'pylsuvagn', 'ísbúð'],
  },
  5813: { en: ['bar', 'pub', 'nightclub'], is: ['bar', 'krá', 'skemmtistaður', 'öldurhús', 'vínveitingar'] },
  5811: { en: ['catering', 'caterer'], is: ['veisluþjónusta', 'veislur'] },
  // Lodging and travel
  7011: {
    en: ['hotel', 'guesthouse', 'guest house', 'hostel', 'b&b', 'bed and breakfast', 'accommodation', 'lodging'],
    is: ['hótel', 'gistiheimili', 'gistihús', 'gisting', 'farfuglaheimili', 'gistiþjónusta', 'heimagisting'],
  },
  7033: { en: ['campsite', 'camping'], is: ['tjaldsvæði', 'tjaldstæði'] },
  4722: {
    en: ['tour operator', 'tours', 'travel agency', 'excursions'],
    is: ['ferðaskrifstofa', 'ferðaþjónusta', 'skoðunarferðir', 'ferðir'],
  },
  7999: {
    en: ['activities', 'whale watching', 'horse riding', 'adventure'],
    is: ['afþreying', 'hvalaskoðun', 'hestaleiga', 'hestaferðir', 'ævintýraferðir'],
  },
  7991: { en: ['museum', 'attraction', 'exhibition'], is: ['safn', 'sýning', 'ferðamannastaður'] },
  4121: { en: ['taxi', 'cab', 'limousine'], is: ['leigubíll', 'leigubílar', 'leigubílstjóri', 'taxi'] },
  4131: { en: ['coach', 'bus tours'], is: ['rútur', 'hópferðir', 'rútuferðir'] },
  7512: { en: ['car rental', 'car hire'], is: ['bílaleiga'] },
  7523: { en: ['parking', 'car park'], is: ['bílastæði', 'bílahús'] },
  // Personal services
  7230: {
    en: ['hairdresser', 'barber', 'hair salon', 'beauty salon', 'nails'],
    is: ['hárgreiðslustofa', 'hárgreiðsla', 'hársnyrting', 'rakarastofa', 'rakari', 'snyrtistofa', 'klipping', 'naglastofa'],
  },
  7298: { en: ['spa', 'massage'], is: ['heilsulind', 'nudd', 'nuddstofa', 'spa'] },
  7210: { en: ['laundry'], is: ['þvottahús', 'þvottur'] },
  7216: { en: ['dry cleaner'], is: ['efnalaug', 'fatahreinsun'] },
  7221: { en: ['photographer', 'photo studio'], is: ['ljósmyndastofa', 'ljósmyndari'] },
  // Trades and repair
  1711: { en: ['plumber', 'plumbing', 'heating'], is: ['pípulagnir', 'pípari', 'pípulagningamaður', 'hitalagnir'] },
  1731: { en: ['electrician'], is: ['rafvirki', 'raflagnir', 'rafverktaki'] },
  1750: { en: ['carpenter', 'joiner'], is: ['smiður', 'trésmiður', 'húsasmiður', 'smíði'] },
  1740: { en: ['mason', 'tiler', 'plasterer'], is: ['múrari', 'múrverk', 'flísalögn'] },
  1520: { en: ['builder', 'building contractor'], is: ['byggingaverktaki', 'verktaki', 'húsbyggingar'] },
  1799: { en: ['tradesman', 'painter', 'handyman'], is: ['iðnaðarmaður', 'málari', 'handverksmaður'] },
  7538: { en: ['garage', 'mechanic', 'car repair', 'tyres'], is: ['bifreiðaverkstæði', 'bílaverkstæði', 'verkstæði', 'dekkjaverkstæði'] },
  7531: { en: ['body shop', 'panel beater'], is: ['réttingaverkstæði', 'bílasprautun'] },
  7629: { en: ['appliance repair'], is: ['viðgerðir', 'tækjaviðgerðir', 'heimilistækjaviðgerðir'] },
  // Visa files computer repair under 7379 and electronics (phones) under 7622, not with appliances.
  7379: { en: ['computer repair', 'it services', 'computer service'], is: ['tölvuviðgerðir', 'tölvuþjónusta', 'tölvuverkstæði'] },
  7622: { en: ['phone repair', 'electronics repair'], is: ['símaviðgerðir', 'raftækjaviðgerðir'] },
  7699: { en: ['repair', 'repairs', 'locksmith'], is: ['viðgerðir', 'viðgerðarþjónusta', 'lásasmiður'] },
  7631: { en: ['watchmaker'], is: ['úrsmiður'] },
  7251: { en: ['shoe repair', 'cobbler'], is: ['skóviðgerðir', 'skósmiður'] },
  // Clubs, schools, culture
  8641: { en: ['club', 'association', 'society'], is: ['félag', 'félagasamtök', 'klúbbur', 'samtök'] },
  7997: { en: ['gym', 'fitness', 'golf club', 'sports club'], is: ['líkamsrækt', 'golfklúbbur', 'íþróttafélag', 'sundlaug'] },
  8299: { en: ['school', 'courses', 'lessons'], is: ['skóli', 'námskeið', 'kennsla'] },
  8351: { en: ['childcare', 'nursery'], is: ['leikskóli', 'dagforeldri', 'barnagæsla'] },
  7832: { en: ['cinema'], is: ['kvikmyndahús', 'bíó'] },
  7922: { en: ['theatre', 'concerts', 'tickets'], is: ['leikhús', 'tónleikar', 'miðasala'] },
  9406: { en: ['lottery', 'lotto'], is: ['happdrætti', 'lottó'] },
  // Health
  8011: { en: ['doctor', 'physician', 'clinic', 'gp'], is: ['læknir', 'læknastofa', 'heilsugæsla'] },
  8021: { en: ['dentist', 'dental'], is: ['tannlæknir', 'tannlæknastofa', 'tannlækningar'] },
  8042: { en: ['optometrist', 'eye doctor'], is: ['augnlæknir', 'sjónmælingar'] },
  8043: { en: ['optician', 'glasses'], is: ['sjóntækjafræðingur', 'gleraugnaverslun', 'gleraugu'] },
  8099: { en: ['physiotherapy', 'physio', 'psychologist', 'health practitioner'], is: ['sjúkraþjálfun', 'sjúkraþjálfari', 'sálfræðingur'] },
  742: { en: ['vet', 'veterinarian'], is: ['dýralæknir', 'dýraspítali'] },
  // Professional services
  8111: { en: ['lawyer', 'solicitor', 'legal'], is: ['lögfræðingur', 'lögmaður', 'lögfræðiþjónusta'] },
  8931: { en: ['accountant', 'bookkeeping'], is: ['bókhald', 'endurskoðandi', 'endurskoðun'] },
  7392: { en: ['consultant', 'consulting'], is: ['ráðgjöf', 'ráðgjafi'] },
};
