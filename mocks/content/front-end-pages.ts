import { http, HttpResponse } from 'msw'
import { FRONT_END_PAGES, type PreviewToolPageInput } from '#app/domain/content/front-end-pages.ts'
import { SHOWCASE_DOCUMENTS } from './seed/showcase.ts'
import { apiError } from '../errors.ts'

/**
 * GET /fapi/pages/{page} (PLAT-023, decision 075): the front-end service's internal pages by name.
 * `preview-tool`: the document types the showcase lists, in its order, with their layout variants.
 * Any other name is 404; the location selector has its own handler (`location-selector.ts`), before
 * this one in `index.ts`.
 */

function previewToolPage(): PreviewToolPageInput {
  const variants = new Map<string, Set<string>>()
  for (const document of SHOWCASE_DOCUMENTS) {
    const known = variants.get(document.docType) ?? new Set<string>()
    if (document.layoutVariant) known.add(document.layoutVariant)
    variants.set(document.docType, known)
  }
  return {
    docTypes: [...variants].map(([id, layoutVariants]) => ({ id, layoutVariants: [...layoutVariants] })),
  }
}

const PAGES: Record<string, () => PreviewToolPageInput> = {
  [FRONT_END_PAGES.previewTool]: previewToolPage,
}

export const handlers = [
  http.get('*/fapi/pages/:page', ({ request, params }) => {
    const page = String(params.page)
    const build = Object.hasOwn(PAGES, page) ? PAGES[page] : undefined
    if (!build) return apiError(request, 404, 'API404', `No internal page ${page}`)
    return HttpResponse.json(build())
  }),
]
