// The live processes under a process (Linux /proc): what the browser suite's CPU probe sums and
// what its harness checks of the Chromium it launched.
import { readdirSync, readFileSync } from 'node:fs';

export interface TreeProcess {
  pid: number;
  /** utime + stime + cutime + cstime, in clock ticks (100 a second). */
  cpuTicks: number;
  /**
   * Its command line's words. A Chromium child forked from the zygote rewrites its title into one
   * string with the arguments spaced, so the words are split on spaces as well as NULs.
   */
  args: string[];
}

/** Every live process under `root`, and `root` itself. */
export function processTree(root = process.pid): TreeProcess[] {
  const parents = new Map<number, number>();
  const processes = new Map<number, TreeProcess>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(pid, Number(fields[1]));
      const cpuTicks = fields.slice(11, 15).reduce((sum, field) => sum + Number(field), 0);
      const args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split(/[\0 ]/);
      processes.set(pid, { pid, cpuTicks, args });
    } catch {
      // Gone between the listing and the read.
    }
  }
  const under = (pid: number): boolean => {
    for (let p: number | undefined = pid; p !== undefined && p > 1; p = parents.get(p)) {
      if (p === root) return true;
    }
    return false;
  };
  return [...processes.values()].filter((entry) => under(entry.pid));
}
