import pino from 'pino'
import { getEnv } from './env.server.ts'

/** Structured JSON logs; request-scoped children carry the request and correlation ids. */
export const logger = pino({
  level: getEnv().LOG_LEVEL,
  base: { service: 'storefront' },
  redact: {
    paths: ['*.authorization', '*.Authorization', '*.password', '*.accessToken', '*.refreshToken', '*.token'],
    censor: '[redacted]',
  },
})

export type Logger = typeof logger
