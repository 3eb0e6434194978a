import type { BrowserWindow, IpcMain, IpcMainInvokeEvent } from 'electron';
import { describe, expect, it } from 'vitest';
import { IPC_CHANNEL_NAMES } from '$shared/ipc/contract';
import { APP_ENTRY_URL } from '$main/electron/app-origin';
import { connectIpc } from '$main/electron/ipc-bridge';
import type { Dispatch } from '$main/ipc/dispatcher';
import { createEventBus } from '$main/ipc/event-bus';

// The shell's glue without Electron: a fake ipcMain that keeps what is registered, a fake window
// whose page receives what is sent, and a dispatcher that records what reaches it.
type Handler = (event: IpcMainInvokeEvent, request: unknown) => unknown;

function fakeIpcMain() {
  const handlers = new Map<string, Handler>();
  const ipcMain = {
    handle: (channel: string, handler: Handler) => {
      if (handlers.has(channel)) throw new Error(`second handler for ${channel}`);
      handlers.set(channel, handler);
    },
    removeHandler: (channel: string) => handlers.delete(channel),
  };
  return { handlers, ipcMain: ipcMain as unknown as IpcMain };
}

function fakeWindow() {
  const mainFrame = { url: APP_ENTRY_URL };
  const sent: [string, unknown][] = [];
  let destroyed = false;
  const webContents = { mainFrame, send: (channel: string, payload: unknown) => sent.push([channel, payload]) };
  const window = { webContents, isDestroyed: () => destroyed } as unknown as BrowserWindow;
  return { window, webContents, mainFrame, sent, destroy: () => (destroyed = true) };
}

function connected() {
  const ipc = fakeIpcMain();
  const win = fakeWindow();
  const calls: [unknown, unknown][] = [];
  const dispatch: Dispatch = async (channel, request) => {
    calls.push([channel, request]);
    return { ok: true, value: { answered: channel } };
  };
  const events = createEventBus();
  const disconnect = connectIpc(ipc.ipcMain, win.window, dispatch, events);
  const invoke = (channel: string, request: unknown, from: Partial<{ sender: unknown; senderFrame: unknown }> = {}) => {
    const event = { sender: win.webContents, senderFrame: win.mainFrame, ...from } as unknown as IpcMainInvokeEvent;
    return ipc.handlers.get(channel)!(event, request);
  };
  return { ...ipc, ...win, calls, events, disconnect, invoke };
}

describe('the IPC bridge (main/electron/ipc-bridge.ts)', () => {
  it('registers exactly one handler per channel of the contract', () => {
    const { handlers } = connected();
    expect([...handlers.keys()].sort()).toEqual([...IPC_CHANNEL_NAMES].sort());
  });

  it("hands the app page's request to the dispatcher on its channel, and returns the answer", async () => {
    const { invoke, calls } = connected();
    const answer = await invoke('applications:list', { status: 'draft' });
    expect(calls).toEqual([['applications:list', { status: 'draft' }]]);
    expect(answer).toEqual({ ok: true, value: { answered: 'applications:list' } });
  });

  it('refuses a subframe, another window and a page that navigated elsewhere, before dispatching', async () => {
    const { invoke, calls, webContents } = connected();
    const refused = { ok: false, error: { code: 'forbidden', params: {}, message: 'this page may not call Fieldboard' } };
    expect(await invoke('status:get', {}, { senderFrame: { url: APP_ENTRY_URL } })).toEqual(refused);
    expect(await invoke('status:get', {}, { sender: { ...webContents } })).toEqual(refused);
    const elsewhere = connected();
    elsewhere.mainFrame.url = 'https://example.com/';
    expect(await elsewhere.invoke('status:get', {})).toEqual(refused);
    expect(await invoke('status:get', {}, { senderFrame: undefined })).toEqual(refused);
    expect(calls).toEqual([]);
    expect(elsewhere.calls).toEqual([]);
  });

  it("sends the bus's events to the window's page, and none once the window is gone", () => {
    const { events, sent, destroy } = connected();
    events.emit('applications:changed', { ids: [] });
    expect(sent).toEqual([['applications:changed', { ids: [] }]]);
    destroy();
    events.emit('applications:changed', { ids: [] });
    expect(sent).toHaveLength(1);
  });

  it('disconnecting removes every handler and stops the events', () => {
    const { handlers, disconnect, events, sent } = connected();
    disconnect();
    expect(handlers.size).toBe(0);
    events.emit('applications:changed', { ids: [] });
    expect(sent).toEqual([]);
  });
});
