import { parseWithZod } from '@conform-to/zod/v4'
import { siteOrigin } from '#app/features/seo/index.server.ts'
import type { TFunction } from 'i18next'
import { redirect } from 'react-router'
import type { Shopper } from '#app/context.server.ts'
import { isApiError } from '#app/domain/errors/api-error.ts'
import { errorMessage } from '#app/domain/errors/errors.ts'
import { quantityOf, stockLevel, type SizeOption } from '#app/domain/catalog/inventory.ts'
import { localizedSize } from '#app/domain/cart/line-attributes.ts'
import { breadcrumbJsonLd, productJsonLd } from '#app/domain/seo/structured-data.ts'
import { PRODUCT_ID_PATTERN, SIZE_CHART_TYPES } from '#app/domain/catalog/product-rules.ts'
import {
  throwNotFound,
  getFragment,
  getProductContent,
  resolveRecommendationBlocks,
} from '#app/features/content/index.server.ts'
import { getFootSizes, getSizeChart, registerNotification } from './api/product-extras.server.ts'
import {
  parseSlugId,
  productPath,
  productQuestionPath,
  productReviewsDataPath,
  productSizeChartDataPath,
  productSizeChartPath,
} from '#app/domain/paths/paths.ts'
import { invalidReply, refuse } from '#app/form-reply.server.ts'
import { badRequest, readIntent } from '#app/platform/http/intent.server.ts'
import { redirectWithToast, safeRedirect } from '#app/redirect.server.ts'
import { giftCardAction } from '#app/features/product/gift-card.server.ts'
import { loadRecommendations } from '#app/features/product/recommendations.server.ts'
import { NotifyMeSchema } from '#app/features/product/schemas/notify-me.ts'
import { PRODUCT_INTENT_NAMES, PRODUCT_INTENTS } from './intents.ts'
import type { NotifyField } from './views.ts'
import { loadProduct } from './product.server.ts'
import { favoriteStoreStock } from '#app/features/stores/index.server.ts'
import { findProductSets, productSetSection } from './product-set.server.ts'
import {
  REVIEWS_ANCHOR,
  REVIEWS_PAGE_PARAM,
  reviewsRequested,
  sectionHref,
} from '#app/domain/catalog/reviews.ts'
import {
  loadReviewsSection,
  reviewsAction,
  REVIEW_INTENT_NAMES,
  REVIEW_INTENTS,
} from '#app/features/reviews/index.server.ts'
import { awaitedLater } from '#app/platform/process/background.server.ts'
import type { DocumentKeeper } from '#app/document-values.server.ts'

/** Every post the product page answers: its own forms' and the reviews section's. */
const PRODUCT_PAGE_INTENT_NAMES = [...PRODUCT_INTENT_NAMES, ...REVIEW_INTENT_NAMES] as const

/**
 * The product page's data. Colour and size come from the query (`?color=001&size=10`); values the
 * product does not have are ignored. The product set and the reviews and questions load after the
 * first byte (promises) and never fail the page. `homeName` is the home page's name in the trail, in
 * the page's language.
 */
