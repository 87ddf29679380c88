import { readdirSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'

// tests/reliability start real servers (a production build, Redis): they run when named, e.g.
// `npx vitest run tests/reliability/redis-instances.test.ts`, never as part of the plain unit run.
const reliabilityNamed = process.argv.some((arg) => arg.includes('tests/reliability'))

const TEST_FILE = /\.test\.tsx?$/

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(full)
    return TEST_FILE.test(entry.name) ? [full] : []
  })
}

/**
 * Test files that replace a module (`vi.mock`, `vi.doMock`), reload modules or run in a DOM
 * (`@vitest-environment happy-dom`: the browser behaviour of a component) need a module graph of
 * their own. Every other file shares its worker's: importing the app and the emulator once per worker
 * rather than once per file is most of the suite's time (about 2 s a file). The state a test may
 * touch (the emulator's, the caches, the circuits) is reset before each test (tests/setup).
 */
const needsOwnModules = (file: string) =>
  /\bvi\.(mock|doMock|resetModules)\(|@vitest-environment\b/.test(readFileSync(file, 'utf8'))

/** Two projects for one group of files: shared modules, and isolated for the files that need it. */
function group(
  name: string,
  dirs: string[],
  settings: NonNullable<TestProjectInlineConfiguration['test']>,
): TestProjectInlineConfiguration[] {
  const isolated = dirs.flatMap(testFiles).filter(needsOwnModules)
  return [
    {
      test: {
        ...settings,
        name,
        include: dirs.map((dir) => `${dir}/**/*.test.{ts,tsx}`),
        exclude: ['**/node_modules/**', ...isolated],
        isolate: false,
      },
    },
    {
      test: { ...settings, name: `${name}-isolated`, include: isolated, isolate: true },
    },
  ]
}

export default defineConfig({
  test: {
    // One worker per core. Vitest's own default leaves a core free (one worker on this 2-core machine),
    // which doubled the run.
    maxWorkers: availableParallelism(),
    projects: [
      ...group('unit', ['app', 'tests/unit', 'mocks'], {
        environment: 'node',
        env: { LOG_LEVEL: 'silent' },
      }),
      ...group('integration', ['tests/integration'], {
        environment: 'node',
        env: { LOG_LEVEL: 'silent' },
        setupFiles: ['tests/setup/integration.ts'],
        // A timeout is there to stop a hung test, not to time one (benchmarks do that): the first test
        // of a worker to render a page imports its views, seconds on a busy 2-core machine.
        testTimeout: 20_000,
      }),
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
