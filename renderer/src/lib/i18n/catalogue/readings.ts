import type { Catalogue } from './entry';

/**
 * What Fieldboard read from a document, as the agent sees it: the line on the stored file while
 * it is read and once it is, the mark on a field filled from it, and a name offered for the agent
 * to confirm. The disagreements themselves, and a reading that gave nothing to compare, are
 * notices (notices.ts), in the review and on the fields.
 */
export const readings = {
  'reading.reading': { en: 'Reading the document…', is: 'Les skjalið…' },
  'reading.filled': {
    en: { one: 'Read: {count} field filled from it', other: 'Read: {count} fields filled from it' },
    is: { one: 'Lesið: {count} reitur fylltur út úr því', other: 'Lesið: {count} reitir fylltir út úr því' },
  },
  'reading.agrees': { en: 'Read: it agrees with the form', is: 'Lesið: það er í samræmi við umsóknina' },
  'reading.toCheck': {
    en: { one: 'Read: {count} thing to check on the form', other: 'Read: {count} things to check on the form' },
    is: { one: 'Lesið: {count} atriði að athuga í umsókninni', other: 'Lesið: {count} atriði að athuga í umsókninni' },
  },
  'reading.filledToCheck': {
    en: {
      one: 'Read: {filled} filled from it, {count} thing to check',
      other: 'Read: {filled} filled from it, {count} things to check',
    },
    is: {
      one: 'Lesið: {filled} fyllt út úr því, {count} atriði að athuga',
      other: 'Lesið: {filled} fyllt út úr því, {count} atriði að athuga',
    },
  },
  // Outcomes that gave nothing to compare: short, so the file's line stays one line (its notice says more).
  'reading.noZone': { en: 'No machine-readable zone found on it', is: 'Ekkert véllesanlegt svæði fannst á því' },
  'reading.unreadable': { en: 'Could not read its machine-readable zone', is: 'Ekki tókst að lesa véllesanlega svæðið' },
  'reading.failed': { en: 'Could not be read: compare it with the form', is: 'Ekki tókst að lesa það: berðu það saman við umsóknina' },
  'reading.noIban': { en: 'The letter shows no IBAN', is: 'Ekkert IBAN-númer sést á bréfinu' },

  'reading.fromDocument': { en: 'from the document', is: 'úr skjalinu' },
  'reading.offer': { en: 'The document says {value} — use it?', is: 'Á skilríkinu stendur {value} — nota það?' },
  'reading.offer.letter': { en: 'The bank’s letter says {value} — use it?', is: 'Í bréfi bankans stendur {value} — nota það?' },
  'reading.offer.use': { en: 'Use it', is: 'Nota það' },
  'reading.correction': { en: 'Replace it with the document’s {value}?', is: 'Setja {value} af skilríkinu í staðinn?' },
  'reading.offer.useLabel': { en: 'Use it: {value} as {field}', is: 'Nota það: {value} í reitinn {field}' },
} satisfies Catalogue;
