import type { DocumentRole } from '$shared/draft/draft-body';

/**
 * What the service receives as `Filename` (decision D7): the agent's own file name, made safe,
 * with the extension of what the file became (a HEIC photo is stored as JPEG, so `.jpg`). Where
 * there is no name of the agent's (camera, scanner, a name that is nothing once cleaned), the
 * role names it: `id-document`, `bank-confirmation`, `additional-N`.
 */
const STEM_OF: Record<DocumentRole, string> = {
  identification: 'id-document',
  bankConfirmation: 'bank-confirmation',
  additional: 'additional',
};

/** Long enough for any name an agent gives; the wire allows 200 characters with the extension. */
const MAX_STEM_LENGTH = 100;

/** Characters Windows, macOS or a web server would refuse or read as a path, and control characters. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const UNSAFE = /[\\/:*?"<>|\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]+/gu;

/** Names Windows keeps for devices, with any extension: `CON.jpg` cannot be saved there. */
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/i;

/** An extension as file names carry one: a short run of letters and digits after the last dot. */
const EXTENSION = /\.[\p{L}\p{N}]{1,5}$/u;

/**
 * The stem of the agent's file name, safe anywhere: only its last path segment, its old
 * extension dropped, unsafe characters and runs of spaces made one space, no leading or trailing
 * dots or spaces, at most 100 characters (never cutting a character in two). Icelandic letters
 * and accents stay as typed (NFC). `undefined` when nothing usable is left.
 */
export function safeStem(agentName: string | undefined): string | undefined {
  if (agentName === undefined) return undefined;
  const lastSegment = agentName.split(/[\\/]/).pop() ?? '';
  const cleaned = lastSegment
    .normalize('NFC')
    .replace(EXTENSION, '')
    .replace(UNSAFE, ' ')
    .replace(/\s+/gu, ' ')
    .replace(/^[\s.]+|[\s.]+$/gu, '');
  const stem = [...cleaned]
    .slice(0, MAX_STEM_LENGTH)
    .join('')
    .replace(/[\s.]+$/u, '');
  if (stem === '' || WINDOWS_DEVICE.test(stem)) return undefined;
  return stem;
}

/**
 * The name a new document is stored (and sent) under. `taken` holds the names the application's
 * other files already have: the service sees only names, so two files never share one
 * (`scan.jpg`, then `scan (2).jpg`; compared ignoring case, as Windows and macOS do).
 */
export function documentFileName(role: DocumentRole, extension: string, agentName: string | undefined, taken: readonly string[]): string {
  const used = new Set(taken.map((name) => name.toLocaleLowerCase('is')));
  const free = (name: string) => !used.has(name.toLocaleLowerCase('is'));
  const stem = safeStem(agentName);
  if (stem === undefined && role === 'additional') {
    // Numbered across extensions, so a PDF and a photo are `additional-1` and `additional-2`.
    const usedStems = new Set([...used].map((name) => name.replace(EXTENSION, '')));
    let sequence = 1;
    while (usedStems.has(`${STEM_OF.additional}-${sequence}`)) sequence += 1;
    return `${STEM_OF.additional}-${sequence}.${extension}`;
  }
  const base = stem ?? STEM_OF[role];
  if (free(`${base}.${extension}`)) return `${base}.${extension}`;
  let copy = 2;
  while (!free(`${base} (${copy}).${extension}`)) copy += 1;
  return `${base} (${copy}).${extension}`;
}
