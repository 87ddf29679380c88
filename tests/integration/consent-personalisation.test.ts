import { afterEach, describe, expect, it } from 'vitest'
import en from '#app/features/consent/locales/en/consent.json' with { type: 'json' }
import de from '#app/features/consent/locales/de/consent.json' with { type: 'json' }
import fr from '#app/features/consent/locales/fr/consent.json' with { type: 'json' }
import { getShopper } from '#app/context.server.ts'
import { resetEnvCache } from '#app/platform/env/env.server.ts'
import { consentAllows, personalisationAllowed } from '#app/features/consent/consent.server.ts'
import { CONSENT_INTENTS } from '#app/features/consent/intents.ts'
import type { ConsentBannerView } from '#app/features/consent/views.ts'
import {
  ALL_GRANTED,
  NONE_GRANTED,
  OPTIONAL_CATEGORIES,
  serializeConsent,
} from '#app/domain/tracking/consent.ts'
import { loader as rootLoader } from '#app/root.tsx'
import { capturedRequests } from '#tests/helpers/emulator.ts'
import { get, runRoute } from '#tests/helpers/route.ts'

/**
 * PERS-001 (consent half) and PLAT-041..043 as the server sees a request: the root middleware reads
 * the locale, the consent cookie and preview, and the consent feature answers for the shopper.
 */

const EMEA = ['en-gb', 'de-de', 'fr-fr']
const NA = ['en-us', 'en-ca', 'fr-ca']

type Answers = { personalisation: boolean; categories: Record<string, boolean> }

/** What the consent feature answers for a request to `url` carrying `consent` as its cookie. */
async function answersFor(url: string, consent?: string): Promise<Answers> {
  const request = get(url)
  if (consent !== undefined) request.headers.set('Cookie', `consent=${consent}`)
  const locale = new URL(request.url).pathname.split('/')[1]!
  const result = await runRoute<Answers>(
    (({ context }: { context: Parameters<typeof getShopper>[0] }) => {
      const shopper = getShopper(context)
      return {
        personalisation: personalisationAllowed(shopper),
        categories: Object.fromEntries(OPTIONAL_CATEGORIES.map((c) => [c, consentAllows(shopper, c)])),
      }
    }) as never,
    request,
    { locale },
  )
  return result.data!
}

/**
 * Upstream calls of personalisation (001 §7): the decision engine (`/decide/`), the experiment event
 * log (`/logs` and `/events` of the provider), customer data (`/v3/graphql`, the `zaius.gif` pixel) and
 * recommendation tracking (`recClicks` and the like).
 */
const PERSONALISATION_CALL =
  /\/decide\/|\/decision\/|\/v\d+\/(logs|events)\b|\/v3\/graphql|zaius\.gif|\/rec[A-Z]/

async function personalisationCalls() {
  return (await capturedRequests()).filter((c) => PERSONALISATION_CALL.test(c.path))
}

function setPersonalisation(value: string | undefined) {
  if (value === undefined) delete process.env.PERSONALISATION_ENABLED
  else process.env.PERSONALISATION_ENABLED = value
  resetEnvCache()
}

afterEach(() => setPersonalisation(undefined))

const BANNER_TEXT = { en, de, fr }

