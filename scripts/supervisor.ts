/**
 * `npm start`'s supervision of its two processes, the storefront and the commerce API emulator: one
 * that exits unexpectedly (a non-zero code, a signal) is restarted after a short pause, growing while it keeps crashing soon
 * after it started, and given up after several such crashes in a row (then the whole start stops, so
 * a supervisor outside sees it). The other process keeps running meanwhile.
 */

/** What a supervised process is to its supervisor: a forked child, or a fake one in a test. */
export interface Child {
  readonly connected?: boolean
  on(event: 'message', listener: (message: unknown) => void): unknown
  once(event: 'exit', listener: (code: number | null, signal: NodeJS.Signals | null) => void): unknown
  send?(message: unknown): boolean
  kill(signal?: NodeJS.Signals): boolean
}

/** A child says it is serving, and where, by this IPC message; the supervisor stops it with STOP. */
export interface ReadyMessage {
  type: 'ready'
  url: string
}
export const STOP = { type: 'stop' } as const

/** True for the message a child sends once it serves. */
export function isReadyMessage(message: unknown): message is ReadyMessage {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as { type?: unknown }).type === 'ready' &&
    typeof (message as { url?: unknown }).url === 'string'
  )
}

/** True for the supervisor's request to stop gracefully. */
export function isStopMessage(message: unknown): boolean {
  return typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'stop'
}

export interface SuperviseOptions {
  name: string
  start: () => Child
  /** Each time the process serves, first start and restarts alike. */
  onReady: (url: string) => void
  /** After `maxQuickCrashes` crashes in a row, each within `quickCrashMs` of its start. */
  onGiveUp: () => void
  /** The process exited with code 0 unasked: someone stopped it on purpose (a signal to it alone). */
  onCleanExit: () => void
  log?: (line: string) => void
  /** The pause before the nth restart in a row (1-based). */
  backoffMs?: (crashesInARow: number) => number
  quickCrashMs?: number
  maxQuickCrashes?: number
  /** How long a graceful stop may take before the process is killed. */
  stopTimeoutMs?: number
  now?: () => number
  setTimer?: (run: () => void, ms: number) => { cancel: () => void }
}

export interface Supervised {
  /** Stops the process gracefully (STOP, or SIGTERM without IPC) and does not restart it. */
  stop: () => Promise<void>
}

const defaultTimer = (run: () => void, ms: number) => {
  const timer = setTimeout(run, ms)
  return { cancel: () => clearTimeout(timer) }
}

/** Starts a process and keeps it running (see the module's comment). */
export function supervise({
  name,
  start,
  onReady,
  onGiveUp,
  onCleanExit,
  log = (line) => console.error(line),
  backoffMs = (n) => Math.min(250 * 2 ** n, 8000),
  quickCrashMs = 30_000,
  maxQuickCrashes = 5,
  stopTimeoutMs = 30_000,
  now = Date.now,
  setTimer = defaultTimer,
}: SuperviseOptions): Supervised {
  let child: Child | undefined
  let exited: Promise<void> = Promise.resolve()
  let restart: { cancel: () => void } | undefined
  let stopping = false
  let crashesInARow = 0

  function run() {
    restart = undefined
    const startedAt = now()
    const current = start()
    child = current
    current.on('message', (message) => {
      if (isReadyMessage(message)) onReady(message.url)
    })
    exited = new Promise((resolve) => {
      current.once('exit', (code, signal) => {
        child = undefined
        resolve()
        if (stopping) return
        if (code === 0 && !signal) {
          log(`${name} stopped`)
          onCleanExit()
          return
        }
        crashesInARow = now() - startedAt < quickCrashMs ? crashesInARow + 1 : 1
        const how = signal ? `signal ${signal}` : `code ${code}`
        if (crashesInARow >= maxQuickCrashes) {
          log(`${name} exited (${how}), ${crashesInARow} times in a row soon after starting; giving up`)
          onGiveUp()
          return
        }
        const pause = backoffMs(crashesInARow)
        log(`${name} exited (${how}); restarting in ${pause} ms`)
        restart = setTimer(run, pause)
      })
    })
  }

  run()
  return {
    async stop() {
      stopping = true
      restart?.cancel()
      const current = child
      if (!current) return
      if (current.connected && current.send) current.send(STOP)
      else current.kill('SIGTERM')
      const deadline = setTimer(() => current.kill('SIGKILL'), stopTimeoutMs)
      await exited
      deadline.cancel()
    },
  }
}
