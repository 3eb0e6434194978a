import { describe, expect, it } from 'vitest';
import { IPC_CHANNEL_NAMES, type IpcChannel, type IpcEvent } from '$shared/ipc/contract';
import { createPreloadApi, type PreloadTransport } from '$main/electron/preload-api';

function recordingTransport() {
  const invoked: [string, unknown][] = [];
  const listeners = new Map<string, (payload: unknown) => void>();
  const transport: PreloadTransport = {
    invoke: async (channel, request) => {
      invoked.push([channel, request]);
      return { ok: true, value: { echoed: request } };
    },
    on: (event, listener) => {
      listeners.set(event, listener);
      return () => listeners.delete(event);
    },
  };
  return { transport, invoked, listeners };
}

describe("the preload's window.api", () => {
  it('exposes invoke and on, and nothing else', () => {
    const api = createPreloadApi(recordingTransport().transport);
    expect(Object.keys(api).sort()).toEqual(['invoke', 'on']);
    expect(Object.isFrozen(api)).toBe(true);
    expect(() => Object.assign(api, { ipcRenderer: {} })).toThrow();
  });

  it('forwards every channel of the contract', async () => {
    const { transport, invoked } = recordingTransport();
    const api = createPreloadApi(transport);
    for (const channel of IPC_CHANNEL_NAMES) await api.invoke(channel, {} as never);
    expect(invoked.map(([channel]) => channel)).toEqual(IPC_CHANNEL_NAMES);
  });

  it('refuses a channel outside the contract without sending anything', async () => {
    const { transport, invoked } = recordingTransport();
    const api = createPreloadApi(transport);
    const result = await api.invoke('fs:readFile' as IpcChannel, {} as never);
    expect(result).toEqual({ ok: false, error: { code: 'unknown_channel', message: 'no channel fs:readFile' } });
    expect(invoked).toEqual([]);
  });

  it('hands listeners the payload only, and unsubscribes', () => {
    const { transport, listeners } = recordingTransport();
    const api = createPreloadApi(transport);
    const seen: unknown[] = [];
    const off = api.on('status:changed', (payload) => seen.push(payload));
    listeners.get('status:changed')!({ online: true });
    expect(seen).toEqual([{ online: true }]);
    off();
    expect(listeners.has('status:changed')).toBe(false);
    expect(() => api.on('process:exit' as IpcEvent, () => {})).toThrow('no event process:exit');
  });
});