describe('PERS-001 personalisation runs only with targeting consent and the feature on', () => {
  it('PERS-001 PLAT-042 an EMEA visitor without the cookie: no personalisation, no optional category, no personalisation call', async () => {
    for (const locale of EMEA) {
      const answers = await answersFor(`/${locale}`)
      expect(answers, locale).toEqual({
        personalisation: false,
        categories: { performance: false, functional: false, targeting: false },
      })
      // The whole page load (root loader) of such a visitor makes no personalisation call either.
      await runRoute(rootLoader, get(`/${locale}`), { locale })
    }
    expect(await personalisationCalls()).toEqual([])
  })

  it('PERS-001 PLAT-042 an EMEA visitor who refused, or granted all but targeting, is not personalised', async () => {
    const noTargeting = serializeConsent({ ...ALL_GRANTED, targeting: false })
    for (const locale of EMEA) {
      expect((await answersFor(`/${locale}`, serializeConsent(NONE_GRANTED))).personalisation).toBe(false)
      const partial = await answersFor(`/${locale}`, noTargeting)
      expect(partial, locale).toEqual({
        personalisation: false,
        categories: { performance: true, functional: true, targeting: false },
      })
    }
  })

  it('PERS-001 PLAT-042 an EMEA visitor with targeting consent is personalised while the feature is on', async () => {
    const targeting = serializeConsent({ ...NONE_GRANTED, targeting: true })
    for (const locale of EMEA) {
      expect(await answersFor(`/${locale}`, targeting), locale).toEqual({
        personalisation: true,
        categories: { performance: false, functional: false, targeting: true },
      })
    }
    setPersonalisation('false')
    expect((await answersFor('/en-gb', targeting)).personalisation).toBe(false)
    expect((await answersFor('/en-us')).personalisation).toBe(false)
  })

  it('PERS-001 PLAT-041 a North American visitor is allowed everything without a cookie', async () => {
    for (const locale of NA) {
      expect(await answersFor(`/${locale}`), locale).toEqual({
        personalisation: true,
        categories: { performance: true, functional: true, targeting: true },
      })
    }
    // A refusal recorded while on an EMEA site does not change the rule outside EMEA.
    expect((await answersFor('/en-us', serializeConsent(NONE_GRANTED))).personalisation).toBe(true)
  })

  it('PLAT-043 an EMEA page with preview=true allows targeting without the cookie; a preview date alone does not', async () => {
    expect((await answersFor('/en-gb?preview=true')).categories.targeting).toBe(true)
    expect((await answersFor('/de-de?preview=true', serializeConsent(NONE_GRANTED))).personalisation).toBe(
      true,
    )
    expect((await answersFor('/en-gb?previewDateTime=2026-12-01T10:00:00Z')).personalisation).toBe(false)
    expect((await answersFor('/en-gb?preview=false')).personalisation).toBe(false)
  })

  it('PLAT-043 in the production deployment preview=true without the editor cookie does not put consent aside', async () => {
    process.env.DEPLOY_ENV = 'production'
    process.env.NODE_ENV = 'production'
    process.env.WEBHOOK_SECRET = 'a-production-webhook-secret'
    resetEnvCache()
    try {
      expect((await answersFor('/en-gb?preview=true')).personalisation).toBe(false)
    } finally {
      delete process.env.DEPLOY_ENV
      delete process.env.WEBHOOK_SECRET
      process.env.NODE_ENV = 'test'
      resetEnvCache()
    }
  })
})

describe('the root loader tells the page what consent allows', () => {
  type RootConsent = { consent: { banner: ConsentBannerView | null; allowed: string } }
  const rootConsent = async (locale: string, cookie?: string, query = '') => {
    const request = get(`/${locale}${query}`)
    if (cookie) request.headers.set('Cookie', `consent=${cookie}`)
    return (await runRoute<RootConsent>(rootLoader, request, { locale })).data!.consent
  }

  it('PLAT-042 an EMEA visitor without a choice gets the banner, and only required is allowed', async () => {
    for (const locale of EMEA) {
      const consent = await rootConsent(locale)
      // The banner speaks the page's language (decision 046).
      const { banner } = BANNER_TEXT[locale.split('-')[0] as keyof typeof BANNER_TEXT]
      expect(consent.allowed, locale).toBe('required')
      expect(consent.banner, locale).toEqual({
        action: `/${locale}/privacy/consent`,
        privacyHref: `/${locale}/privacy`,
        accept: { label: banner.acceptAll, intent: CONSENT_INTENTS.acceptAll },
        reject: { label: banner.rejectAll, intent: CONSENT_INTENTS.rejectAll },
        text: expect.objectContaining({ title: banner.title, choose: banner.choose }),
      })
    }
    expect(await rootConsent('en-gb', 'v1.performance')).toEqual({
      banner: null,
      allowed: 'required performance',
    })
    // A choice made under an older version of the categories is asked again.
    expect(await rootConsent('en-gb', 'v0.performance')).toMatchObject({
      banner: expect.objectContaining({ action: '/en-gb/privacy/consent' }),
      allowed: 'required',
    })
  })

  it('PLAT-041 PLAT-043 a North American visitor, and an EMEA preview, get no banner and allow everything', async () => {
    const all = 'required performance functional targeting'
    expect(await rootConsent('en-us')).toEqual({ banner: null, allowed: all })
    expect(await rootConsent('en-gb', undefined, '?preview=true')).toEqual({ banner: null, allowed: all })
  })
})
