/** Hands bytes to the browser as a download under `fileName` (a blob: link, clicked and let go). */
export function downloadBytes(fileName: string, mediaType: string, dataBase64: string): void {
  const bytes = Uint8Array.from(atob(dataBase64), (char) => char.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: mediaType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started; a moment's grace for slow browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
