import type { BrowserWindow, IpcMain, IpcMainInvokeEvent } from 'electron';
import { IPC_CHANNEL_NAMES } from '$shared/ipc/contract';
import type { Dispatch } from '$main/ipc/dispatcher';
import type { EventBus } from '$main/ipc/event-bus';
import { isTrustedSender } from './trusted-sender';

/**
 * Registers one `ipcMain.handle` per channel of the contract. A request from anything but the
 * app window's main frame is refused before validation; handlers never see the Electron event.
 * Events from the bus go to the window's page.
 */
export function connectIpc(ipcMain: IpcMain, window: BrowserWindow, dispatch: Dispatch, events: EventBus): () => void {
  const trusted = (event: IpcMainInvokeEvent) =>
    isTrustedSender({
      url: event.senderFrame?.url,
      isMainFrameOfAppWindow: event.sender === window.webContents && event.senderFrame === window.webContents.mainFrame,
    });
  for (const channel of IPC_CHANNEL_NAMES) {
    ipcMain.handle(channel, (event, request: unknown) => {
      if (!trusted(event)) return { ok: false, error: { code: 'forbidden', params: {}, message: 'this page may not call Fieldboard' } };
      return dispatch(channel, request);
    });
  }
  const unsubscribe = events.subscribe((event, payload) => {
    if (!window.isDestroyed()) window.webContents.send(event, payload);
  });
  return () => {
    unsubscribe();
    for (const channel of IPC_CHANNEL_NAMES) ipcMain.removeHandler(channel);
  };
}
