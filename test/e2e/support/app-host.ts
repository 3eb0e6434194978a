import { type ChildProcess, spawn } from 'node:child_process';
import readline from 'node:readline';
import { testBuild } from '../../helpers/test-build';
import { type HostReply, type HostRequest, REPLY_PREFIX } from '../host/protocol';

/** What a test needs of its app, however it runs: its address with the token, and its data folder. */
export interface App {
  url: string;
  dataDir: string;
  /** Closes the app: its server (every connection) and its runtime; the data folder stays. */
  stop(): Promise<void>;
}

/** How a test's app starts: the service it talks to, and its data folder's past. */
export interface AppStart {
  dataDir: string;
  /** Training mode forced on or off; the agent's stored choice (on) unless given. */
  training?: boolean;
  /** A service named at start, with its key (as `--base-url` and FIELDBOARD_API_KEY). */
  baseUrl?: string;
  apiKey?: string;
  /** The app process's environment for this app (SANE_CONFIG_DIR). */
  env?: Record<string, string>;
}

/**
 * The app process of one test file (`test/e2e/host/e2e-host.ts`, built into the tests' build):
 * started with the file's first app and serving one app at a time, each a fresh runtime on the
 * test's own data folder behind a new port and token, so no test sees another's data, page or
 * session. A process that died (a test that broke it) is replaced on the next `open`.
 */
export class AppHost {
  #child: ChildProcess | undefined;
  #replies: ((reply: HostReply) => void)[] = [];
  #output = '';

  constructor(private readonly rendererDir: string = testBuild('renderer')) {}

  async open(start: AppStart): Promise<App> {
    const reply = await this.#ask({ op: 'open', ...start });
    if (reply.op !== 'opened') throw new Error(`the app did not open: ${reply.op === 'failed' ? reply.message : reply.op}`);
    let open = true;
    return {
      url: reply.url,
      dataDir: start.dataDir,
      stop: async () => {
        if (!open) return;
        open = false;
        if (this.#alive()) await this.#ask({ op: 'close' });
      },
    };
  }

  /** Ends the process (its open app closed first), as a file's last test ends. */
  async close(): Promise<void> {
    const child = this.#child;
    this.#child = undefined;
    if (child === undefined || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.stdin!.end();
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(kill);
  }

  #alive(): boolean {
    return this.#child !== undefined && this.#child.exitCode === null && this.#child.signalCode === null;
  }

  #ask(request: HostRequest): Promise<HostReply> {
    const child = this.#alive() ? this.#child! : this.#start();
    return new Promise((resolve, reject) => {
      const gone = () => reject(new Error(`the app process ended: ${this.#output}`));
      child.once('exit', gone);
      this.#replies.push((reply) => {
        child.off('exit', gone);
        resolve(reply);
      });
      child.stdin!.write(`${JSON.stringify(request)}\n`);
    });
  }

  #start(): ChildProcess {
    this.#replies = [];
    this.#output = '';
    const child = spawn(process.execPath, [testBuild('node', 'e2e-host.js'), this.rendererDir], { stdio: ['pipe', 'pipe', 'pipe'] });
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith(REPLY_PREFIX)) this.#replies.shift()?.(JSON.parse(line.slice(REPLY_PREFIX.length)) as HostReply);
      else this.#output += `${line}\n`;
    });
    child.stderr!.on('data', (chunk: Buffer) => (this.#output = (this.#output + chunk.toString('utf8')).slice(-20_000)));
    this.#child = child;
    return child;
  }
}
