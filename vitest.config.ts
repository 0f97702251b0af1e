import { defineConfig } from 'vitest/config';
import { LongFilesFirst } from './apps/server/test/sequencer.ts';

export default defineConfig({
  test: {
    sequence: { sequencer: LongFilesFirst },
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['apps/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          setupFiles: ['apps/server/test/word-model.ts'],
          // Test files share one module graph per worker instead of re-importing the server each.
          isolate: false,
          // Most of a server test's time is spent waiting on child servers, sockets and timers, not
          // on the CPU: three workers even on a two-core machine (vitest's default there is one).
          maxWorkers: 3,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'], environment: 'jsdom' } },
    ],
  },
});