export async function productPageData(
  shopper: Shopper,
  request: Request,
  slugId: string | undefined,
  keep: DocumentKeeper,
  homeName: string,
) {
  const url = new URL(request.url)
  // Started beside the details call, not after it: it is deferred, but should not wait for them.
  const id = parseSlugId(slugId, PRODUCT_ID_PATTERN)?.id
  // A product id in lower case (typed, or lower-cased by a mail client or a chat app): the page is at
  // the id in capitals, as the locale in capitals is at its lower-case address.
  const inCapitals = id
    ? null
    : parseSlugId(
        slugId?.replace(/[^-]+$/, (tail) => tail.toUpperCase()),
        PRODUCT_ID_PATTERN,
      )
  if (inCapitals) throw redirect(productPath(shopper.locale.locale, inCapitals, url.search), 301)
  // Only when the URL asks for them (a reviews page or sort): otherwise the page loads them when the
  // shopper nears them (decision 098). Deferred, so nobody awaits it when the details call throws first.
  const reviewsLoading =
    id && reviewsRequested(url.searchParams) ? awaitedLater(loadReviewsSection(shopper, id, url)) : undefined
  // Editorial content (CMS-014) beside the details call, its recommendation and upsell blocks filled
  // for this product (CMS-083, CMS-084); it never rejects, and is part of the document, so it shows
  // without JavaScript.
  const contentLoading = id
    ? getProductContent(shopper, id).then(
        (page) => page && resolveRecommendationBlocks(shopper, page, { productId: id }),
      )
    : Promise.resolve(null)
  // The sets the product is in, also beside the details call: the page then knows whether it has a
  // set section, and can offer shoppers without JavaScript a link to it (decision 057).
  const setsLoading = findProductSets(shopper, id)
  const [{ parsed, product, inventory }, content, sets] = await Promise.all([
    loadProduct(shopper, slugId),
    contentLoading,
    setsLoading,
  ])
  const locale = shopper.locale.locale
  if (parsed.slug !== product.slug) {
    throw redirect(productPath(locale, product, url.search), 301)
  }
  const color = product.colors.find((c) => c.code === url.searchParams.get('color')) ?? product.colors[0]
  if (!color) return throwNotFound(shopper)
  const size = product.sizes.find((s) => s === url.searchParams.get('size'))
  const sizes: SizeOption[] = product.sizes.map((label) => {
    const variant = product.variants.find((v) => v.color === color.code && v.size === label)
    const quantity = variant ? quantityOf(inventory, variant.upc) : 0
    const level = stockLevel(quantity)
    return {
      label,
      text: localizedSize(label, locale),
      upc: variant?.upc,
      quantity,
      level,
      available: Boolean(variant?.orderable) && level !== 'out-of-stock',
    }
  })
  const selected = sizes.find((s) => s.label === size)
  return {
    product,
    color,
    sizes,
    selected: selected ?? null,
    locale,
    origin: siteOrigin(url),
    path: `${url.pathname}${url.search}`,
    jsonLd: productJsonLd(product, color, selected ? [selected] : sizes, siteOrigin(url), locale),
    // Search engines' trail: home, the category path, then the product.
    breadcrumbJsonLd: breadcrumbJsonLd(siteOrigin(url), locale, [
      { name: homeName, url: '/' },
      ...product.breadcrumbs,
      { name: product.name, url: product.url },
    ]),
    ...(await productSetSection(shopper, sets, product, url)),
    content,
    recommendations: loadRecommendations(shopper, product.id, keep),
    // Part of the document when the URL asks for them (a reviews page or sort), so paging and sorting
    // work without JavaScript; else not sent at all (`undefined`): the page loads them from
    // `reviewsDataHref` as the shopper nears them.
    reviews: reviewsLoading ? await reviewsLoading : undefined,
    reviewsDataHref: productReviewsDataPath(locale, product),
    // Where shoppers without JavaScript read them: this page with the reviews in the document.
    reviewsHref: sectionHref(productPath(locale, product), url.search, REVIEWS_PAGE_PARAM, 1, REVIEWS_ANCHOR),
    // The size chart's page and the JSON its dialog reads, for a product sized in a chart.
    sizeChart:
      SIZE_CHART_TYPES.includes(product.productType) && product.sizes.some((s) => s !== 'OS')
        ? {
            href: productSizeChartPath(locale, product),
            dataHref: productSizeChartDataPath(locale, product),
          }
        : null,
    askHref: productQuestionPath(locale, product),
    // The favourite store's stock of the chosen size: deferred, it never fails the page.
    favoriteStore: favoriteStoreStock(shopper, product, selected?.upc),
  }
}

