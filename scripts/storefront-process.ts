import { isStopMessage } from './supervisor.ts'

/**
 * The storefront's own process under `npm start` (scripts/start.ts supervises it): it serves, tells
 * the supervisor where, and stops gracefully when asked, signalled, or left without its supervisor.
 */
const dev = process.argv.includes('--dev')
// Set by the supervisor; started on its own (the benchmark, the soak), it runs the build likewise.
process.env.NODE_ENV ??= dev ? 'development' : 'production'

// tsx turns Node's source maps on for the TypeScript it compiles, and Node then parses the map of every
// module loaded after it that names one: dependencies ship theirs, and their parsed mappings held 57 of
// the 129 MB left after a full collection, so the collector ran far more often under load (decision 061).
// The build has no maps, so a production stack trace loses nothing of the storefront's own code.
if (!dev && !process.execArgv.includes('--enable-source-maps')) process.setSourceMapsEnabled(false)
const { startServer } = await import('../server.ts')
const server = await startServer({ dev })
if (process.send) process.send({ type: 'ready', url: server.url })
else console.log(`Storefront ready on ${server.url}`)

// Graceful: stop accepting and finish what is in flight. A second signal stops at once.
let stopping = false
function stop() {
  if (stopping) return
  stopping = true
  void server.close().then(() => process.exit(0))
}
function onSignal() {
  if (stopping) process.exit(1)
  stop()
}
process.on('SIGINT', onSignal)
process.on('SIGTERM', onSignal)
process.on('message', (message) => {
  if (isStopMessage(message)) stop()
})
// The supervisor is gone (killed outright): nobody would restart or stop this process.
process.on('disconnect', stop)
