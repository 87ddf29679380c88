import { z } from 'zod'

/**
 * Personalisation: the decision engine, the flag client (experiments) and the customer-data platform.
 * Every part is still gated by the visitor's consent.
 */
export const experimentationEnv = {
  /** PERS-030: the `{brand}` of the decide path. */
  DECISION_BRAND: z
    .string()
    .regex(/^[\w-]+$/, 'must be one path segment')
    .default('outdoor'),
  /** PERS-030: the decision engine's own deadline; it never holds a page longer (at most 1500 ms). */
  DECISION_TIMEOUT_MS: z.coerce.number().int().positive().max(1500).default(1500),
  /** PERS-001: the personalisation feature (experiments, decisions, tracking); default on, still gated by consent. */
  PERSONALISATION_ENABLED: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /** PERS-062: the flag client's SDK key; without one the datafile shipped with the storefront is used. */
  OPTIMIZELY_SDK_KEY: z.string().min(1).optional(),
  /** PERS-062: the CDN datafile URL, `%s` standing for the SDK key (default: the emulator's CDN path). */
  OPTIMIZELY_DATAFILE_URL_TEMPLATE: z.string().includes('%s', { message: 'must contain %s' }).optional(),
  /** CONST-055: the datafile poll interval (5 minutes; under 30 s logs a warning). */
  OPTIMIZELY_POLL_MS: z.coerce.number().int().positive().default(300_000),
  /** CONST-058: how long the flag client may take to become ready. */
  OPTIMIZELY_READY_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  /** Decision 038: how long one page waits for a flag client that is not ready yet (then baselines). */
  OPTIMIZELY_PAGE_WAIT_MS: z.coerce.number().int().nonnegative().default(500),
  /**
   * VAL-047, VAL-048: the flag client's event batch size and flush interval. Kept as text: a value that
   * is not valid must fall back to 10 and 1000 ms with a warning, not stop the server at boot.
   */
  OPTIMIZELY_EVENT_BATCH_SIZE: z.string().optional(),
  OPTIMIZELY_EVENT_FLUSH_INTERVAL_MS: z.string().optional(),
  /** PERS-066: the provider's event log endpoint (default: the emulator's). */
  OPTIMIZELY_EVENT_URL: z.url().optional(),
  /**
   * PERS-077: the customer-data platform for the datafile shipped with the storefront (a datafile from
   * the CDN names its own in its integrations). `npm start` points it at the emulator.
   */
  CUSTOMER_DATA_URL: z.url().optional(),
  CUSTOMER_DATA_KEY: z.string().min(1).optional(),
}
