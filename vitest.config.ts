import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Builds the command-line bundle that the integration tests run as a real process.
    globalSetup: ['test/integration/global-setup.ts'],
    projects: [
      { test: { name: 'unit', include: ['test/unit/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
