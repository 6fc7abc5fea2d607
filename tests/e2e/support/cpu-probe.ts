// E2E_CPU=1: records the CPU seconds each e2e test and each file's hooks cost, summed over the
// worker's process tree (the stand-in in this process, Chromium's processes under it), and the
// part spent in this process alone (`node`: the stand-in, PGlite, Vitest, Playwright's client), into
// test-results/e2e-cpu.jsonl. The suite is CPU-bound on two cores, so this, not wall time,
// says where its minutes go (docs/test-timing.md).
import { appendFileSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { afterEach, beforeAll, beforeEach } from 'vitest';

const OUTPUT = 'test-results/e2e-cpu.jsonl';
const TICKS_PER_SECOND = 100;

/** utime+stime+cutime+cstime of every live process under (and including) `root`, in seconds. */
function treeCpu(root: number): number {
  const parents = new Map<number, number>();
  const cpu = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(Number(entry), Number(fields[1]));
      cpu.set(
        Number(entry),
        fields.slice(11, 15).reduce((sum, f) => sum + Number(f), 0),
      );
    } catch {
      // Gone between the listing and the read.
    }
  }
  let total = 0;
  for (const [pid, ticks] of cpu) {
    for (let p: number | undefined = pid; p !== undefined && p > 1; p = parents.get(p)) {
      if (p === root) {
        total += ticks;
        break;
      }
    }
  }
  return total / TICKS_PER_SECOND;
}

if (process.env.E2E_CPU === '1') {
  mkdirSync('test-results', { recursive: true });
  let fileStart = 0;
  let firstTest = true;
  let testStart = 0;
  let nodeStart = 0;
  let file = '';
  const nodeCpu = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1e6;
  };
  beforeAll(() => {
    fileStart = treeCpu(process.pid);
  });
  beforeEach((context) => {
    file = context.task.file.name;
    testStart = treeCpu(process.pid);
    nodeStart = nodeCpu();
    if (firstTest) {
      firstTest = false;
      // What the file's beforeAll cost: its stand-in, Chromium, users and sign-ins made there.
      appendFileSync(
        OUTPUT,
        `${JSON.stringify({ file, test: '(beforeAll)', cpu: Number((testStart - fileStart).toFixed(2)) })}\n`,
      );
    }
  });
  afterEach((context) => {
    const spent = treeCpu(process.pid) - testStart;
    const node = nodeCpu() - nodeStart;
    appendFileSync(
      OUTPUT,
      `${JSON.stringify({ file, test: context.task.name, cpu: Number(spent.toFixed(2)), node: Number(node.toFixed(2)) })}\n`,
    );
  });
}
