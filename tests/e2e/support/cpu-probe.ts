// E2E_CPU=1: records the CPU seconds each e2e test and each file's hooks cost, summed over the
// worker's process tree (the stand-in in this process, Chromium's processes under it), and the
// part spent in this process alone (`node`: the stand-in, PGlite, Vitest, Playwright's client), into
// test-results/e2e-cpu.jsonl. The suite is CPU-bound on two cores, so this, not wall time,
// says where its minutes go (docs/test-timing.md).
import { appendFileSync, mkdirSync } from 'node:fs';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { processTree } from '../../support/process-tree.ts';

const OUTPUT = 'test-results/e2e-cpu.jsonl';
const TICKS_PER_SECOND = 100;

/** CPU seconds of every live process under (and including) `root`. */
function treeCpu(root: number): number {
  return processTree(root).reduce((sum, entry) => sum + entry.cpuTicks, 0) / TICKS_PER_SECOND;
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
