import { EventEmitter } from 'node:events'
import { describe, expect, it } from 'vitest'
import { STOP, supervise, type Child } from '../../scripts/supervisor.ts'

/** A process that exits when the test says, as a forked child would. */
class FakeChild extends EventEmitter implements Child {
  connected = true
  sent: unknown[] = []
  send(message: unknown) {
    this.sent.push(message)
    if (message === STOP) this.exit(0)
    return true
  }
  kill() {
    this.exit(null, 'SIGTERM')
    return true
  }
  ready(url = 'http://localhost:1') {
    this.emit('message', { type: 'ready', url })
  }
  exit(code: number | null, signal: NodeJS.Signals | null = null) {
    this.emit('exit', code, signal)
  }
}

/** A supervisor over fake children, a fake clock and timers the test runs by hand. */
function harness() {
  const children: FakeChild[] = []
  const timers: { run: () => void; ms: number; cancelled: boolean }[] = []
  const events: string[] = []
  let clock = 0
  const supervised = supervise({
    name: 'fake',
    start: () => {
      const child = new FakeChild()
      children.push(child)
      return child
    },
    onReady: (url) => events.push(`ready ${url}`),
    onGiveUp: () => events.push('gave up'),
    onCleanExit: () => events.push('clean exit'),
    log: (line) => events.push(line),
    quickCrashMs: 1000,
    maxQuickCrashes: 3,
    now: () => clock,
    setTimer: (run, ms) => {
      const timer = { run, ms, cancelled: false }
      timers.push(timer)
      return { cancel: () => (timer.cancelled = true) }
    },
  })
  const latest = () => children.at(-1)!
  /** Runs the pending restart timer (the backoff). */
  const restart = () => {
    const timer = timers.filter((t) => !t.cancelled).at(-1)!
    timer.cancelled = true
    timer.run()
    return timer.ms
  }
  return { supervised, children, timers, events, latest, restart, tick: (ms: number) => (clock += ms) }
}

describe('the start script supervisor', () => {
  it('restarts a process that crashed, after a pause that grows while it keeps crashing', () => {
    const { children, events, latest, restart, tick } = harness()
    latest().ready()
    tick(5000)
    latest().exit(1)
    expect(events).toContain('fake exited (code 1); restarting in 500 ms')
    expect(restart()).toBe(500)
    expect(children).toHaveLength(2)
    latest().ready('http://localhost:2')
    expect(events).toContain('ready http://localhost:2')
    latest().exit(null, 'SIGKILL')
    expect(restart()).toBe(1000)
    expect(children).toHaveLength(3)
  })

  it('gives up after several crashes in a row soon after starting, and a long run resets the count', () => {
    const { children, events, latest, restart, tick } = harness()
    latest().exit(1)
    restart()
    latest().exit(1)
    restart()
    // This run lasted: its crash counts as the first of a new series.
    tick(5000)
    latest().exit(1)
    restart()
    latest().exit(1)
    restart()
    expect(events).not.toContain('gave up')
    latest().exit(1)
    expect(events.at(-1)).toBe('gave up')
    expect(children).toHaveLength(5)
  })

  it('stops a process gracefully and does not restart it', async () => {
    const { supervised, children, timers, latest } = harness()
    await supervised.stop()
    expect(latest().sent).toEqual([STOP])
    expect(children).toHaveLength(1)
    // Only the stop's deadline was set, and it is cancelled.
    expect(timers.every((t) => t.cancelled)).toBe(true)
  })

  it('a clean exit nobody asked for is reported, not restarted', () => {
    const { children, events, latest } = harness()
    latest().exit(0)
    expect(events.at(-1)).toBe('clean exit')
    expect(children).toHaveLength(1)
  })
})
