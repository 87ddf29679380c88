import { defineConfig } from 'vitest/config'

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
    ],
  },
})
