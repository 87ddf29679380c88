import { z } from 'zod'
import type { SubscribeBody } from '#app/domain/content/newsletter.ts'
import type { ApiClient } from '#app/platform/api/api.server.ts'

/** The subscribe call's answer: nothing the storefront reads beyond an optional confirmation text. */
const SubscribeResponseSchema = z.looseObject({ message: z.string().optional() })

/**
 * FORM-002 / A17: POST {path} (configured, `NEWSLETTER_SUBSCRIBE_PATH`) with optIn and the campaign;
 * a guest's body adds the email and acquisitionType, a signed-in shopper's call carries their token.
 */
export function subscribeToNewsletter(api: ApiClient, path: string, body: SubscribeBody) {
  return api.request({ method: 'POST', path, body, schema: SubscribeResponseSchema })
}
