import { z } from 'zod'
import { DEFAULT_BOT_PROTECTION_TOKEN_PATH } from '../../domain/identity/bot-protection.ts'
import { DEFAULT_ADDRESS_RULES_PATH_PREFIX } from '../../domain/market/country-list.ts'
import { DEFAULT_NEWSLETTER_SUBSCRIBE_PATH } from '../../domain/content/newsletter.ts'
import { DEFAULT_RECOMMENDATION_EVENTS_PATH } from '../../domain/tracking/recommendation-events.ts'
import { booleanString } from './values.server.ts'

/**
 * Where the storefront reaches the services it talks to, and how: base URLs, the paths the
 * specification leaves open, credentials and the transport. Unset, each points at the local emulator.
 */
export const servicesEnv = {
  COMMERCE_API_URL: z.url().optional(),
  CONTENT_API_URL: z.url().optional(),
  /** PERS-031 / A38: a public decision engine host; unset, the engine is `/decision` on the API base. */
  DECISION_API_URL: z.url().optional(),
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
  /** CART-030 / A17: the spec names the store inventory lookup but not its path. */
  STORE_INVENTORY_PATH: z
    .string()
    .regex(/^\/[^?#\s]*$/, 'must be a path starting with /')
    .default('/cart/v1/storeInventory'),
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
  /** PLAT-025 / A17: the spec names the bot-protection token call but not its path (decision 075). */
  BOT_PROTECTION_TOKEN_PATH: z
    .string()
    .regex(/^\/[^?#\s]*$/, 'must be a path starting with /')
    .default(DEFAULT_BOT_PROTECTION_TOKEN_PATH),
  /**
   * PLAT-020: send answers of calls with a contract to the front-end service's validate-response call
   * (default: on in development only); never in the production deployment, whatever it says.
   */
  VALIDATE_API_RESPONSES: z.enum(['true', 'false', '1', '0', '']).optional(),
  /** PLAT-026: the captcha provider's script (default: the emulator's stand-in) and the site's key. */
  CAPTCHA_SCRIPT_URL: z.url().optional(),
  CAPTCHA_SITE_KEY: z
    .string()
    .regex(/^[\w-]{1,100}$/, 'must be a site key')
    .default('emulator-captcha-site-key'),
  /** CAT-046: the third-party UGC widget's script; the container id and locale are added to it. */
  UGC_WIDGET_URL: z.url().optional(),
  /**
   * CMS-086/088: where Cloudinary delivers a video block's asset (`https://res.cloudinary.com` in a
   * deployment; default: the emulator's, under /__cloudinary, which serves the demo videos).
   */
  CLOUDINARY_URL: z.url().optional(),
  /** CAT-048..057: the social media host's API (default: the emulator's, under /social). */
  SOCIAL_MEDIA_API_URL: z.url().optional(),
  /** The social media host's api key, sent as `x-api-key` on each of its calls. */
  SOCIAL_MEDIA_API_KEY: z.string().default('emulator-social-key'),
  /** CAT-047: the social-gallery widget's script (default: the host's `/widget.js`). */
  SOCIAL_GALLERY_WIDGET_URL: z.url().optional(),
  /**
   * How the API client calls the services (decision 062): undici's `request`, or the platform's
   * `fetch`, which in-process mocks (MSW in the integration tests) can answer.
   */
  UPSTREAM_TRANSPORT: z.enum(['undici', 'fetch']).default('undici'),
  /**
   * PLAT-014 (decision 074): outside production, the API client of a session that has not chosen with
   * `?mock=` answers from the emulator's handlers in-process. Ignored in production (PLAT-016).
   */
  API_MOCK_MODE: booleanString,
}
