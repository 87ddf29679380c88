import { isStopMessage } from './supervisor.ts'

/**
 * The commerce API emulator's own process under `npm start` (scripts/start.ts supervises it), so that
 * a storefront that dies does not take the emulator and its state with it, nor the other way round.
 */
const { startEmulator } = await import('../mocks/http.ts')
const emulator = await startEmulator({ port: Number(process.env.EMULATOR_PORT ?? 3100), host: '127.0.0.1' })
if (process.send) process.send({ type: 'ready', url: emulator.url })
else console.log(`Commerce API emulator on ${emulator.url}`)

let stopping = false
function stop() {
  if (stopping) return
  stopping = true
  void emulator.close().then(() => process.exit(0))
}
// A terminal's Ctrl-C or a group's SIGTERM reaches every process at once; under a supervisor the
// emulator waits for it, which stops the storefront first (its requests in flight may still call here).
const supervised = Boolean(process.send)
process.on('SIGINT', () => supervised || stop())
process.on('SIGTERM', () => supervised || stop())
process.on('message', (message) => {
  if (isStopMessage(message)) stop()
})
process.on('disconnect', stop)
