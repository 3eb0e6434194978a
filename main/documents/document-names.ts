import type { AttachmentRole } from '../../shared/draft/draft-body';

/** What the service receives as `Filename`: says what the document is, never who it is about. */
const STEM_OF: Record<AttachmentRole, string> = {
  identification: 'id-document',
  bankConfirmation: 'bank-confirmation',
  additional: 'additional',
};

export function documentFileName(role: AttachmentRole, extension: string, sequence?: number): string {
  const stem = role === 'additional' ? `${STEM_OF[role]}-${sequence ?? 1}` : STEM_OF[role];
  return `${stem}.${extension}`;
}

/**
 * The smallest `additional-N` not already used by the application's files, so two additional
 * documents never share a name (the service sees only names, not our IDs).
 */
export function nextAdditionalSequence(existingNames: readonly string[]): number {
  const used = new Set(
    existingNames
      .map((name) => /^additional-(\d+)\.[a-z]+$/.exec(name)?.[1])
      .filter((n): n is string => n !== undefined)
      .map(Number),
  );
  let next = 1;
  while (used.has(next)) next += 1;
  return next;
}
