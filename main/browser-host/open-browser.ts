import { spawn } from 'node:child_process';

/**
 * Whether this machine can show a browser window: macOS and Windows always have a desktop; on
 * Linux and the BSDs one exists only with an X or Wayland display (an SSH session or a server has
 * neither, and `xdg-open` would start a text browser inside the terminal or fail).
 */
export function hasDisplay(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): boolean {
  if (platform === 'darwin' || platform === 'win32') return true;
  return Boolean(env.DISPLAY || env.WAYLAND_DISPLAY);
}

/** The system's own "open this address" command: the agent's default browser. */
export function openerCommand(url: string, platform: NodeJS.Platform = process.platform): { command: string; args: string[] } {
  if (platform === 'darwin') return { command: 'open', args: [url] };
  // `start` is a cmd built-in; its first quoted argument is a window title, hence the empty one.
  if (platform === 'win32') return { command: 'cmd', args: ['/d', '/s', '/c', 'start', '""', `"${url}"`] };
  return { command: 'xdg-open', args: [url] };
}

/**
 * Opens `url` in the default browser, detached so that the browser outlives neither more nor less
 * than it would if the agent had opened it. Resolves false (never throws) when no opener runs:
 * the address printed above is then the way in.
 */
export function openBrowser(url: string): Promise<boolean> {
  const { command, args } = openerCommand(url);
  return new Promise((resolve) => {
    let child;
    try {
      child = spawn(command, args, { detached: true, stdio: 'ignore', windowsVerbatimArguments: process.platform === 'win32' });
    } catch {
      resolve(false);
      return;
    }
    child.once('error', () => resolve(false));
    child.once('spawn', () => {
      child.unref();
      resolve(true);
    });
  });
}
