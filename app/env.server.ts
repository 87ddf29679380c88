import { z } from 'zod'
import { DEFAULT_ADDRESS_RULES_PATH_PREFIX } from './models/country-list.ts'
import { DEFAULT_ASSOCIATE_SESSION_MINUTES } from './models/in-store.ts'
import { DEFAULT_NEWSLETTER_SUBSCRIBE_PATH } from './models/newsletter.ts'
import { DEFAULT_RECOMMENDATION_EVENTS_PATH } from './models/recommendation-events.ts'

/**
 * Server configuration, parsed once at boot. Every variable is documented in the README's
 * configuration table; the defaults run the storefront against the local emulator.
 */
const booleanString = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1')

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('127.0.0.1'),
    PORT: z.coerce.number().int().positive().default(3000),
    SESSION_SECRET: z.string().optional(),
    COOKIE_SECURE: z.enum(['true', 'false']).optional(),
    COMMERCE_API_URL: z.url().optional(),
    CONTENT_API_URL: z.url().optional(),
    /** PERS-031 / A38: a public decision engine host; unset, the engine is `/decision` on the API base. */
    DECISION_API_URL: z.url().optional(),
    /** The shop's public origin for canonical URLs, alternates and sitemaps; the request's own by default. */
    SITE_ORIGIN: z.url().optional(),
    /** PERS-030: the `{brand}` of the decide path. */
    DECISION_BRAND: z
      .string()
      .regex(/^[\w-]+$/, 'must be one path segment')
      .default('outdoor'),
    /** PERS-030: the decision engine's own deadline; it never holds a page longer (at most 1500 ms). */
    DECISION_TIMEOUT_MS: z.coerce.number().int().positive().max(1500).default(1500),
    PAYMENT_PROVIDER_URL: z.url().optional(),
    /** CHK-037: the provider's hosted-fields script, under PAYMENT_PROVIDER_URL, and its pinned hash. */
    PAYMENT_SDK_PATH: z
      .string()
      .regex(/^\/[^?#\s]*$/, 'must be a path starting with /')
      .default('/__provider/sdk/v1/hosted-fields.js'),
    PAYMENT_SDK_INTEGRITY: z
      .string()
      .regex(/^sha384-[A-Za-z0-9+/]{64}$/, 'must be a sha384 subresource integrity hash')
      .default('sha384-rmH810pcX2Zwlm3J+YkeWeXXekt+Ir/CZ7hUXhOv4J7E2sSAWgVD39HNJGcXaNHa'),
    IMAGE_ORIGIN: z.url().optional(),
    EMULATOR_PORT: z.coerce.number().int().nonnegative().default(3100),
    API_TIMEOUT_MS: z.coerce.number().int().positive().default(10000),
    API_ACCESS_KEY: z.string().optional(),
    API_SERVER_TRUST_ID: z.string().optional(),
    API_MAINTENANCE_BYPASS: z.string().optional(),
    API_TESTING_HEADERS: z.string().optional(),
    API_LOCALE_FORMAT: z.enum(['api', 'url']).optional(),
    API_DISABLE_BOT_DETECTION: booleanString,
    /** CMS-001 / A37: the content-delivery segment of every content path, `/{mode}/caas/...`. */
    CONTENT_MODE: z
      .string()
      .regex(/^[\w-]*$/, 'must be one path segment')
      .default('live'),
    /** CMS-002: the preview access header's value, sent only on preview content calls. */
    CONTENT_PREVIEW_TOKEN: z.string().optional(),
    /** PLAT-038: content base URLs by `cms` name, as JSON, e.g. {"qa":"https://content-qa.example.com"}. */
    CONTENT_ENVIRONMENTS: z.string().optional(),
    /** PLAT-036: preview content under /pre (default on; `false` turns preview content off). */
    PREVIEW_ENABLED: z.enum(['true', 'false', '1', '0', '']).optional(),
    /** Which deployment this is; `production` locks preview behind the editor's cookie and ignores `cms`. */
    DEPLOY_ENV: z.enum(['local', 'pr', 'dev', 'qa', 'preprod', 'production']).default('local'),
    /** The secret editors post on the preview tool to unlock preview in the production deployment. */
    PREVIEW_EDITOR_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    /** ACCT-001: the loyalty programme is on for this storefront (default on). */
    LOYALTY_ENABLED: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    /** ACCT-001: the loyalty milestone bar is shown (default off); with it, the profile read skips the summary. */
    LOYALTY_MILESTONE_BAR: booleanString,
    /** PERS-001: the personalisation feature (experiments, decisions, tracking); default on, still gated by consent. */
    PERSONALISATION_ENABLED: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    /** PLAT-042 / A19: the name of the cookie holding the visitor's consent choice (decision 037). */
    CONSENT_COOKIE: z
      .string()
      .regex(/^[\w-]+$/, 'must be a cookie name')
      .default('consent'),
    /** PLAT-032: the request header naming the shopper's country (set by the CDN); without it, no detection. */
    GEO_COUNTRY_HEADER: z
      .string()
      .regex(/^[A-Za-z0-9-]+$/, 'must be a header name')
      .default('CloudFront-Viewer-Country'),
    /** The express-checkout feature flag (CHK-002, A22). */
    EXPRESS_CHECKOUT_ENABLED: booleanString,
    CAPTCHA_TOKEN: z.string().default('captcha-not-configured'),
    TOAST_DISMISS_MS: z.coerce.number().int().positive().default(5000),
    /** CMS-112: the brand setting for desktop menu categories, opened on hover and focus or on click. */
    MENU_OPEN_ON: z.enum(['hover', 'click']).default('hover'),
    /** CMS-117: the mega menu's shop-all link at mobile level 2 (a feature flag). */
    MENU_MOBILE_SHOP_ALL: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    /** CART-030 / A17: the spec names the store inventory lookup but not its path. */
    STORE_INVENTORY_PATH: z
      .string()
      .regex(/^\/[^?#\s]*$/, 'must be a path starting with /')
      .default('/cart/v1/storeInventory'),
    /** PLAT-013: the user-agent product token of the brand's app webview (decision 011). */
    WEBVIEW_USER_AGENT_MARKER: z.string().default('ShopApp'),
    /** CHK-035 / A17: the spec names the buy-now-pay-later authorize call but not its path. */
    BNPL_AUTHORIZE_PATH: z
      .string()
      .regex(/^\/[^?#\s]*$/, 'must be a path starting with /')
      .default('/cart/v1/paymentSession/authorize'),
    /** CHK-038: the buy-now-pay-later provider's script (default: the provider's, beside the card pages). */
    BNPL_SCRIPT_URL: z.url().optional(),
    /** FORM-002 / A17: the spec names the newsletter subscribe call (a POST) but not its path. */
    NEWSLETTER_SUBSCRIBE_PATH: z
      .string()
      .regex(/^\/[^?#\s]*$/, 'must be a path starting with /')
      .default(DEFAULT_NEWSLETTER_SUBSCRIBE_PATH),
    /** CAT-029, CAT-030 / A17: the spec names the recommendation-event calls but not their path (decision 041). */
    RECOMMENDATION_EVENTS_PATH: z
      .string()
      .regex(/^\/[^?#\s]*$/, 'must be a path starting with /')
      .default(DEFAULT_RECOMMENDATION_EVENTS_PATH),
    /** PLAT-058 / A16: `GET {token}{countryCode}`, the token being this prefix (decision 047). */
    ADDRESS_RULES_PATH_PREFIX: z
      .string()
      .regex(/^\/[^?#\s]*$/, 'must be a path starting with /')
      .default(DEFAULT_ADDRESS_RULES_PATH_PREFIX),
    /** CAT-046: the third-party UGC widget's script; the container id and locale are added to it. */
    UGC_WIDGET_URL: z.url().optional(),
    /** CAT-048..057: the social media host's API (default: the emulator's, under /social). */
    SOCIAL_MEDIA_API_URL: z.url().optional(),
    /** The social media host's api key, sent as `x-api-key` on each of its calls. */
    SOCIAL_MEDIA_API_KEY: z.string().default('emulator-social-key'),
    /** CAT-047: the social-gallery widget's script (default: the host's `/widget.js`). */
    SOCIAL_GALLERY_WIDGET_URL: z.url().optional(),
    /**
     * INSTORE-002: minutes an associate stays connected after the associate login (a shift, decision 067);
     * at most a day, so a till left signed in never keeps an associate's powers for long.
     */
    ASSOCIATE_SESSION_MINUTES: z.coerce
      .number()
      .int()
      .positive()
      .max(24 * 60)
      .default(DEFAULT_ASSOCIATE_SESSION_MINUTES),
    /** Posts per client and minute on sign-in-like paths (rate limit; 20 in production). */
    SENSITIVE_POSTS_PER_MINUTE: z.coerce.number().int().positive().default(20),
    /** Decision 044: state shared by every instance (idempotency, locks, rate limits, caches) in Redis. */
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
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
    /**
     * How the API client calls the services (decision 062): undici's `request`, or the platform's
     * `fetch`, which in-process mocks (MSW in the integration tests) can answer.
     */
    UPSTREAM_TRANSPORT: z.enum(['undici', 'fetch']).default('undici'),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'SESSION_SECRET is required in production',
      })
    }
  })

const DEV_SESSION_SECRET = 'dev-only-session-secret-change-me'
export const DEFAULT_EMULATOR_URL = 'http://127.0.0.1:3100'

function parseContentEnvironments(raw: string | undefined): Record<string, string> {
  if (!raw) return {}
  const parsed = z.record(z.string().regex(/^[\w-]+$/), z.url()).parse(JSON.parse(raw))
  return Object.fromEntries(Object.entries(parsed).map(([name, url]) => [name, url.replace(/\/$/, '')]))
}

function parseTestingHeaders(raw: string | undefined): Record<string, string> {
  if (!raw) return {}
  const parsed: unknown = JSON.parse(raw)
  return z.record(z.string(), z.string()).parse(parsed)
}

/** TRUST_PROXY as express takes it: false (none), a hop count, or the addresses of the proxies. */
export function parseTrustProxy(raw: string): false | number | string[] {
  const value = raw.trim()
  if (!value || value === '0') return false
  if (/^\d+$/.test(value)) return Number(value)
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
}

/** Parses and normalises the environment; throws with every problem listed. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env) {
  const result = EnvSchema.safeParse(source)
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')
    throw new Error(`Invalid environment:\n${problems}`)
  }
  const env = result.data
  const isProduction = env.NODE_ENV === 'production'
  // `npm start` runs production builds for demos and tests too: only a deployment that says so is production.
  const productionDeployment = isProduction && env.DEPLOY_ENV === 'production'
  const commerce = env.COMMERCE_API_URL ?? DEFAULT_EMULATOR_URL
  return {
    ...env,
    isProduction,
    productionDeployment,
    // On unless configured off: in the production deployment only an editor with the preview cookie gets there.
    previewEnabled: env.PREVIEW_ENABLED ? ['true', '1'].includes(env.PREVIEW_ENABLED) : true,
    contentEnvironments: parseContentEnvironments(env.CONTENT_ENVIRONMENTS),
    sessionSecrets: (env.SESSION_SECRET ?? DEV_SESSION_SECRET)
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    cookieSecure: env.COOKIE_SECURE ? env.COOKIE_SECURE === 'true' : isProduction,
    commerceApiUrl: commerce.replace(/\/$/, ''),
    contentApiUrl: (env.CONTENT_API_URL ?? commerce).replace(/\/$/, ''),
    // A38: deployed, the engine has its own base path /decision on the API base; locally, a public host.
    decisionApiUrl: env.DECISION_API_URL
      ? env.DECISION_API_URL.replace(/\/$/, '')
      : `${commerce.replace(/\/$/, '')}/decision`,
    paymentProviderUrl: (env.PAYMENT_PROVIDER_URL ?? commerce).replace(/\/$/, ''),
    paymentProviderSdkUrl: `${(env.PAYMENT_PROVIDER_URL ?? commerce).replace(/\/$/, '')}${env.PAYMENT_SDK_PATH}`,
    imageOrigin: new URL(env.IMAGE_ORIGIN ?? commerce).origin,
    siteOrigin: env.SITE_ORIGIN ? new URL(env.SITE_ORIGIN).origin : undefined,
    bnplScriptUrl:
      env.BNPL_SCRIPT_URL ??
      `${(env.PAYMENT_PROVIDER_URL ?? commerce).replace(/\/$/, '')}/__provider/bnpl/sdk.js`,
    ugcWidgetUrl: env.UGC_WIDGET_URL ?? `${commerce.replace(/\/$/, '')}/__ugc/widget.js`,
    socialMediaApiUrl: (env.SOCIAL_MEDIA_API_URL ?? `${commerce.replace(/\/$/, '')}/social`).replace(
      /\/$/,
      '',
    ),
    socialGalleryWidgetUrl:
      env.SOCIAL_GALLERY_WIDGET_URL ??
      `${(env.SOCIAL_MEDIA_API_URL ?? `${commerce.replace(/\/$/, '')}/social`).replace(/\/$/, '')}/widget.js`,
    optimizelyDatafileUrlTemplate:
      env.OPTIMIZELY_DATAFILE_URL_TEMPLATE ?? `${commerce.replace(/\/$/, '')}/cdn/datafiles/%s.json`,
    optimizelyEventUrl: env.OPTIMIZELY_EVENT_URL ?? `${commerce.replace(/\/$/, '')}/logx/v1/events`,
    apiLocaleFormat: env.API_LOCALE_FORMAT ?? (env.NODE_ENV === 'development' ? 'url' : 'api'),
    testingHeaders: parseTestingHeaders(env.API_TESTING_HEADERS),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    // Developer-only: never sent in production whatever the variable says (PLAT-009).
    disableBotDetection: !isProduction && (env.API_DISABLE_BOT_DETECTION || env.NODE_ENV === 'development'),
  }
}

export type Env = ReturnType<typeof parseEnv>

let cached: Env | undefined

/** The parsed environment of this process. */
export function getEnv(): Env {
  cached ??= parseEnv()
  return cached
}

/** Drops the cached environment (tests change process.env between cases). */
export function resetEnvCache() {
  cached = undefined
}
