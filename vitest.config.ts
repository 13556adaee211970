import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

// SWC compiles the Nest sources with decorator metadata, which esbuild cannot emit.
const nest = () => swc.vite({ module: { type: 'es6' } });

// scripts/test.sh runs these in lanes (fast: no servers; stack; resilience; fuzz): a new project
// goes in one of its lists.
export default defineConfig({
  test: {
    reporters: [
      'default',
      [
        'json',
        { outputFile: process.env.TEST_RESULTS_FILE ?? `${process.env.STACK_DIR ?? '.stack'}/test-results.json` },
      ],
    ],
    projects: [
      {
        plugins: [nest()],
        test: {
          name: 'unit',
          include: [
            'libs/*/src/**/*.spec.ts',
            'gateway/src/**/*.spec.ts',
            'services/*/src/**/*.spec.ts',
            // Offline checks of the images, docker-compose.yml and the Kubernetes manifests.
            'deploy/test/**/*.test.mjs',
          ],
        },
      },
      {
        plugins: [nest()],
        test: {
          name: 'integration',
          include: ['gateway/test/**/*.test.ts', 'services/*/test/**/*.test.ts', 'deploy/local/test/**/*.test.mjs'],
          exclude: ['gateway/test/resilience/**'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      // Whole systems of their own, broken on purpose (Kafka stopped for up to 40 s): only when asked
      // for (STREAMHUB_RESILIENCE=1), which scripts/test.sh does after the other projects, so their
      // load and timing disturb no test and no other test's load slows their recovery.
      ...(process.env.STREAMHUB_RESILIENCE === '1'
        ? [
            {
              plugins: [nest()],
              test: {
                name: 'resilience',
                include: ['gateway/test/resilience/**/*.test.ts'],
                // One file at a time: one stops the shared stack's Kafka, another starts a whole
                // system of its own, and each one's recovery figures must not carry the other's load.
                fileParallelism: false,
                testTimeout: 240_000,
                hookTimeout: 240_000,
              },
            },
          ]
        : []),
      {
        // Runs after every other project (scripts/test.sh), so its random writes disturb no test.
        plugins: [nest()],
        test: {
          name: 'fuzz',
          include: ['gateway/test/fuzz/**/*.fuzz.ts'],
          testTimeout: 180_000,
          hookTimeout: 60_000,
        },
      },
      'web/vitest.config.ts',
      'admin-web/vitest.config.ts',
      'e2e/vitest.config.ts',
    ],
  },
});
