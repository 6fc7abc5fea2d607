// A Vitest reporter that writes each test file's whole cost: the JSON reporter's per-file times
// cover the tests alone, not the import, the setup files or the beforeAll/afterAll hooks (where
// the stand-ins and Chromium start). `npm test` passes it with an output file per step, e.g.
//   --reporter=./scripts/file-timing-reporter.mjs   (FILE_TIMING_OUTPUT=test-results/e2e.files.json)
// and `node scripts/test-timing.mjs` turns those files into docs/test-timing.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';

const round = (ms) => Math.round(ms);

export default class FileTimingReporter {
  onInit(vitest) {
    this.root = vitest.config.root;
  }

  onTestRunEnd(testModules) {
    const output = process.env.FILE_TIMING_OUTPUT;
    if (!output) return;
    const files = testModules.map((module) => {
      const diagnostic = module.diagnostic();
      const tests = [...module.children.allTests()];
      const slowest = tests
        .map((test) => ({ name: test.fullName, ms: test.diagnostic()?.duration ?? 0 }))
        .sort((a, b) => b.ms - a.ms)[0];
      return {
        file: relative(this.root, module.moduleId),
        project: module.project.name,
        state: module.state(),
        tests: tests.length,
        // Tests and hooks, then the import of the file (and what it imports), then setup files.
        runMs: round(diagnostic.duration),
        importMs: round(diagnostic.collectDuration),
        setupMs: round(diagnostic.setupDuration + diagnostic.prepareDuration + diagnostic.environmentSetupDuration),
        slowest: slowest ? { name: slowest.name, ms: round(slowest.ms) } : null,
      };
    });
    mkdirSync(dirname(output), { recursive: true });
    writeFileSync(output, `${JSON.stringify({ writtenAt: new Date().toISOString(), files }, null, 1)}\n`);
  }
}
