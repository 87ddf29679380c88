import { describe, expect, it } from 'vitest'
import { parseEnv, parseTrustProxy } from './env.server.ts'

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default, so a client cannot choose its own address with X-Forwarded-For', () => {
    expect(parseEnv({}).trustProxy).toBe(false)
    expect(parseTrustProxy('')).toBe(false)
    expect(parseTrustProxy('0')).toBe(false)
  })

  it('takes a hop count or the proxies’ addresses', () => {
    expect(parseTrustProxy('2')).toBe(2)
    expect(parseTrustProxy('10.0.0.1, 10.0.0.0/8,loopback')).toEqual(['10.0.0.1', '10.0.0.0/8', 'loopback'])
    expect(parseEnv({ TRUST_PROXY: '1' }).trustProxy).toBe(1)
  })

  it('refuses a value that is neither', () => {
    expect(() => parseEnv({ TRUST_PROXY: 'yes please; drop' })).toThrow(/TRUST_PROXY/)
  })
})

describe('deadlines', () => {
  it('non-critical reads default to 1.5 s, critical ones to the API timeout', () => {
    const env = parseEnv({})
    expect(env.NON_CRITICAL_TIMEOUT_MS).toBe(1500)
    expect(env.API_TIMEOUT_MS).toBe(10000)
    expect(parseEnv({ NON_CRITICAL_TIMEOUT_MS: '800' }).NON_CRITICAL_TIMEOUT_MS).toBe(800)
  })
})

describe('ASSOCIATE_SESSION_MINUTES', () => {
  it('INSTORE-002 an associate’s shift is two hours unless configured, and at most a day', () => {
    expect(parseEnv({}).ASSOCIATE_SESSION_MINUTES).toBe(120)
    expect(parseEnv({ ASSOCIATE_SESSION_MINUTES: '480' }).ASSOCIATE_SESSION_MINUTES).toBe(480)
    for (const value of ['0', '-5', '1.5', 'soon', '1441'])
      expect(() => parseEnv({ ASSOCIATE_SESSION_MINUTES: value }), value).toThrow(/ASSOCIATE_SESSION_MINUTES/)
  })
})

describe('WEBHOOK_SECRET', () => {
  it('decision 069: the development secret by default; the production deployment does not start on it', () => {
    expect(parseEnv({}).WEBHOOK_SECRET).toBe('dev-webhook-secret')
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'a-real-session-secret' }
    expect(parseEnv(production).WEBHOOK_SECRET).toBe('dev-webhook-secret')
    expect(() => parseEnv({ ...production, DEPLOY_ENV: 'production' })).toThrow(/WEBHOOK_SECRET/)
    expect(parseEnv({ ...production, DEPLOY_ENV: 'production', WEBHOOK_SECRET: 'real' }).WEBHOOK_SECRET).toBe(
      'real',
    )
  })
})

describe('response validation', () => {
  it('PLAT-020 on by default in development only; configurable elsewhere; never in the production deployment', () => {
    expect(parseEnv({ NODE_ENV: 'development' }).validateApiResponses).toBe(true)
    expect(parseEnv({ NODE_ENV: 'test' }).validateApiResponses).toBe(false)
    expect(parseEnv({ NODE_ENV: 'production', SESSION_SECRET: 's' }).validateApiResponses).toBe(false)
    expect(parseEnv({ NODE_ENV: 'test', VALIDATE_API_RESPONSES: 'true' }).validateApiResponses).toBe(true)
    expect(parseEnv({ NODE_ENV: 'development', VALIDATE_API_RESPONSES: 'false' }).validateApiResponses).toBe(
      false,
    )
    // `npm start` runs production builds for demos and tests: only the production deployment is production.
    const production = { NODE_ENV: 'production', SESSION_SECRET: 's', WEBHOOK_SECRET: 'a-real-secret' }
    expect(parseEnv({ ...production, VALIDATE_API_RESPONSES: 'true' }).validateApiResponses).toBe(true)
    expect(
      parseEnv({ ...production, DEPLOY_ENV: 'production', VALIDATE_API_RESPONSES: 'true' })
        .validateApiResponses,
    ).toBe(false)
  })
})
