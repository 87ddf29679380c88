import { spawn, type ChildProcess } from 'node:child_process'

/**
 * `npm test`: every check CI runs, in steps. The checks of one step do not depend on each other and run
 * at the same time (each is mostly one process on one core: tsc, eslint, the bundler); a step with one
 * check streams its output as it goes, a step with several prints each check's output whole when it
 * ends, so the log still reads one check at a time. A step starts when the one before has passed; a
 * check that needs only one check of an earlier step (`after`) starts as soon as that one has. At
 * the end, and also when a check fails (the run stops after its step), it prints how long each check
 * and each step took and the total, so a suite that grows slower shows where. Exits with the first
 * failed check's code.
 */
interface Phase {
  name: string
  script: string
  /**
   * The one check of an earlier step this one needs: it starts as soon as that check has passed,
   * beside whatever runs then, and its own step waits for it.
   */
  after?: string
}

const STEPS: Phase[][] = [
  // The route types tsc and the build read, written once before anything reads them.
  [{ name: 'typegen', script: 'typegen' }],
  [
    // The production dependencies against the registry's advisories (no high or critical one).
    { name: 'audit', script: 'audit' },
    { name: 'typecheck', script: 'typecheck:tsc' },
    { name: 'lint', script: 'lint' },
    // Every requirement row named by a test title; a ratchet on tests/rows-unnamed.txt (seconds).
    { name: 'rows', script: 'rows' },
    { name: 'build', script: 'build' },
  ],
  [
    // Its two workers keep both cores busy.
    { name: 'unit+integration', script: 'test:unit' },
    { name: 'size', script: 'size' },
  ],
  [
    // Faults, attacks and a short load run against the build, which it starts as `npm start` does. It
    // needs only the build, so it starts when the build has passed, beside the typecheck, the lint and
    // the unit tests. Its time is mostly the servers' starts and stops and waits, and on its own ports
    // it runs on beside the journeys' first minute rather than holding them back (it ends about 40 s
    // after the unit tests).
    { name: 'reliability', script: 'test:reliability', after: 'build' },
    { name: 'e2e', script: 'test:e2e' },
  ],
]

interface Timing {
  name: string
  ms: number
  code: number
  /** A failed check's last lines, when its output was printed whole mid-run (it ran beside others). */
  tail?: string
}

/** How many of a failed check's last lines the report repeats: its failures and summary, in a CI log's tail. */
const TAIL_LINES = 60

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'

const running = new Set<ChildProcess>()

/**
 * Runs `npm run <script>`; resolves with its exit code (signals count as failure). Alone in its step it
 * shares this terminal; beside others its output is kept and printed whole when it ends.
 */
function run(script: string, alone: boolean): Promise<{ code: number; output?: string }> {
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', script], { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] })
    running.add(child)
    const output: Buffer[] = []
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk))
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk))
    const done = (code: number) => {
      running.delete(child)
      if (alone) return resolve({ code })
      const whole = Buffer.concat(output)
      process.stdout.write(whole)
      resolve({ code, output: whole.toString('utf8') })
    }
    child.on('error', (error) => {
      output.push(Buffer.from(`npm run ${script} could not start: ${error.message}\n`))
      done(1)
    })
    child.on('close', (code, signal) => done(code ?? (signal ? 128 + signalNumber(signal) : 1)))
  })
}

function signalNumber(signal: NodeJS.Signals): number {
  return signal === 'SIGINT' ? 2 : signal === 'SIGTERM' ? 15 : 1
}

function duration(ms: number): string {
  const seconds = ms / 1000
  if (seconds < 60) return `${seconds.toFixed(1)} s`
  // Whole seconds first: 1079.6 s is 18 min 00 s, not 17 min 60 s.
  const whole = Math.round(seconds)
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`
}

function report(timings: Timing[][], stepTimes: number[], total: number) {
  const names = STEPS.flat().map((p) => p.name)
  const width = Math.max(...names.map((name) => name.length), 'total'.length) + 2
  const line = (name: string, ms: number | undefined, note = '') =>
    `  ${name.padEnd(width)}  ${(ms === undefined ? 'not run' : duration(ms)).padStart(12)}${note}`
  const lines = STEPS.flatMap((step, index) => {
    const ran = timings[index]
    if (!ran) return step.map((phase) => line(phase.name, undefined))
    const checks = ran.map((t) => line(t.name, t.ms, t.code ? `  failed (exit ${t.code})` : ''))
    // A step of several checks: its own time is what it added to the run.
    return step.length > 1 ? [...checks, line('  (step)', stepTimes[index])] : checks
  })
  // A check that failed beside others printed its output when it ended, which a long check beside it
  // (the journeys) then pushes far up the log: its failures are repeated here, just above the times.
  const failed = timings
    .flat()
    .flatMap((t) =>
      t.tail === undefined
        ? []
        : ['', `${t.name} failed. The last ${TAIL_LINES} lines of its output (printed whole above):`, t.tail],
    )
  console.log([...failed, '', 'Check times', ...lines, line('total', total)].join('\n'))
}

// Ctrl-C reaches the running checks themselves (same process group); a SIGTERM sent to this process
// alone is passed on. Either way the checks end, the run stops there and the times so far are printed.
process.on('SIGINT', () => {})
process.on('SIGTERM', () => running.forEach((child) => child.kill('SIGTERM')))

/** The last lines of an output, without its colour codes. */
function lastLines(output: string, count: number): string {
  // eslint-disable-next-line no-control-regex -- the escape sequences are what is removed
  const plain = output.replace(/\u001b\[[0-9;]*m/g, '').trimEnd()
  return plain.split('\n').slice(-count).join('\n')
}

async function timed(phase: Phase, alone: boolean): Promise<Timing> {
  const phaseStart = performance.now()
  const { code, output } = await run(phase.script, alone)
  const tail = code !== 0 && output ? lastLines(output, TAIL_LINES) : undefined
  return { name: phase.name, ms: performance.now() - phaseStart, code, tail }
}

const started = performance.now()
const timings: Timing[][] = []
const stepTimes: number[] = []
// Checks started ahead of their step (`after`), by name, once the check they need has passed.
const early = new Map<string, Promise<Timing>>()
for (const [index, step] of STEPS.entries()) {
  const stepStart = performance.now()
  const waiting = STEPS.slice(index + 1)
    .flat()
    .filter((phase) => phase.after)
  const results = await Promise.all(
    step.map(async (phase) => {
      // A check alone in its step once those started early are set aside streams its output.
      const alone = step.filter((other) => !other.after).length === 1
      const timing = early.get(phase.name) ?? timed(phase, alone)
      const result = await timing
      if (result.code === 0) {
        for (const next of waiting.filter((candidate) => candidate.after === phase.name)) {
          early.set(next.name, timed(next, false))
        }
      }
      return result
    }),
  )
  timings.push(results)
  stepTimes.push(performance.now() - stepStart)
  if (results.some((t) => t.code !== 0)) {
    // A check started ahead of the next step is stopped with the run (SIGTERM reaches every running check).
    running.forEach((child) => child.kill('SIGTERM'))
    await Promise.all(early.values())
    break
  }
}
report(timings, stepTimes, performance.now() - started)
process.exit(timings.flat().find((t) => t.code !== 0)?.code ?? 0)
