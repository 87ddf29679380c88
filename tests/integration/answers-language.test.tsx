import { renderToString } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { ReviewItem } from '#app/features/reviews/ui/review-items.tsx'
import type { ReviewDone } from '#app/features/reviews/views.ts'
import type { FormReply } from '#app/domain/errors/form-reply.ts'
import type { Review } from '#app/domain/catalog/review-schemas.ts'
import { productPath, productReviewsDataPath } from '#app/domain/paths/paths.ts'
import { trackOrderPath } from '#app/domain/paths/self-service-paths.ts'
import { action as pdpAction } from '#app/routes/pdp.tsx'
import { loader as reviewsDataLoader } from '#app/routes/pdp-reviews-data.ts'
import TrackOrderPage, { action as trackAction, loader as trackLoader } from '#app/routes/track-order.tsx'
import { injectFault } from '#tests/helpers/emulator.ts'
import { I18nTestProvider } from '#tests/helpers/i18n.tsx'
import { CookieJar, get, post, runRoute } from '#tests/helpers/route.ts'

/**
 * What the review translation and order tracking answer a French or German shopper: the translated
 * review, the tracked order (its products, statuses and the carrier's events) and every refusal
 * (not found, a failing service, bad input) in the page's language. Each answer is rendered as the
 * page renders it.
 */

const LOCALES = [
  ['fr-fr', 'fr'],
  ['de-de', 'de'],
] as const

/** English a French or German shopper must not read in these answers. */
const ENGLISH = [
  // The seed's review wording and its French review's English rendering.
  /Does what it says|Love it|Worth every penny|Very good product|Very comfortable/,
  // The emulator's and the catalogue's English messages.
  /not found|could not find|Something went wrong|Please (?:try|refresh)|Enter the order number|Email is not valid/i,
  // The carrier's events and the order's product.
  /Shipping label created|Departed facility|Arrived at facility|Stormbreak 3L Shell/,
]

function expectNoEnglish(html: string) {
  for (const words of ENGLISH) expect(html).not.toMatch(words)
}

const SLUG_ID = 'tempo-trail-runner-RS100001'

/** The text of the alert in `html`. */
const alertOf = (html: string) => /<p role="alert"[^>]*>([^<]*)<\/p>/.exec(html)?.[1]

type ReviewAnswer = { review: ReviewDone } | { reply: FormReply }

/** The review as the section shows it, with what the page's action answered about it. */
function renderReview(review: Review, answer: ReviewAnswer | undefined, locale: string, language: string) {
  const path = productPath(locale, { slug: 'tempo-trail-runner', id: 'RS100001' })
  const pageOutcome = answer && 'review' in answer ? { done: answer.review } : { refused: answer?.reply }
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <ReviewItem
            review={review}
            action={path}
            productPath={path}
            locale={locale}
            language={language}
            pageOutcome={pageOutcome}
          />
        ),
      },
    ],
    { initialEntries: [path] },
  )
  return renderToString(
    <I18nTestProvider language={language}>
      <RouterProvider router={router} />
    </I18nTestProvider>,
  ).replaceAll('<!-- -->', '')
}

async function reviewsOf(locale: string) {
  const { data } = await runRoute<Awaited<ReturnType<typeof reviewsDataLoader>>>(
    reviewsDataLoader,
    get(productReviewsDataPath(locale, SLUG_ID)),
    { locale, slugId: SLUG_ID },
  )
  return data!.section!.reviews.reviews
}

const reviewIntent = (locale: string, form: Record<string, string>) =>
  runRoute<ReviewAnswer>(pdpAction, post(productPath(locale, SLUG_ID), form), { locale, slugId: SLUG_ID })

