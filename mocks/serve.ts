import { startEmulator } from './http.ts'

/** `tsx mocks/serve.ts`: the emulator alone, on EMULATOR_PORT (default 3100). */
const emulator = await startEmulator({ port: Number(process.env.EMULATOR_PORT ?? 3100) })
console.log(`Commerce API emulator on ${emulator.url}`)

function shutdown() {
  void emulator.close().then(() => process.exit(0))
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
