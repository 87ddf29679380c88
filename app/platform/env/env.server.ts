import { z } from 'zod'
import { experimentationEnv } from './experimentation.server.ts'
import { DEV_WEBHOOK_SECRET, operationsEnv } from './operations.server.ts'
import { servicesEnv } from './services.server.ts'
import { booleanString } from './values.server.ts'
import { DEFAULT_ASSOCIATE_SESSION_MINUTES } from '../../domain/stores/in-store.ts'

/**
 * Server configuration, parsed once at boot. Every variable is documented in the README's
 * configuration table; the defaults run the storefront against the local emulator. The shop's own
 * settings are here; the services', personalisation's and operations' groups are in `env/`.
 */
const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('127.0.0.1'),
    PORT: z.coerce.number().int().positive().default(3000),
    SESSION_SECRET: z.string().optional(),
    COOKIE_SECURE: z.enum(['true', 'false']).optional(),
    /** The shop's public origin for canonical URLs, alternates and sitemaps; the request's own by default. */
    SITE_ORIGIN: z.url().optional(),
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
    /** PLAT-026: the `recaptcha_response` sent when a post carries no token of the captcha script's. */
    CAPTCHA_TOKEN: z.string().default('captcha-not-configured'),
    TOAST_DISMISS_MS: z.coerce.number().int().positive().default(5000),
    /** CMS-112: the brand setting for desktop menu categories, opened on hover and focus or on click. */
    MENU_OPEN_ON: z.enum(['hover', 'click']).default('hover'),
    /** CMS-117: the mega menu's shop-all link at mobile level 2 (a feature flag). */
    MENU_MOBILE_SHOP_ALL: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    /** PLAT-013: the user-agent product token of the brand's app webview (decision 011). */
    WEBVIEW_USER_AGENT_MARKER: z.string().default('ShopApp'),
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
    ...servicesEnv,
    ...experimentationEnv,
    ...operationsEnv,
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'SESSION_SECRET is required in production',
      })
    }
    // The production deployment only (decision 069): `npm start` runs with NODE_ENV=production too,
    // and its emulator signs with the development secret.
    if (
      env.NODE_ENV === 'production' &&
      env.DEPLOY_ENV === 'production' &&
      env.WEBHOOK_SECRET === DEV_WEBHOOK_SECRET
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['WEBHOOK_SECRET'],
        message: 'WEBHOOK_SECRET is required in the production deployment',
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
    // PLAT-020 / A2: the deployment decides, not the page's path; on by default only in development.
    validateApiResponses:
      !productionDeployment &&
      (env.VALIDATE_API_RESPONSES
        ? ['true', '1'].includes(env.VALIDATE_API_RESPONSES)
        : env.NODE_ENV === 'development'),
    captchaScriptUrl: env.CAPTCHA_SCRIPT_URL ?? `${commerce.replace(/\/$/, '')}/__captcha/api.js`,
    cloudinaryUrl: (env.CLOUDINARY_URL ?? `${commerce.replace(/\/$/, '')}/__cloudinary`).replace(/\/$/, ''),
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
    // PLAT-016 (decision 074): mock mode exists outside production only, whatever the variable or a
    // session says; production is the runtime's NODE_ENV, never the path (A2).
    mockModeAvailable: !isProduction,
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
