import { z } from 'zod'
import type { VisitorState } from './visitor-state.ts'

/**
 * Experimentation (001 §3, §4, §7 Experimentation, §9): the flag client's datafile, its user context,
 * the spec's constants and the pure rules around them. The flag client itself (the provider's SDK)
 * lives in `app/features/personalisation/api/experimentation.server.ts`; these are the values it is configured with.
 */

/** CONST-055: the datafile is polled every 5 minutes unless configured. */
export const DATAFILE_POLL_MS = 300_000
/** CONST-056: a poll interval under 30 s logs a warning (the SDK's own check). */
export const DATAFILE_POLL_WARNING_BELOW_MS = 30_000
/** CONST-065: one datafile request may take 60 s. */
export const DATAFILE_REQUEST_TIMEOUT_MS = 60_000
/** CONST-057: the waits before each retry of a failed datafile fetch, in seconds; the last repeats. */
export const DATAFILE_BACKOFF_SECONDS = [0, 8, 16, 32, 64, 128, 256, 512] as const
/** CONST-057: up to 1 s of random wait is added to each. */
export const DATAFILE_BACKOFF_JITTER_MS = 1000
/** CONST-058: how long the client may take to become ready before it counts as failed. */
export const READY_TIMEOUT_MS = 30_000
/** CONST-060: the event queue sends a batch of 10 events… */
export const EVENT_BATCH_SIZE = 10
/**
 * CONST-060 / CONST-054: …or what it holds after 1000 ms: the browser's interval (A4), and what a
 * configured interval that is not valid falls back to (VAL-048)…
 */
export const EVENT_FLUSH_INTERVAL_MS = 1000
/**
 * CONST-049: the flag client runs on the server, whose default interval is 30000 ms (A4: the browser
 * flushes after 1000 ms, a server-side client after 30000 ms). Closing the client sends what it holds.
 */
export const SERVER_EVENT_FLUSH_INTERVAL_MS = 30_000
/** CONST-060: …and holds at most 10000 events waiting to be sent; more are dropped. */
export const EVENT_MAX_QUEUE = 10_000
/** CONST-050: one request of the flag client other than the datafile's (the event log) may take 60 s. */
export const EXPERIMENT_REQUEST_TIMEOUT_MS = 60_000
/** CONST-059: bucketing maps a 32-bit hash of the user id and the experiment onto 0..9999. */
export const BUCKETING_SPACE = 10_000
/** CONST-062: the visitor id's prefix and maximum length. */
export const VISITOR_ID_PREFIX = 'vuid_'
export const VISITOR_ID_MAX_LENGTH = 32

/**
 * CONST-057: how long to wait before retry number `failures` (1 for the first failure) of a failed
 * datafile fetch: 0, 8, 16 … 512 s, then 512 s again, plus up to 1 s at random.
 */
export function datafileBackoffMs(failures: number, random: () => number = Math.random): number {
  const steps = DATAFILE_BACKOFF_SECONDS
  const index = Math.min(Math.max(failures, 1), steps.length) - 1
  return steps[index]! * 1000 + Math.floor(random() * DATAFILE_BACKOFF_JITTER_MS)
}

/** PERS-072: a new visitor id, `vuid_` and random hex, 32 characters in all. */
export function newVisitorId(randomHex: (length: number) => string): string {
  return VISITOR_ID_PREFIX + randomHex(VISITOR_ID_MAX_LENGTH - VISITOR_ID_PREFIX.length)
}

const VISITOR_ID_PATTERN = new RegExp(`^${VISITOR_ID_PREFIX}[a-z0-9]{1,${VISITOR_ID_MAX_LENGTH - 5}}$`)

/** True for a value that can be a visitor id we issued; anything else in the cookie is replaced. */
export function isVisitorId(value: unknown): value is string {
  return typeof value === 'string' && VISITOR_ID_PATTERN.test(value)
}

/** PERS-061: the attributes of a user context; VAL-053 only strings, booleans and safe numbers. */
export type UserAttributes = Record<string, string | boolean | number>

/**
 * PERS-061: the user context's attributes, from the visitor's state (PERS-041), where they shop and,
 * in the app's webview, the app's version (`appVersion`, which audiences compare as a semantic
 * version, VAL-055). Audiences in the datafile may target any of them.
 */
export function userAttributes(
  visitor: VisitorState,
  where: { locale: string; site: string; appVersion?: string },
): UserAttributes {
  return sendableAttributes({
    loggedIn: visitor.loggedIn,
    loyaltyMember: visitor.loyaltyMember,
    employee: visitor.employee,
    athlete: visitor.athlete,
    wranx: visitor.wranx,
    ipa: visitor.ipa,
    associate: visitor.associate,
    cartEmpty: visitor.cartItemCount === 0,
    locale: where.locale,
    site: where.site,
    ...(where.appVersion ? { appVersion: where.appVersion } : {}),
  })
}

/** VAL-053: drops attribute values other than strings, booleans and safe (finite, ±2^53) numbers. */
export function sendableAttributes(attributes: Record<string, unknown>): UserAttributes {
  const kept: UserAttributes = {}
  for (const [key, value] of Object.entries(attributes)) {
    if (typeof value === 'string' || typeof value === 'boolean') kept[key] = value
    else if (
      typeof value === 'number' &&
      Number.isFinite(value) &&
      Math.abs(value) <= Number.MAX_SAFE_INTEGER
    )
      kept[key] = value
  }
  return kept
}

/** VAL-049: the flag client's user id is a non-empty string; anything else is an invalid input. */
export function isFlagUserId(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0
}

