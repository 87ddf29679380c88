import type pino from 'pino'
import { describe, expect, it } from 'vitest'
import { captureLog as capture } from '#tests/helpers/log-capture.ts'
import { lazyChild } from './logger.server.ts'

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

describe('the logger never throws on what it is given', () => {
  const SESSION = '__session=sealed-secret'
  const BEARER = 'Bearer at_secret-1'

  /** The one line a call wrote, parsed; the call itself must not throw. */
  function logged(write: (log: pino.Logger) => void) {
    const { log, lines } = capture()
    expect(() => write(log)).not.toThrow()
    expect(lines).toHaveLength(1)
    const [line = ''] = lines
    expect(line).not.toContain(SESSION)
    expect(line).not.toContain(BEARER)
    expect(line).not.toContain('rt_secret-2')
    return JSON.parse(line) as Record<string, unknown>
  }

  const signInRedirect = () =>
    new Response(null, {
      status: 302,
      headers: { Location: '/en-us/sign-in?redirectTo=%2Fen-us%2Faccount', 'Set-Cookie': SESSION },
    })

  it('a thrown Response is logged by its status and telling headers, never its cookies', () => {
    const line = logged((log) => log.warn({ err: signInRedirect() }, 'event registrations unavailable'))
    expect(line.msg).toBe('event registrations unavailable')
    expect(line.err).toEqual({
      type: 'Response',
      status: 302,
      headers: { location: '/en-us/sign-in?redirectTo=%2Fen-us%2Faccount' },
    })
  })

  it('Headers show their names, with the credentials censored', () => {
    const headers = new Headers({ authorization: BEARER, cookie: SESSION, accept: 'application/json' })
    const line = logged((log) => log.warn({ upstream: { request: { headers } } }, 'headers'))
    expect(line.upstream).toEqual({
      request: { headers: { accept: 'application/json', authorization: '[redacted]', cookie: '[redacted]' } },
    })
  })

  it('an error whose cause is a Response shows both', () => {
    const error = new Error('profile read failed', { cause: signInRedirect() })
    const line = logged((log) => log.error({ err: error }, 'failed'))
    expect(line.err).toMatchObject({
      type: 'Error',
      message: 'profile read failed',
      stack: expect.stringContaining('profile read failed'),
      cause: { type: 'Response', status: 302 },
    })
  })

  it('a cycle is cut where it closes, and secrets below it are still censored', () => {
    const session: Record<string, unknown> = { refreshToken: 'rt_secret-2', consumerNo: 'C1' }
    session.self = session
    const line = logged((log) => log.warn({ a: { b: { c: { session } } } }, 'cycle'))
    expect(line.a).toEqual({
      b: { c: { session: { refreshToken: '[redacted]', consumerNo: 'C1', self: '[Circular]' } } },
    })
  })

  it('a getter that throws leaves the rest of the object', () => {
    const odd = {
      id: 'x-1',
      cookie: SESSION,
      get broken(): string {
        throw new Error('no')
      },
    }
    const line = logged((log) => log.warn({ odd }, 'getter'))
    expect(line.odd).toEqual({ id: 'x-1', cookie: '[redacted]', broken: '[unreadable]' })
  })

  it('a request-scoped child logger is protected the same way', () => {
    const line = logged((log) =>
      log.child({ requestId: 'r-1', token: 'tok' }).warn({ err: signInRedirect() }, 'in a child'),
    )
    expect(line).toMatchObject({ requestId: 'r-1', token: '[redacted]', err: { status: 302 } })
  })

  it('a Response, a Request or an error as the only argument is logged too', () => {
    expect(logged((log) => log.warn(signInRedirect())).status).toBe(302)
    const request = new Request('http://localhost/en-us/reset-password?token=tok_secret-3', {
      headers: { cookie: SESSION },
    })
    const line = logged((log) => log.warn({ request }, 'request'))
    expect(line.request).toEqual({
      type: 'Request',
      method: 'GET',
      url: 'http://localhost/en-us/reset-password?token=%5Bredacted%5D',
    })
    expect(logged((log) => log.warn(new Error('alone'))).msg).toBe('alone')
  })
})

describe('a child made when first asked for (lazyChild)', () => {
  it('makes no child until a line is written with it, then one, whose lines carry the bindings redacted', () => {
    const { log, lines } = capture()
    let made = 0
    const parent = Object.assign(Object.create(log) as typeof log, {
      child: (bindings: Record<string, unknown>) => {
        made += 1
        return log.child(bindings)
      },
    })
    const child = lazyChild(parent, { correlationId: 'c-1', accessToken: 'at_secret-1' })
    expect(made).toBe(0)
    child().warn('first')
    child().warn('second')
    expect(made).toBe(1)
    const written = lines.map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(written.map((line) => [line.msg, line.correlationId, line.accessToken])).toEqual([
      ['first', 'c-1', '[redacted]'],
      ['second', 'c-1', '[redacted]'],
    ])
  })
})
