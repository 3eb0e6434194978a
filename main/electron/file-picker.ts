import type { BrowserWindow, Dialog } from 'electron';

/** The system's open-file dialog for documents; main reads the file, the page never sees the path. */
export function createFilePicker(dialog: Dialog, window: () => BrowserWindow | undefined): () => Promise<string | undefined> {
  return async () => {
    const parent = window();
    const options: Electron.OpenDialogOptions = {
      title: 'Choose a document',
      properties: ['openFile'],
      filters: [
        { name: 'Documents and photos', extensions: ['pdf', 'jpg', 'jpeg', 'png', 'tif', 'tiff', 'webp', 'gif', 'heic'] },
        { name: 'All files', extensions: ['*'] },
      ],
    };
    const result = parent ? await dialog.showOpenDialog(parent, options) : await dialog.showOpenDialog(options);
    return result.canceled ? undefined : result.filePaths[0];
  };
}
