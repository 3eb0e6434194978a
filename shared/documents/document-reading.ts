import { z } from 'zod';

/**
 * What Fieldboard read from a stored document, on the agent's machine and with no service: the
 * machine-readable zone (ICAO Doc 9303) of an identity document, or the IBANs and kennitölur a
 * bank's confirmation letter prints. The readers in `main/documents/` produce these; the checks
 * that compare them with the form (`shared/documents/`) and the database (sealed, like the body) take
 * them. A reading is personal data wherever it goes.
 */

/** An MRZ reading counts only when every check digit of its zone computes, the composite too. */
export const mrzReadSchema = z.strictObject({
  kind: z.literal('mrz'),
  outcome: z.literal('read'),
  format: z.enum(['TD1', 'TD2', 'TD3']),
  /** The zone's lines as read and corrected, '<' kept: shown to the agent and in `show`. */
  lines: z.array(z.string().max(44)).min(2).max(3),
  documentNumber: z.string().max(20),
  /** Three-letter codes as printed (ISL, D<<, GBR). */
  issuingState: z.string().max(3),
  nationality: z.string().max(3),
  /**
   * In the zone's ASCII, fillers turned into spaces: "JONSDOTTIR", "GUDRUN ANNA". Empty when the
   * names were not read clearly (`namesClear` false): a letter may be misread, and names carry no
   * check digit.
   */
  surname: z.string().max(44),
  givenNames: z.string().max(44),
  /** ISO dates; null where the zone leaves a part unknown (`<<`). */
  birthDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable(),
  expiryDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable(),
  sex: z.enum(['male', 'female', 'unspecified']),
  /** The optional data, fillers removed (an Icelandic document's kennitala is here). */
  optionalData: z.string().max(30),
  /**
   * The zone's names carry no check digit, so a name is trusted only when the page's printed
   * (visual) zone shows the same name; otherwise it is offered to the agent, never filled.
   */
  nameConfirmedByPage: z.boolean(),
  /**
   * Whether every letter of the zone's names matched its glyph clearly. Absent from readings
   * stored before it was recorded, where only a name the page confirmed counts as clear.
   */
  namesClear: z.boolean().optional(),
  /**
   * Where the page confirmed the name, its own spelling of the surname and the given names
   * ("ÞÓRÐARSON", "GUÐRÚN ANNA"), each only where every printed letter folds to the zone's;
   * offered instead of the zone's ASCII. Absent from readings stored before it was read.
   */
  printedName: z
    .strictObject({
      surname: z.string().max(44).optional(),
      givenNames: z.string().max(44).optional(),
    })
    .optional(),
});

export const mrzReadingSchema = z.discriminatedUnion('outcome', [
  mrzReadSchema,
  /** A zone was found but its check digits did not all compute: nothing is filled, nothing guessed. */
  z.strictObject({ kind: z.literal('mrz'), outcome: z.literal('unreadable') }),
  /** No machine-readable zone on the image (or a PDF with no image of one). */
  z.strictObject({ kind: z.literal('mrz'), outcome: z.literal('no_zone') }),
]);

/** The most IBANs and kennitölur one letter's reading keeps: the finders stop there, the schema refuses more. */
export const MAX_IBANS = 20;
export const MAX_KENNITOLUR = 50;

export const letterReadingSchema = z.discriminatedUnion('outcome', [
  z.strictObject({
    kind: z.literal('letter'),
    outcome: z.literal('read'),
    /** From the PDF's text layer, or from OCR of an image or a scanned page. */
    source: z.enum(['text', 'ocr']),
    /** Every IBAN printed whose check digits compute, in the electronic form (no spaces), once each. */
    ibans: z.array(z.string().max(34)).max(MAX_IBANS),
    /** Every valid-looking kennitala printed, ten digits with no hyphen, once each. */
    kennitolur: z.array(z.string().regex(/^\d{10}$/)).max(MAX_KENNITOLUR),
    /**
     * Those of them the letter gives for the account holder (by a label, or as an Icelandic IBAN's
     * last ten digits); empty when it ties none to the holder, absent where nothing was looked for.
     */
    holderKennitolur: z
      .array(z.string().regex(/^\d{10}$/))
      .max(MAX_KENNITOLUR)
      .optional(),
    /**
     * A PDF whose text layer and drawn pages disagree: its layer carries an IBAN or kennitala the
     * pages do not show, or the pages show one the layer lacks. What is above is what the pages
     * show; the agent is told. Absent when they agree, and from readings stored before it was looked for.
     */
    textNotAsShown: z.literal(true).optional(),
  }),
  /** Neither a text layer nor OCR gave any text to look in. */
  z.strictObject({ kind: z.literal('letter'), outcome: z.literal('unreadable') }),
]);

export const documentReadingSchema = z.union([mrzReadingSchema, letterReadingSchema]);

export type MrzRead = z.infer<typeof mrzReadSchema>;
export type MrzReading = z.infer<typeof mrzReadingSchema>;
export type LetterReading = z.infer<typeof letterReadingSchema>;
export type DocumentReading = z.infer<typeof documentReadingSchema>;
