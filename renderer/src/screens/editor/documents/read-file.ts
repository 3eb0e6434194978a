import { MAX_ATTACHMENT_BYTES } from '../../../../../shared/wire/attachment';

/** What every source of a document (file picker now; camera, scanner, drop later) hands to a slot. */
export interface PickedFile {
  fileName: string;
  dataBase64: string;
}

export type PickProblem = { kind: 'too_large' | 'wrong_type'; fileName: string };

const ACCEPTED = /\.(pdf|jpe?g|png)$/i;
const ACCEPTED_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];

/** Checks size and kind before reading, so a 40 MB photo never crosses the bridge. Main checks the bytes again. */
export function checkFile(file: File): PickProblem | undefined {
  if (file.size > MAX_ATTACHMENT_BYTES) return { kind: 'too_large', fileName: file.name };
  if (!ACCEPTED.test(file.name) && !ACCEPTED_TYPES.includes(file.type)) return { kind: 'wrong_type', fileName: file.name };
  return undefined;
}

export function readAsBase64(file: File): Promise<PickedFile> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve({ fileName: file.name, dataBase64: url.slice(url.indexOf(',') + 1) });
    };
    reader.onerror = () => reject(reader.error ?? new Error(`could not read ${file.name}`));
    reader.readAsDataURL(file);
  });
}

/** A blob: URL for showing stored bytes; the caller revokes it. */
export function objectUrlOf(mediaType: string, dataBase64: string): string {
  const bytes = Uint8Array.from(atob(dataBase64), (char) => char.charCodeAt(0));
  return URL.createObjectURL(new Blob([bytes], { type: mediaType }));
}

export const ACCEPT_ATTRIBUTE = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
