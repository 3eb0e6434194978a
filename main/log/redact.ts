import { DASH_OR_SPACE_RUN } from '$shared/rules/separators';
import { IBAN_LENGTHS } from './iban-lengths';

/**
 * Personal data and secrets never reach a log line: national IDs, IBANs, API keys, document
 * bytes, document file names and the lines of a document's machine-readable zone are replaced
 * before a line is written. Known secrets (the current API key) are registered by value; the rest
 * is found by shape, in every way people print it, erring on the side of hiding too much.
 */

/**
 * What people put between the groups of a number: every dash and space the rules accept in a
 * kennitala (`shared/rules/separators.ts`), as one character class.
 */
const SEPARATOR = DASH_OR_SPACE_RUN.source.replace(/\+$/, '');

/** The endings of the files a document arrives as (by their names, which are never trusted for anything else). */
const DOCUMENT_EXTENSION = '(?:pdf|png|jpe?g|gif|webp|tiff?|heic|heif|avif|bmp|svg|docx?|odt|xlsx?)';

/** Shapes replaced before the IBANs are looked for: document bytes, and zones whose '<' runs hide IDs. */
const FIRST: [RegExp, string][] = [
  // Long base64 runs: document images inlined in a body.
  [/[A-Za-z0-9+/]{200,}={0,2}/g, '[base64]'],
  // A machine-readable zone's line (names, document number, dates, a kennitala run together with '<').
  [/(?<![A-Z0-9<])(?=[A-Z0-9<]{20,})[A-Z0-9]*<[A-Z0-9<]*/g, '[mrz]'],
];

/** Shapes replaced after the IBANs, which hold their owner's kennitala in Iceland. */
const THEN: [RegExp, string][] = [
  // Kennitala and other 10-digit IDs: DDMMYY then NNNN, together or apart, also inside a word (kt1106544139).
  [new RegExp(`(?<!\\d)\\d{6}${SEPARATOR}{0,3}\\d{4}(?!\\d)`, 'g'), '[national-id]'],
  // A document's file name (the agent's, which often holds the person's name): a whole JSON string, spaces and all, or a word.
  [new RegExp(`"(?:[^"\\\\]|\\\\.)*\\.${DOCUMENT_EXTENSION}"`, 'gi'), '"[file]"'],
  [new RegExp(`[^\\s"'\`/\\\\<>|:*?]+\\.${DOCUMENT_EXTENSION}\\b`, 'gi'), '[file]'],
  // An API key named in a header or a key=value.
  [/\b(api-?key)(["']?\s*[:=]\s*["']?)[^"'\s,}]+/gi, '$1$2[secret]'],
];

/**
 * Record IDs (UUIDs) are what support follows through a log: kept whole, never read as a number
 * or an IBAN, which their hex groups can look like (`…-de12-4b5c-…`).
 */
const UUID = /((?<![0-9A-Fa-f])[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}(?![0-9A-Fa-f]))/;

/**
 * An IBAN starts where two letters and two digits do: not inside a word, or in capitals right
 * after one (`GudrunIS35…`). Its country is one the IBAN registry knows, and the rest is letters
 * and digits in any grouping and either case.
 */
const IBAN_START = /(?<![A-Za-z0-9])([A-Za-z]{2})\d{2}|(?<=[a-z0-9])([A-Z]{2})\d{2}/g;
const IBAN_GROUPED_CHAR = new RegExp(`${SEPARATOR}{0,2}[A-Za-z0-9]`, 'y');
/**
 * In capitals, as banks print them, a run is taken for an IBAN from the shortest one's length
 * (Norway's, 15), so one missing a character is still hidden; in lower or mixed case only at its
 * country's full length, so a lower-case hex fingerprint (`de12ab34…`) stays readable.
 */
const SHORTEST_IBAN = 15;

function redactIbans(text: string): string {
  let out = '';
  let copied = 0;
  IBAN_START.lastIndex = 0;
  for (let start = IBAN_START.exec(text); start !== null; start = IBAN_START.exec(text)) {
    const length = IBAN_LENGTHS[(start[1] ?? start[2])!.toUpperCase()];
    // Take the IBAN's characters one by one, each after at most two separators, up to its country's length.
    let end = start.index + 4;
    let taken = 4;
    for (IBAN_GROUPED_CHAR.lastIndex = end; length !== undefined && taken < length && IBAN_GROUPED_CHAR.test(text); taken++) {
      end = IBAN_GROUPED_CHAR.lastIndex;
    }
    const capitals = !/[a-z]/.test(text.slice(start.index, end));
    if (length === undefined || taken < (capitals ? SHORTEST_IBAN : length)) {
      IBAN_START.lastIndex = start.index + 1;
      continue;
    }
    out += text.slice(copied, start.index) + '[iban]';
    copied = end;
    IBAN_START.lastIndex = end;
  }
  return out + text.slice(copied);
}

function redactShapes(text: string): string {
  let out = text;
  for (const [pattern, replacement] of FIRST) out = out.replace(pattern, replacement);
  out = redactIbans(out);
  for (const [pattern, replacement] of THEN) out = out.replace(pattern, replacement);
  return out;
}

export function createRedactor() {
  const secrets = new Set<string>();
  return {
    /** Registers a value that must never appear, such as the API key in use. */
    addSecret(value: string | undefined | null) {
      if (!value || value.length < 4) return;
      secrets.add(value);
      // The logger redacts JSON text, where a quote, backslash or control character is escaped.
      secrets.add(JSON.stringify(value).slice(1, -1));
    },
    redact(text: string): string {
      let out = text;
      // Longest first: a shorter secret inside a longer one must not leave the rest of it behind.
      for (const secret of [...secrets].sort((a, b) => b.length - a.length)) out = out.split(secret).join('[secret]');
      // split() with a capturing group puts the UUIDs at the odd places.
      return out
        .split(UUID)
        .map((part, index) => (index % 2 === 1 ? part : redactShapes(part)))
        .join('');
    },
  };
}

export type Redactor = ReturnType<typeof createRedactor>;
