/**
 * Every parser of untrusted bytes the limited child can run, by name, each loaded only when asked
 * for (pdf-lib alone takes most of a child's start). A new one (OCR, reading a PDF's text) is one
 * entry here: it then runs under the same limits, one file per child.
 */
export const CHILD_TASKS = {
  'pdf-check': async () => (await import('$main/documents/pdf-check-task')).checkPdfTask,
  'image-normalise': async () => (await import('$main/documents/image-normalise-task')).normaliseImageTask,
  'mrz-read': async () => (await import('$main/documents/mrz/read-mrz-task')).readMrzTask,
  'letter-read': async () => (await import('$main/documents/letter/letter-read-task')).readLetterTask,
  'letter-ocr': async () => (await import('$main/documents/letter/letter-ocr-task')).readLetterOcrTask,
  'pdf-page-picture': async () => (await import('$main/documents/pdf-render/page-picture-task')).drawFirstPageTask,
  thumbnail: async () => (await import('$main/documents/thumbnail-task')).thumbnailTask,
} satisfies Record<string, () => Promise<(bytes: Buffer, input: never) => Promise<unknown>>>;

export type ChildTaskName = keyof typeof CHILD_TASKS;

type TaskOf<Name extends ChildTaskName> = Awaited<ReturnType<(typeof CHILD_TASKS)[Name]>>;

export type ChildTasks = {
  [Name in ChildTaskName]: { input: Parameters<TaskOf<Name>>[1]; verdict: Awaited<ReturnType<TaskOf<Name>>> };
};