/**
 * The product page's action: the gift card add (CART-008), "notify me" (CAT-011) and the reviews
 * section's votes, flags and translations (`reviewsAction`). Any other intent is a 400.
 */
export async function productAction(
  request: Request,
  shopper: Shopper,
  t: TFunction,
  slugId: string | undefined,
) {
  const formData = await request.formData()
  const parsed = parseSlugId(slugId, PRODUCT_ID_PATTERN)
  if (!parsed) return throwNotFound(shopper)
  const intent = readIntent(formData, PRODUCT_PAGE_INTENT_NAMES)
  switch (intent) {
    case PRODUCT_INTENTS.addGiftCard:
      return giftCardAction(request, formData, shopper, t, slugId)
    case PRODUCT_INTENTS.notifyMe:
      return notifyMe(request, formData, shopper, t, slugId)
    case REVIEW_INTENTS.voteReview:
    case REVIEW_INTENTS.flagReview:
    case REVIEW_INTENTS.translateReview:
    case REVIEW_INTENTS.voteAnswer:
      return reviewsAction(intent, formData, shopper, t, parsed.id, new URL(request.url))
    default:
      return badRequest()
  }
}

/**
 * Registers a back-in-stock notification (CAT-011) and redirects back with a toast (success, or the
 * upstream's message). Bad input answers 400 with a `FormReply`: the message at its field and what
 * was typed kept.
 */
async function notifyMe(
  request: Request,
  formData: FormData,
  shopper: Shopper,
  t: TFunction,
  slugId: string | undefined,
) {
  const url = new URL(request.url)
  const back = safeRedirect(url.pathname + url.search)
  const reply = (fieldErrors: Record<string, string[] | null | undefined> | null | undefined) =>
    invalidReply<NotifyField>(t, formData, fieldErrors, {
      intent: PRODUCT_INTENTS.notifyMe,
      keep: ['email', 'upc'],
    })
  const submission = parseWithZod(formData, { schema: NotifyMeSchema })
  if (submission.status !== 'success') return refuse(reply(submission.error))
  const { product } = await loadProduct(shopper, slugId)
  const variant = product.variants.find((v) => v.upc === submission.value.upc)
  if (!variant) return refuse(reply({ upc: ['Please select a size'] }))
  try {
    await registerNotification(shopper.api, {
      productId: product.id,
      upc: variant.upc,
      email: submission.value.email,
      locale: shopper.locale.locale,
    })
  } catch (error) {
    if (!isApiError(error)) throw error
    return redirectWithToast(back, { type: 'error', title: errorMessage(error.errorId, error.message, t) })
  }
  return redirectWithToast(back, {
    type: 'success',
    title: t('product:notifySuccess', { size: variant.size }),
  })
}

const FOOTWEAR = new Set(['shoes', 'boots'])

/** The content fragment with the fitting advice shown under every size chart. */
const SIZE_HELP_FRAGMENT = 'size-help'

/**
 * The size chart of the product's type (CAT-040), with foot sizes for footwear (CAT-039). A type
 * without a chart gives `chart: null`; foot sizes are left out if they fail.
 */
export async function sizeChartData(shopper: Shopper, slugId: string | undefined) {
  const { product } = await loadProduct(shopper, slugId)
  const [chart, footSizes, help] = await Promise.all([
    getSizeChart(shopper.api, product.productType).catch((error: unknown) => {
      if (isApiError(error) && error.status === 404) return null
      throw error
    }),
    FOOTWEAR.has(product.productType)
      ? getFootSizes(shopper.api).catch((error: unknown) => {
          shopper.logger.warn({ err: error }, 'foot sizes unavailable')
          return null
        })
      : null,
    // Fitting advice shared by every chart (CMS-009): a content fragment, left out if it fails.
    getFragment(shopper, SIZE_HELP_FRAGMENT),
  ])
  return {
    chart,
    footSizes,
    help,
    name: product.name,
    productPath: productPath(shopper.locale.locale, product),
  }
}
