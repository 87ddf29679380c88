import { spawn, type ChildProcess } from 'node:child_process'

/**
 * `npm test`: every check CI runs, one npm script after the other, each streaming its output as it
 * goes. At the end, and also when a phase fails (the run stops there), it prints how long each phase
 * took and the total, so a suite that grows slower shows where. Exits with the failed phase's code.
 */
const PHASES: { name: string; script: string }[] = [
  // The production dependencies against the registry's advisories (no high or critical one).
  { name: 'audit', script: 'audit' },
  { name: 'typecheck', script: 'typecheck' },
  { name: 'lint', script: 'lint' },
  // Every requirement row named by a test title; a ratchet on tests/rows-unnamed.txt (seconds).
  { name: 'rows', script: 'rows' },
  { name: 'unit+integration', script: 'test:unit' },
  { name: 'build', script: 'build' },
  { name: 'size', script: 'size' },
  // After the build, which it starts as `npm start` does: faults, attacks and a short load run.
  { name: 'reliability', script: 'test:reliability' },
  { name: 'e2e', script: 'test:e2e' },
]

interface Timing {
  name: string
  ms: number
  code: number
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'

let current: ChildProcess | undefined

/** Runs `npm run <script>` with this terminal; resolves with its exit code (signals count as failure). */
function run(script: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', script], { stdio: 'inherit' })
    current = child
    child.on('error', (error) => {
      console.error(`npm run ${script} could not start: ${error.message}`)
      resolve(1)
    })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 + signalNumber(signal) : 1)))
  })
}

function signalNumber(signal: NodeJS.Signals): number {
  return signal === 'SIGINT' ? 2 : signal === 'SIGTERM' ? 15 : 1
}

function duration(ms: number): string {
  const seconds = ms / 1000
  if (seconds < 60) return `${seconds.toFixed(1)} s`
  const minutes = Math.floor(seconds / 60)
  return `${minutes} min ${(seconds - minutes * 60).toFixed(0).padStart(2, '0')} s`
}

function report(timings: Timing[], total: number) {
  const width = Math.max(...PHASES.map((p) => p.name.length), 'total'.length)
  const lines = timings.map(
    (t) =>
      `  ${t.name.padEnd(width)}  ${duration(t.ms).padStart(12)}${t.code ? `  failed (exit ${t.code})` : ''}`,
  )
  const notRun = PHASES.slice(timings.length).map(
    (p) => `  ${p.name.padEnd(width)}  ${'not run'.padStart(12)}`,
  )
  console.log(
    [
      '',
      'Phase times',
      ...lines,
      ...notRun,
      `  ${'total'.padEnd(width)}  ${duration(total).padStart(12)}`,
    ].join('\n'),
  )
}

// Ctrl-C reaches the running phase itself (same process group); a SIGTERM sent to this process alone
// is passed on. Either way the phase ends, the run stops there and the times so far are printed.
process.on('SIGINT', () => {})
process.on('SIGTERM', () => current?.kill('SIGTERM'))

const started = performance.now()
const timings: Timing[] = []
for (const phase of PHASES) {
  const phaseStart = performance.now()
  const code = await run(phase.script)
  timings.push({ name: phase.name, ms: performance.now() - phaseStart, code })
  if (code !== 0) break
}
report(timings, performance.now() - started)
process.exit(timings.at(-1)?.code ?? 0)
