import { foldForZone } from '../fold';

/**
 * Names between the form and a machine-readable zone. The zone holds A–Z only, as ICAO Doc 9303
 * writes a name (`foldForZone`), so a typed name is compared with the zone folded that way, and a
 * zone's name is spelled back for the form only where no letter of it could have stood for
 * another in the issuing state's alphabet.
 */

/** The zone's spelling of a name ("GUDRUN ANNA"), fillers as single spaces. */
export function zoneForm(zoneName: string): string {
  return zoneName.replace(/[^A-Z]+/g, ' ').trim();
}

/**
 * True when the typed name is what the zone says once folded. A zone whose name line is full may
 * have cut the name short (ICAO truncates): then the typed name need only begin with it.
 */
export function nameAgrees(typed: string, zoneName: string, truncated: boolean): boolean {
  const zone = zoneForm(zoneName);
  return foldForZone(typed).some((form) => form === zone || (truncated && zone !== '' && form.startsWith(zone)));
}

/**
 * Zone letters (or pairs) that may stand for a national letter of the issuing state, by its code
 * as printed in the zone. A state not listed is not known well enough to spell its names back.
 */
const STANDS_FOR_OTHERS: Readonly<Record<string, readonly string[]>> = {
  // English has no letters beyond A–Z; "MC" and "MAC" hide a capital (McDonald), which is checked below.
  GBR: [],
  USA: [],
  AUS: [],
  NZL: [],
  'D<<': ['AE', 'OE', 'UE', 'SS'],
  AUT: ['AE', 'OE', 'UE', 'SS'],
  DNK: ['AE', 'OE', 'AA'],
  NOR: ['AE', 'OE', 'AA'],
  SWE: ['AA', 'AE', 'OE'],
  FIN: ['AA', 'AE', 'OE'],
  // Á É Í Ó Ú Ý Ð Þ Æ Ö: every vowel, D and TH may hide an Icelandic letter.
  ISL: ['A', 'E', 'I', 'O', 'U', 'Y', 'D', 'TH'],
  POL: ['A', 'C', 'E', 'L', 'N', 'O', 'S', 'Z'],
};

/**
 * The zone's name as the form writes it ("SMITH" → "Smith"), or undefined when that is not
 * certain: a state whose alphabet is not known here, a letter that may stand for a national one,
 * a capital inside the name the zone cannot show (McDonald), an apostrophe it dropped (O'Brien,
 * D'Arcy), or two words a hyphen may have joined (Smith-Jones).
 */
export function spellingFromZone(zoneName: string, issuingState: string): string | undefined {
  const ambiguous = STANDS_FOR_OTHERS[issuingState];
  const words = zoneForm(zoneName).split(' ').filter(Boolean);
  if (ambiguous === undefined || words.length !== 1) return undefined;
  const word = words[0]!;
  if (ambiguous.some((letters) => word.includes(letters)) || /^(MA?C.|[OD][^AEIOUY])/.test(word)) return undefined;
  return nameInTitleCase(zoneForm(zoneName));
}

/** A name in capitals as the form writes it: each word and each hyphenated part capitalised ("ÞÓRÐUR" → "Þórður", "ANNA-MARÍA" → "Anna-María"). */
export function nameInTitleCase(name: string): string {
  return name
    .split(' ')
    .filter(Boolean)
    .map((word) =>
      word
        .split('-')
        .map((part) => part.charAt(0).toUpperCase() + part.slice(1).toLowerCase())
        .join('-'),
    )
    .join(' ');
}