describe.each(LOCALES)(
  'the review translation answers a %s shopper in the page’s language',
  (locale, language) => {
    it('CAT-009 an English review translated reads in the shopper’s language, said to be translated from English', async () => {
      const english = (await reviewsOf(locale)).find((r) => r.language === 'en')!
      const answer = await reviewIntent(locale, { intent: 'translate-review', reviewId: english.id })
      expect(answer.status).toBe(200)
      const html = renderReview(english, answer.data, locale, language)
      expect(html).toContain(language === 'fr' ? 'Traduit de\u00a0: anglais' : 'Übersetzt aus: Englisch')
      expect(html).not.toContain(english.title)
      expect(html).not.toContain(english.text)
      expectNoEnglish(html)
      if (language === 'de') {
        // The one French review reads in German, not in the service's English.
        const french = (await reviewsOf(locale)).find((r) => r.language === 'fr')!
        const translated = await reviewIntent(locale, { intent: 'translate-review', reviewId: french.id })
        const frenchHtml = renderReview(french, translated.data, locale, language)
        expect(frenchHtml).toContain('Sehr bequem und gut verarbeitet. Ich kann es empfehlen.')
        expectNoEnglish(frenchHtml)
      }
    })

    it('CAT-009 ERR-001 a review the service no longer knows, a failing service and a post without its review say so in the shopper’s language', async () => {
      const [review] = await reviewsOf(locale)
      const gone = { ...review!, id: 'RS100001-R999' }
      const missing = await reviewIntent(locale, {
        intent: 'translate-review',
        reviewId: gone.id,
        enhanced: '1',
      })
      expect(missing.status).toBe(404)
      // The review itself reads as its author wrote it; the message about it is the page's language.
      const missingAlert = alertOf(renderReview(gone, missing.data, locale, language))
      expect(missingAlert).toBe(
        language === 'fr'
          ? 'Cet avis n’est plus disponible. Veuillez actualiser la page.'
          : 'Diese Bewertung ist nicht mehr verfügbar. Bitte laden Sie die Seite neu.',
      )

      await injectFault({ path: '/translate$', status: 503, errorId: 'GEN500', times: 1 })
      const failed = await reviewIntent(locale, {
        intent: 'translate-review',
        reviewId: review!.id,
        enhanced: '1',
      })
      expect(failed.status).toBe(502)
      const failedAlert = alertOf(renderReview(review!, failed.data, locale, language))
      expect(failedAlert).toBeTruthy()
      expectNoEnglish(failedAlert!)

      const bad = await reviewIntent(locale, { intent: 'translate-review', enhanced: '1' })
      expect(bad.status).toBe(400)
      const message = bad.data && 'reply' in bad.data ? bad.data.reply.errors.form : undefined
      expect(message).toBeTruthy()
      expectNoEnglish(message!)
    })
  },
)

type TrackData = Awaited<ReturnType<typeof trackAction>>

/** Posts the tracking form as the page does (its honeypot filled in) and renders the page's answer. */
async function trackAndRender(locale: string, language: string, fields: Record<string, string>) {
  const jar = new CookieJar()
  const page = await runRoute<Awaited<ReturnType<typeof trackLoader>>>(
    trackLoader,
    get(trackOrderPath(locale), jar),
    { locale },
  )
  jar.store(page.cookies)
  const { honeypot } = page.data!
  const form = {
    intent: 'track-order',
    [honeypot.nameFieldName]: '',
    [honeypot.validFromFieldName!]: honeypot.encryptedValidFrom,
    ...fields,
  }
  const answer = await runRoute<TrackData>(trackAction, post(trackOrderPath(locale), form, jar), { locale })
  const actionData = answer.data && 'data' in answer.data ? answer.data.data : answer.data
  const router = createMemoryRouter(
    [
      {
        id: 'track',
        path: '*',
        element: <TrackOrderPage {...({ loaderData: page.data } as Parameters<typeof TrackOrderPage>[0])} />,
      },
    ],
    {
      initialEntries: [trackOrderPath(locale)],
      hydrationData: { loaderData: { track: page.data }, actionData: { track: actionData } },
    },
  )
  const html = renderToString(
    <I18nTestProvider language={language}>
      <RouterProvider router={router} />
    </I18nTestProvider>,
  ).replaceAll('<!-- -->', '')
  return { status: answer.status, html }
}

describe.each(LOCALES)('order tracking answers a %s shopper in the page’s language', (locale, language) => {
  it('ACCT-031 a tracked order reads in the shopper’s language: its product, statuses and the carrier’s events', async () => {
    const { status, html } = await trackAndRender(locale, language, {
      orderNumber: 'H102',
      email: 'shopper@example.com',
    })
    expect(status).toBe(200)
    if (language === 'fr') {
      expect(html).toContain('Statut\u00a0: Expédiée')
      expect(html).toContain('Colis parti du centre de tri')
    } else {
      expect(html).toContain('Status: Versandt')
      expect(html).toContain('Paket hat das Versandzentrum verlassen')
    }
    expectNoEnglish(html)
  })

  it('ACCT-031 ERR-035 ERR-036 a not-found order, a failing service and bad input are answered in the shopper’s language', async () => {
    const notFound = await trackAndRender(locale, language, {
      orderNumber: 'NOPE1',
      email: 'shopper@example.com',
    })
    expect(notFound.status).toBe(400)
    expect(notFound.html).toContain(
      language === 'fr' ? 'Nous n’avons trouvé aucune commande' : 'Wir konnten keine Bestellung',
    )
    expectNoEnglish(notFound.html)

    await injectFault({ path: '/TrackOrder', status: 503, errorId: 'GEN500', times: 1 })
    const failed = await trackAndRender(locale, language, {
      orderNumber: 'H102',
      email: 'shopper@example.com',
    })
    expect(failed.status).toBe(400)
    expect(failed.html).toContain('role="alert"')
    expectNoEnglish(failed.html)

    const bad = await trackAndRender(locale, language, { orderNumber: 'H1 02<', email: 'nope' })
    expect(bad.status).toBe(400)
    expect(bad.html).toContain(
      language === 'fr'
        ? 'Saisissez le numéro de commande tel qu’il figure sur votre confirmation'
        : 'Geben Sie die Bestellnummer so ein, wie sie in Ihrer Bestätigung steht',
    )
    expectNoEnglish(bad.html)
  })
})
