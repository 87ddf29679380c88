import { Writable } from 'node:stream'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { LOG_REDACT } from './logger.server.ts'

function capture() {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString())
      done()
    },
  })
  return { log: pino({ redact: LOG_REDACT }, stream), lines }
}

describe('log redaction', () => {
  it('AUTH-003 tokens, PKCE values, passwords, cookies and Authorization never reach a log line', () => {
    const { log, lines } = capture()
    const secrets = {
      accessToken: 'at_secret-1',
      refreshToken: 'rt_secret-2',
      token: 'tok_secret-3',
      authorizationCode: 'code_secret-4',
      codeVerifier: 'ver_secret-5',
      password: 'Passw0rd!',
    }
    log.info(secrets, 'top level')
    log.info({ session: secrets, body: { refreshToken: 'rt_secret-2' } }, 'one level down')
    log.info(
      { request: { headers: { authorization: 'Bearer at_secret-1', cookie: '__session=sealed' } } },
      'two levels',
    )
    log.child({ accessToken: 'at_secret-1' }).info('in a child binding')
    const output = lines.join('')
    for (const value of [...Object.values(secrets), 'Bearer at_secret-1', '__session=sealed']) {
      expect(output).not.toContain(value)
    }
    expect(output.match(/\[redacted\]/g)?.length).toBeGreaterThanOrEqual(15)
    // What is not secret still shows.
    log.info({ correlationId: 'c-1', path: '/token/v2/auth/token' }, 'kept')
    expect(lines.at(-1)).toContain('/token/v2/auth/token')
  })
})
