import { createHash, timingSafeEqual } from 'node:crypto'
import { parseWithZod } from '@conform-to/zod/v4'
import type { TFunction } from 'i18next'
import { data } from 'react-router'
import type { Shopper } from '#app/context.server.ts'
import { PREVIEW_TOOL_INTENT_NAMES, PREVIEW_TOOL_INTENTS } from '#app/features/content/intents.ts'
import { isApiError } from '#app/domain/errors/api-error.ts'
import { FRONT_END_PAGES, PreviewToolPageSchema } from '#app/domain/content/front-end-pages.ts'
import {
  controlsHiddenFields,
  documentPreviewHref,
  PREVIEW_DOC_TYPES,
  envFromUrl,
  formatPreviewMoment,
  framedAddress,
  frameHiddenFields,
  showcasePaging,
  PREVIEW_FRAME_ID,
  toolHref,
} from '#app/domain/content/preview.ts'
import { getShowcase } from '#app/features/content/api/content.server.ts'
import { getFrontEndPage } from '#app/features/content/api/front-end.server.ts'
import {
  clearPreviewAccessCookie,
  hasPreviewAccess,
  previewAccessCookie,
} from '#app/preview-access.server.ts'
import { badRequest, readIntent } from '#app/platform/http/intent.server.ts'
import { redirectWithToast } from '#app/redirect.server.ts'
import {
  PreviewControlsSchema,
  PreviewUnlockSchema,
  type PreviewControls,
} from '#app/features/content/schemas/preview.ts'

/**
 * The editors' preview tool (CMS-015, CMS-150..CMS-154): who may use it, the controls read from the
 * query, the showcase page of documents and the frame. In the production deployment the tool first
 * asks for the editor secret, which sets the short-lived, signed preview cookie.
 */

/** Open outside the production deployment; there an editor with the preview cookie, or locked. */
export type PreviewAccess = 'open' | 'editor' | 'locked'

export function accessOf(shopper: Shopper, request: Request): PreviewAccess {
  if (!shopper.env.productionDeployment) return 'open'
  return hasPreviewAccess(request) ? 'editor' : 'locked'
}

/** The controls as the query gives them: the values to show, and the docType message once submitted. */
function readControls(url: URL) {
  const params = url.searchParams
  const raw = {
    docType: params.get('docType') ?? undefined,
    layoutVariant: params.get('layoutVariant') ?? undefined,
    limit: params.get('limit') ?? undefined,
    page: params.get('page') ?? undefined,
  }
  const parsed = PreviewControlsSchema.safeParse(raw)
  const rest = PreviewControlsSchema.omit({ docType: true }).parse(raw)
  // The first visit has no docType at all: nothing asked yet, so nothing to complain about.
  const error = !parsed.success && params.has('docType') ? (parsed.error.issues[0]?.message ?? null) : null
  return {
    valid: parsed.success ? parsed.data : null,
    view: {
      docType: (raw.docType ?? '').slice(0, 60),
      layoutVariant: rest.layoutVariant ?? '',
      limit: rest.limit,
      error,
    },
  }
}

/** CMS-154: one page of documents, each with its preview address and its link into the frame. */
async function showcase(shopper: Shopper, controls: PreviewControls, url: URL) {
  const { locale, site } = shopper.locale
  try {
    const result = await getShowcase(shopper.api, site.id, controls.docType, {
      layoutVariant: controls.layoutVariant,
      limit: controls.limit,
      page: controls.page,
    })
    const paging = showcasePaging({
      page: controls.page,
      limit: controls.limit,
      total: result.total,
      count: result.items.length,
    })
    return {
      failed: false,
      total: result.total ?? null,
      items: result.items.map((item) => {
        // A scheduled document is previewed at the moment it is scheduled for, not as of now.
        const previewHref = item.path ? documentPreviewHref(locale, item.path, url, item.visibleFrom) : null
        return {
          id: item.id,
          name: item.name,
          referrersCount: item.referrersCount,
          layoutVariant: item.layoutVariant ?? null,
          modificationDate: item.modificationDate,
          modified: formatPreviewMoment(item.modificationDate, locale),
          previewHref,
          // To the frame itself: it is under the whole list, out of sight of the link that fills it.
          frameHref: previewHref ? `${toolHref(url, { frame: previewHref })}#${PREVIEW_FRAME_ID}` : null,
        }
      }),
      paging: {
        ...paging,
        previousHref: paging.previous ? toolHref(url, { page: String(paging.previous) }) : null,
        nextHref: paging.next ? toolHref(url, { page: String(paging.next) }) : null,
      },
    }
  } catch (error) {
    if (!isApiError(error)) throw error
    shopper.logger.warn({ err: error }, 'preview showcase unavailable')
    return { failed: true, total: null, items: [], paging: null }
  }
}

