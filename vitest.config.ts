import { defineConfig } from 'vitest/config'

// tests/reliability start real servers (a production build, Redis): they run when named, e.g.
// `npx vitest run tests/reliability/redis-instances.test.ts`, never as part of the plain unit run.
const reliabilityNamed = process.argv.some((arg) => arg.includes('tests/reliability'))

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['app/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts'],
          environment: 'node',
          env: { LOG_LEVEL: 'silent' },
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.{ts,tsx}'],
          environment: 'node',
          env: { LOG_LEVEL: 'silent' },
          setupFiles: ['tests/setup/integration.ts'],
          // The emulator state is module-global: one file at a time keeps tests independent.
          fileParallelism: false,
        },
      },
      ...(reliabilityNamed
        ? [
            {
              test: {
                name: 'reliability',
                include: ['tests/reliability/**/*.test.ts'],
                environment: 'node',
                env: { LOG_LEVEL: 'silent' },
                fileParallelism: false,
              },
            },
          ]
        : []),
    ],
  },
})
