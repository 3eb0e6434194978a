/**
 * Personal data and secrets never reach a log line: national IDs, IBANs, API keys, document
 * bytes and the lines of a document's machine-readable zone are replaced before a line is written. Known secrets (the current API key) are
 * registered by value; the rest is found by shape, erring on the side of hiding too much.
 */
const PATTERNS: [RegExp, string][] = [
  // Long base64 runs: document images inlined in a body.
  [/[A-Za-z0-9+/]{200,}={0,2}/g, '[base64]'],
  // IBAN, with or without the groups of four that people type.
  [/\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?\b/g, '[iban]'],
  // A machine-readable zone's line (names, document number, dates, a kennitala run together with '<').
  [/(?<![A-Z0-9<])(?=[A-Z0-9<]{20,})[A-Z0-9]*<[A-Z0-9<]*/g, '[mrz]'],
  // Kennitala and other 10-digit IDs written DDMMYY-NNNN or as ten digits.
  [/\b\d{6}-?\d{4}\b/g, '[national-id]'],
  // An API key named in a header or a key=value.
  [/\b(api-?key)(["']?\s*[:=]\s*["']?)[^"'\s,}]+/gi, '$1$2[secret]'],
];

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
      for (const [pattern, replacement] of PATTERNS) out = out.replace(pattern, replacement);
      return out;
    },
  };
}

export type Redactor = ReturnType<typeof createRedactor>;
