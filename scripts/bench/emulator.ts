import { startEmulator } from '../../mocks/http.ts'

/** The commerce API emulator as a process of its own, for the benchmark. */
const emulator = await startEmulator({ port: Number(process.env.EMULATOR_PORT ?? 3810), host: '127.0.0.1' })
console.log(`Commerce API emulator on ${emulator.url}`)
const stop = () => void emulator.close().then(() => process.exit(0))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
