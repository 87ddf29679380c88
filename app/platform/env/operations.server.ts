import { z } from 'zod'

/**
 * Running the storefront: limits, caches, circuits, shared state, proxies, logging, start and stop.
 */
/** What the upstreams and the emulator sign change webhooks with when nothing else is set. */
export const DEV_WEBHOOK_SECRET = 'dev-webhook-secret'

export const operationsEnv = {
  /** Posts per client and minute on sign-in-like paths (rate limit; 20 in production). */
  SENSITIVE_POSTS_PER_MINUTE: z.coerce.number().int().positive().default(20),
  /** Decision 044: state shared by every instance (idempotency, locks, rate limits, caches) in Redis. */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /**
   * Decision 069: the secret the upstreams sign their change webhooks with (HMAC-SHA256). The
   * production deployment refuses to start on the development default.
   */
  WEBHOOK_SECRET: z.string().min(1).default(DEV_WEBHOOK_SECRET),
  /** Decision 069: where the shared cache in front takes `BAN` purges by surrogate key (unset: none sent). */
  SHARED_CACHE_PURGE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Deadline of the non-critical reads (content, reviews, recommendations, stores, personalisation). */
  NON_CRITICAL_TIMEOUT_MS: z.coerce.number().int().positive().max(10_000).default(1500),
  /** Decision 065: seconds a first visit's page is kept for the next ones (0 off, production 10); its MB. */
  PAGE_CACHE_SECONDS: z.coerce.number().int().nonnegative().max(300).optional(),
  PAGE_CACHE_MB: z.coerce.number().int().positive().max(1024).default(16),
  /** Failures in a row that open a non-critical service's circuit, and how long it then rests. */
  CIRCUIT_FAILURES: z.coerce.number().int().positive().default(5),
  CIRCUIT_PAUSE_MS: z.coerce.number().int().positive().default(15_000),
  /** Which proxies to believe for X-Forwarded-*: a hop count or comma-separated addresses (default none). */
  TRUST_PROXY: z
    .string()
    .regex(/^(\d{1,2}|[\w.:/,\s-]+)?$/, 'must be a hop count or comma-separated addresses')
    .default(''),
  /** Largest form post (bytes) and largest text field in it (characters); uploads have their own limits. */
  MAX_FORM_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(64 * 1024),
  MAX_UPLOAD_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(32 * 1024 * 1024),
  MAX_FIELD_CHARS: z.coerce.number().int().positive().default(8000),
  /** How long a stopping server lets requests in flight finish before it closes what is open. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().nonnegative().default(10_000),
  /** The longest a starting server spends rendering a page before it reports ready (0: no warm-up). */
  WARM_UP_TIMEOUT_MS: z.coerce.number().int().nonnegative().max(30_000).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
}
