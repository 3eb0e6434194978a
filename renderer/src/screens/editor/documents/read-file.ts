import { MAX_ATTACHMENT_BYTES } from '$shared/wire/attachment';

/** A file a source read in the page (picked in the browser, dropped, pasted, photographed), ready for `attachments:add`. */
export interface PickedFile {
  fileName: string;
  dataBase64: string;
}

export type PickProblem = { kind: 'too_large' | 'wrong_type'; fileName: string };

/**
 * What the file input offers. Main reads the type from the bytes and converts or refuses (D1); the
 * list only keeps the picker to documents and pictures.
 */
export const ACCEPT_ATTRIBUTE = '.pdf,.jpg,.jpeg,.png,.tif,.tiff,.webp,.gif,.heic,image/*,application/pdf';

const ACCEPTED_NAME = /\.(pdf|jpe?g|png|tiff?|webp|gif|heic|heif|avif)$/i;

/**
 * Checks size and kind before reading, so a 40 MB video never crosses the bridge. Anything that
 * may be a picture or a PDF goes to main, which refuses what it cannot use in its own words.
 */
export function checkFile(file: File): PickProblem | undefined {
  if (file.size > MAX_ATTACHMENT_BYTES) return { kind: 'too_large', fileName: file.name };
  const typed = file.type.startsWith('image/') || file.type === 'application/pdf';
  if (!typed && !ACCEPTED_NAME.test(file.name)) return { kind: 'wrong_type', fileName: file.name };
  return undefined;
}

export async function readAsBase64(file: Blob, fileName: string): Promise<PickedFile> {
  const url = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(`could not read ${fileName}`));
    reader.readAsDataURL(file);
  });
  return { fileName, dataBase64: url.slice(url.indexOf(',') + 1) };
}

/** A blob: URL for bytes that came back as base64; the caller revokes it. */
export function objectUrlOf(mediaType: string, dataBase64: string): string {
  return URL.createObjectURL(blobOf(mediaType, dataBase64));
}

export function blobOf(mediaType: string, dataBase64: string): Blob {
  const bytes = Uint8Array.from(atob(dataBase64), (char) => char.charCodeAt(0));
  return new Blob([bytes], { type: mediaType });
}
