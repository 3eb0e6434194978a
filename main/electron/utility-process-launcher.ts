import path from 'node:path';
import type { utilityProcess as UtilityProcesses } from 'electron';
import type { ChildLauncher } from '$main/limited-child/child-launcher';
import type { FromChild } from '$main/limited-child/child-messages';

/**
 * The packaged app's limited child: Electron's utility process running the `parse-child` bundle
 * beside main's. The app's RunAsNode fuse is off, so `ELECTRON_RUN_AS_NODE` would start a second
 * copy of the app rather than Node; a utility process is Electron's own way to a plain Node child.
 * Its limits are set by its pid like any other child's (`run-in-limited-child.ts`).
 */
export function createUtilityProcessLauncher(utilityProcess: typeof UtilityProcesses): ChildLauncher {
  return (execArgv) => {
    const child = utilityProcess.fork(path.join(__dirname, 'parse-child.cjs'), [], {
      execArgv: [...execArgv],
      stdio: 'pipe',
      serviceName: 'Fieldboard document check',
    });
    return {
      pid: () => child.pid,
      send: (message) => child.postMessage(message),
      onMessage: (listener) => void child.on('message', (message: FromChild) => listener(message)),
      onStderr: (listener) => {
        child.stderr?.setEncoding('utf8').on('data', listener);
        // V8's fatal errors (its heap exhausted) come as an event, not as text on stderr.
        child.on('error', (type: string, location: string) => listener(`${type}: ${location}`));
      },
      // A utility process reports only a code, never the signal that ended it.
      onExit: (listener) => void child.once('exit', (code: number) => listener(code, null)),
      kill: () => void child.kill(),
    };
  };
}
