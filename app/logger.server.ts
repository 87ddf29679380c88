import pino from 'pino'
import { getEnv } from './env.server.ts'

// Secrets that must never reach a log line: tokens, PKCE values, passwords, cookies and the
// Authorization header, at the top level of a log object and one or two levels down.
const SECRET_KEYS = [
  'accessToken',
  'refreshToken',
  'token',
  'authorizationCode',
  'codeVerifier',
  'pkceVerifier',
  'password',
  'authorization',
  'Authorization',
  'cookie',
  'Cookie',
]

/** pino's redaction of secret fields (exported for its test). */
export const LOG_REDACT = {
  paths: SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
  censor: '[redacted]',
}

/** Structured JSON logs; request-scoped children carry the request and correlation ids. */
export const logger = pino({
  level: getEnv().LOG_LEVEL,
  base: { service: 'storefront' },
  redact: LOG_REDACT,
})

export type Logger = typeof logger
