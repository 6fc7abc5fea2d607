import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import DurationSequencer from './tests/support/duration-sequencer.ts';

// One file more than the cores, for unit, integration and browser files alike: every file spends
// part of its time waiting (on its stand-in, a child process, a browser's timer), and with only a
// file per core those waits left about 14 % of the CPU idle. On 2 cores a third file took the
// unit and integration step from 90 to 77 s and the browser suite from 299 to 259 s, with less
// CPU in all (docs/test-timing.md). E2E_WORKERS=1 runs the browser files one after another (a
// loaded machine, or to tell a flake from a race between files).
const workers = availableParallelism() + 1;
const e2eWorkers = Number(process.env.E2E_WORKERS ?? workers);

// Every project runs its files with `isolate: false`: the files of one worker share its loaded
// modules. Each file still makes its own state (its stand-in, database, devices, browser), but the
// stand-in's modules, PGlite's WebAssembly, supabase-js and Playwright load once per worker instead
// of once per file: integration 130 -> 79 s and 224 -> 120 CPU-s, e2e 382 -> 337 s on this
// machine (docs/test-timing.md). So a file puts back what it changes process-wide (fake timers,
// environment variables, globals), as every file does today (checked with shuffled file orders).
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine.
    maxWorkers: workers,
    // The slowest files first, from a recorded run, in a clean clone (CI) as on a warm checkout.
    sequence: { sequencer: DurationSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          environment: 'node',
          isolate: false,
          setupFiles: ['tests/support/unit-setup.ts'],
          // A file's first composer call builds compromise's lexicon; on a loaded machine that
          // alone can pass the default 5 s.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Only on the hosted-shaped database that tests/hosted/run.sh deploys.
        test: {
          name: 'hosted',
          include: ['tests/hosted/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          isolate: false,
          setupFiles: ['tests/e2e/support/cpu-probe.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // Each file has its own stand-in (in the worker) and its own Chromium, so files run side by side.
          maxWorkers: e2eWorkers,
          // A state read after an action waits for React, Dexie or the network to settle.
          expect: { poll: { timeout: 10_000, interval: 100 } },
        },
      },
    ],
  },
});