/**
 * PLAT-023: the tool's choices from its internal page, `GET /fapi/pages/preview-tool`: the document
 * types to list and the layout variants to suggest. The tool never fails for it: without the page (or
 * with an empty one) it lists its own document types and suggests nothing.
 */
async function toolChoices(shopper: Shopper) {
  const fallback = { docTypes: [...PREVIEW_DOC_TYPES] as string[], layoutVariants: [] as string[] }
  try {
    const page = await getFrontEndPage(shopper.api, FRONT_END_PAGES.previewTool, PreviewToolPageSchema)
    if (page.docTypes.length === 0) return fallback
    return {
      docTypes: page.docTypes.map((docType) => docType.id),
      layoutVariants: [...new Set(page.docTypes.flatMap((docType) => docType.layoutVariants))],
    }
  } catch (error) {
    if (!isApiError(error)) throw error
    shopper.logger.warn({ err: error }, 'preview tool page unavailable')
    return fallback
  }
}

/** CMS-153: the framed page, labelled by the environment its address names. */
function frameOf(shopper: Shopper, url: URL) {
  const address = framedAddress(url.searchParams.get('frame'), url.origin)
  if (!address) return null
  const productionHosts = shopper.env.productionDeployment ? [url.hostname] : []
  const sameSite = address.startsWith(`${url.origin}/`)
  return {
    address,
    src: sameSite ? address.slice(url.origin.length) : address,
    env: envFromUrl(address, { productionHosts }),
  }
}

/** The preview tool page: the unlock form while locked, else the controls, the results and the frame. */
export async function previewToolPage(shopper: Shopper, request: Request) {
  const url = new URL(request.url)
  const access = accessOf(shopper, request)
  const page = {
    access,
    unlockable: Boolean(shopper.env.PREVIEW_EDITOR_SECRET),
  }
  if (access === 'locked') return { ...page, tool: null }
  const controls = readControls(url)
  const [choices, results] = await Promise.all([
    toolChoices(shopper),
    controls.valid ? showcase(shopper, controls.valid, url) : null,
  ])
  return {
    ...page,
    tool: {
      controls: { ...controls.view, ...choices },
      controlsHidden: controlsHiddenFields(url),
      results,
      frame: frameOf(shopper, url),
      frameHidden: frameHiddenFields(url),
    },
  }
}

/** Compares secrets in constant time (over their digests, so the length is not told either). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest()
  return timingSafeEqual(digest(given), digest(expected))
}

/** The tool's posts (PREVIEW_TOOL_INTENTS): unlock with the editor secret, lock again; any other is 400. */
export async function previewToolAction(shopper: Shopper, request: Request, t: TFunction) {
  const url = new URL(request.url)
  const back = `${url.pathname}${url.search}`
  const form = await request.formData()
  switch (readIntent(form, PREVIEW_TOOL_INTENT_NAMES)) {
    case PREVIEW_TOOL_INTENTS.unlock:
      return unlock(shopper, form, back, t)
    case PREVIEW_TOOL_INTENTS.lock:
      return redirectWithToast(
        back,
        { type: 'success', title: t('unlock.locked', { ns: 'preview' }) },
        { headers: { 'Set-Cookie': clearPreviewAccessCookie() } },
      )
    default:
      return badRequest()
  }
}

/** The editor secret sets the signed, short-lived preview cookie; a wrong one is told at the form. */
function unlock(shopper: Shopper, form: FormData, back: string, t: TFunction) {
  const submission = parseWithZod(form, { schema: PreviewUnlockSchema })
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: ['secret'] }) }, { status: 400 })
  }
  const expected = shopper.env.PREVIEW_EDITOR_SECRET
  if (!expected || !sameSecret(submission.value.secret, expected)) {
    shopper.logger.warn({ event: 'preview-unlock-refused' }, 'preview unlock refused')
    const message = t(expected ? 'unlock.refused' : 'unlock.unavailable', { ns: 'preview' })
    return data(
      { result: submission.reply({ formErrors: [message], hideFields: ['secret'] }) },
      { status: 400 },
    )
  }
  shopper.logger.info({ event: 'preview-unlocked' }, 'preview unlocked by an editor')
  return redirectWithToast(
    back,
    { type: 'success', title: t('unlock.unlocked', { ns: 'preview' }) },
    { headers: { 'Set-Cookie': previewAccessCookie() } },
  )
}
