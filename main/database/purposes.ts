/**
 * The AAD of every sealed column: table, row and field. A value only opens in the row and column
 * it was written for, so rows cannot be swapped on disk to show one merchant's data as another's.
 */
export const purpose = {
  keyCheck: () => 'keyring:check',
  applicationBody: (id: string) => `application:${id}:body`,
  applicationProblems: (id: string) => `application:${id}:problems`,
  attachmentBytes: (id: string) => `attachment:${id}:bytes`,
  attachmentName: (id: string) => `attachment:${id}:name`,
  attachmentThumbnail: (id: string) => `attachment:${id}:thumbnail`,
  documentReading: (attachmentId: string) => `attachment:${attachmentId}:reading`,
  attemptDetail: (id: number) => `attempt:${id}:detail`,
  auditDetail: (id: number) => `audit:${id}:detail`,
  retainedReceipt: (id: string) => `application:${id}:retained`,
  refusalReasons: (id: number) => `refusal:${id}:reasons`,
};
