import { Writable } from 'node:stream'
import pino from 'pino'
import { LOG_OPTIONS } from '#app/platform/log/logger.server.ts'

/** A logger with the storefront's options writing to memory: each line written, as written. */
export function captureLog(level: pino.LevelWithSilent = 'info') {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString())
      done()
    },
  })
  return { log: pino({ ...LOG_OPTIONS, level }, stream), lines }
}