/**
 * PERS-070 / VAL-052: the tags of a tracked event. `revenue` (in cents) is an integer, `value` a float;
 * each is dropped when it does not parse to a finite number. Other tags pass when they are strings,
 * booleans or finite numbers.
 */
export function eventTags(tags: Record<string, unknown>): Record<string, string | number | boolean> {
  const kept: Record<string, string | number | boolean> = {}
  // VAL-051: event tags are an object; what arrives as anything else (from a form, a query) adds none.
  if (typeof tags !== 'object' || tags === null || Array.isArray(tags)) return kept
  for (const [key, raw] of Object.entries(tags)) {
    if (key === 'revenue') {
      const revenue = typeof raw === 'number' ? Math.trunc(raw) : Number.parseInt(String(raw), 10)
      if (Number.isFinite(revenue)) kept.revenue = revenue
    } else if (key === 'value') {
      const value = typeof raw === 'number' ? raw : Number.parseFloat(String(raw))
      if (Number.isFinite(value)) kept.value = value
    } else if (typeof raw === 'string' || typeof raw === 'boolean') kept[key] = raw
    else if (typeof raw === 'number' && Number.isFinite(raw)) kept[key] = raw
  }
  return kept
}

/** PERS-070: the purchase conversion's tags: the order total in cents as `revenue`. */
export function purchaseTags(total: number, orderNo: string) {
  return eventTags({ revenue: Math.round(total * 100), orderNo })
}

/** The event a completed order is tracked as (an event of the datafile). */
export const PURCHASE_EVENT_KEY = 'purchase'

/** 001 §3: an integration of the datafile, e.g. the customer-data platform's (key, host, publicKey, pixelUrl). */
const IntegrationSchema = z.looseObject({
  key: z.string(),
  host: z.string().optional(),
  publicKey: z.string().optional(),
  pixelUrl: z.string().optional(),
})

const ExperimentSchema = z.looseObject({
  id: z.string(),
  key: z.string(),
  status: z.string(),
  variations: z.array(z.looseObject({ id: z.string(), key: z.string() })),
})

/**
 * PERS-060: the flag client's datafile as 001 §3 lists it. The SDK reads the datafile itself; this is
 * what the storefront checks a datafile it ships or is served has (unknown fields are kept).
 */
export const DatafileSchema = z.looseObject({
  projectId: z.string(),
  accountId: z.string(),
  revision: z.string(),
  experiments: z.array(ExperimentSchema),
  featureFlags: z.array(
    z.looseObject({ id: z.string(), key: z.string(), experimentIds: z.array(z.string()) }),
  ),
  rollouts: z.array(z.looseObject({ id: z.string(), experiments: z.array(ExperimentSchema) })),
  groups: z.array(z.looseObject({ id: z.string() })),
  audiences: z.array(z.looseObject({ id: z.string() })),
  attributes: z.array(z.looseObject({ id: z.string(), key: z.string() })),
  events: z.array(z.looseObject({ id: z.string(), key: z.string() })),
  integrations: z.array(IntegrationSchema).default([]),
})
export type Datafile = z.infer<typeof DatafileSchema>

/** 001 §3: the experiment status that buckets visitors; any other status shows no variation. */
export const RUNNING = 'Running'

/** The experiments of a datafile that bucket visitors (status Running). */
export function runningExperiments(datafile: Datafile): Datafile['experiments'] {
  return datafile.experiments.filter((experiment) => experiment.status === RUNNING)
}

/** The flag client's event batching as configured, after VAL-047/VAL-048 have had their say. */
export interface EventBatching {
  batchSize: number
  flushIntervalMs: number
  /** What was replaced and why, for the log (VAL-047 asks for a warning). */
  warnings: string[]
}

/** A configured value as a number: environment values arrive as text, and blank text is not a number. */
function configuredNumber(raw: unknown): number {
  if (typeof raw === 'number') return raw
  if (typeof raw === 'string' && raw.trim() !== '') return Number(raw)
  return Number.NaN
}

/**
 * VAL-047, VAL-048, CONST-054: the event batch size must be an integer of at least 1, else 10 with a
 * warning; the flush interval must be greater than 0, else 1000 ms. Unset, the batch is 10 (CONST-048)
 * and the interval the server's 30000 ms (CONST-049), without a warning: only a value someone set and
 * got wrong is worth a log line.
 */
export function eventBatching(raw: { batchSize?: unknown; flushIntervalMs?: unknown }): EventBatching {
  const warnings: string[] = []
  let batchSize = EVENT_BATCH_SIZE
  if (raw.batchSize !== undefined) {
    const size = configuredNumber(raw.batchSize)
    if (Number.isSafeInteger(size) && size >= 1) batchSize = size
    else
      warnings.push(
        `event batch size ${JSON.stringify(raw.batchSize)} is not an integer of at least 1; using ${EVENT_BATCH_SIZE}`,
      )
  }
  let flushIntervalMs = SERVER_EVENT_FLUSH_INTERVAL_MS
  if (raw.flushIntervalMs !== undefined) {
    const interval = configuredNumber(raw.flushIntervalMs)
    if (Number.isFinite(interval) && interval > 0) flushIntervalMs = interval
    else {
      flushIntervalMs = EVENT_FLUSH_INTERVAL_MS
      warnings.push(
        `event flush interval ${JSON.stringify(raw.flushIntervalMs)} is not greater than 0; using ${EVENT_FLUSH_INTERVAL_MS} ms`,
      )
    }
  }
  return { batchSize, flushIntervalMs, warnings }
}
