/**
 * What one untrusted file may cost, counted by the operating system over the whole child process
 * (V8's heap, ArrayBuffers, libvips and zlib alike), not by the V8 heap alone (decision "Untrusted
 * parsing in a child process with OS limits", docs/decisions.md).
 */
export interface ChildLimits {
  /** RLIMIT_DATA: the child's private writable memory, which every allocation of it counts against. */
  dataMb: number;
  /** RLIMIT_CPU: the child's processor time over all its threads; the kernel ends it past this. */
  cpuSeconds: number;
  /** From the job's start in the child to its answer, however busy the machine; main ends it past this. */
  timeoutMs: number;
  /** RLIMIT_AS, when a task needs more than the usual 4 GiB of address space (WebAssembly reserves it). */
  addressSpaceMb?: number;
}

/**
 * Node alone counts about 100 MB of data at start (thread stacks reserved, not touched), so 384 MiB
 * leaves a parser about 280 MB: a 200-megapixel photo streamed through libvips needs far less, and a
 * bomb meets the limit long before main's whole process nears 600 MB.
 */
export const PARSE_CHILD_LIMITS: ChildLimits = { dataMb: 384, cpuSeconds: 20, timeoutMs: 25_000 };

/**
 * RLIMIT_AS as well, though far above the data limit: V8 reserves about 1 GB of address space at
 * start, so it can only bound what the data limit does not count (shared and file mappings).
 */
const ADDRESS_SPACE_MB = 4096;

const MIB = 1024 * 1024;

/** util-linux `prlimit` arguments that set the limits of the running process `pid`, soft and hard alike. */
export function prlimitArgs(pid: number, limits: ChildLimits): string[] {
  const both = (value: number) => `${value}:${value}`;
  return [
    '--pid',
    String(pid),
    `--data=${both(limits.dataMb * MIB)}`,
    `--as=${both((limits.addressSpaceMb ?? ADDRESS_SPACE_MB) * MIB)}`,
    // SIGXCPU at the soft limit, SIGKILL a second later if it is ignored.
    `--cpu=${limits.cpuSeconds}:${limits.cpuSeconds + 1}`,
    // A core dump would write the document's contents to disk.
    '--core=0:0',
  ];
}

/** V8's own heap stays well inside the data limit, so running out of heap is a clean, reported abort. */
export function heapMbWithin(limits: ChildLimits): number {
  return Math.max(32, Math.floor(limits.dataMb / 2));
}
