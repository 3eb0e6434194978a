import { contextBridge, ipcRenderer } from 'electron';
import { createPreloadApi } from './preload-api';

// Sandboxed preload: the only code in the renderer's process that sees ipcRenderer. It hands the
// page a frozen object of two functions; listeners receive the payload, never the IPC event.
contextBridge.exposeInMainWorld(
  'api',
  createPreloadApi({
    invoke: (channel, request) => ipcRenderer.invoke(channel, request),
    on: (event, listener) => {
      const wrapped = (_event: Electron.IpcRendererEvent, payload: unknown) => listener(payload);
      ipcRenderer.on(event, wrapped);
      return () => void ipcRenderer.removeListener(event, wrapped);
    },
  }),
);
