import type { DraftBody } from '$shared/draft';
import type { DocumentReadingView, DocumentsView } from '$shared/ipc/views';
import { printedIban } from '$shared/rules/bank/iban-text';
import { formatKennitala } from '$shared/rules/national-id/kennitala';
import { DOCUMENT_NOTICE_CODES, type Notice } from '$shared/rules/notice';
import { type PathSegment, formatPath } from '$shared/rules/problem';
import { at } from '$shared/rules/read';

const EMPTY = '(empty)';

const STATES: Record<DocumentReadingView['state'], string> = {
  reading: 'not read yet',
  read: 'read',
  unreadable: 'could not be read (its check digits, or no text): nothing filled',
  no_zone: 'no machine-readable zone: nothing filled',
  failed: 'reading failed: nothing filled',
};

/**
 * What the documents say against the form, for `fieldboard show`: per read document its state and
 * what it holds, and per field the document's value beside the form's, with whether it was filled
 * from the document, is offered, agrees or differs. The agent's own terminal: the reading is theirs.
 */
export function documentLines(
  view: DocumentsView,
  draft: DraftBody,
  fileNames: ReadonlyMap<string, string>,
  notices: readonly Notice[],
): string[] {
  if (view.readings.length === 0) return [];
  const lines = ['Documents:'];
  for (const document of view.readings) {
    lines.push(`  ${fileNames.get(document.attachmentId) ?? document.attachmentId} (${document.role}): ${STATES[document.state]}`);
    const compare = (label: string, said: string, path: PathSegment[]) => {
      const form = formValue(draft, path);
      lines.push(`    ${label.padEnd(10)}${said.padEnd(30)} form: ${form.padEnd(30)} ${verdict(view, notices, document, path, form)}`);
    };
    const reading = document.reading;
    if (reading?.kind === 'mrz' && reading.outcome === 'read') {
      lines.push(`    ${reading.format} ${reading.issuingState} ${reading.documentNumber}, expires ${reading.expiryDate ?? 'unknown'}`);
      if (reading.namesClear ?? reading.nameConfirmedByPage) {
        reading.lines.forEach((line) => lines.push(`    ${line}`));
        // The page's spelling where it confirmed the zone's (DR28), else the zone's ASCII.
        compare('Surname', reading.printedName?.surname ?? reading.surname, ['applicant', 'lastName']);
        compare('Given', reading.printedName?.givenNames ?? reading.givenNames, ['applicant', 'firstName']);
      } else {
        // A name read unclearly may hold a misread letter, in the zone's lines too: neither is shown.
        lines.push('    names not read clearly: compare them with the document');
      }
      if (reading.birthDate !== null) compare('Born', reading.birthDate, ['applicant', 'dateOfBirth']);
      if (/^\d{10}$/.test(reading.optionalData)) compare('Number', formatKennitala(reading.optionalData), ['applicant', 'ssn']);
    }
    if (reading?.kind === 'letter' && reading.outcome === 'read') {
      const holders = reading.holderKennitolur ?? [];
      lines.push(
        `    from ${reading.source === 'text' ? 'the PDF’s text' : 'OCR'}; kennitölur: ${reading.kennitolur.map(formatKennitala).join(', ') || 'none'}` +
          (holders.length > 0 ? `; the holder's: ${holders.map(formatKennitala).join(', ')}` : ''),
      );
      compare('IBAN', reading.ibans.map(printedIban).join(', ') || 'none', ['bankAccount', 'iban']);
    }
  }
  return lines;
}

function formValue(draft: DraftBody, path: PathSegment[]): string {
  if (path[1] === 'firstName') {
    const names = [at(draft.application, 'applicant', 'firstName'), at(draft.application, 'applicant', 'middleName')];
    return names.filter((name) => typeof name === 'string' && name.trim() !== '').join(' ') || EMPTY;
  }
  const value = at(draft.application, ...path);
  return typeof value === 'string' && value.trim() !== '' ? value : value === undefined || value === null ? EMPTY : JSON.stringify(value);
}

function verdict(
  view: DocumentsView,
  notices: readonly Notice[],
  document: DocumentReadingView,
  path: PathSegment[],
  form: string,
): string {
  const key = formatPath(path);
  const mine = (item: { attachmentId: string; path: PathSegment[] }) =>
    item.attachmentId === document.attachmentId && formatPath(item.path) === key;
  if (view.filled.some(mine)) return 'filled from the document';
  const offer = view.offered.find(mine);
  if (offer !== undefined) return `offered: ${offer.value}`;
  if (notices.some((item) => DOCUMENT_NOTICE_CODES.includes(item.code) && formatPath(item.path) === key)) return 'DIFFERS (see notices)';
  return form === EMPTY ? '' : 'agrees';
}
