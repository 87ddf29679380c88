import { http, HttpResponse } from 'msw'
import { DatafileSchema } from '#app/domain/tracking/experimentation.ts'
import shippedDatafile from '#app/features/personalisation/datafile.json' with { type: 'json' }
import { apiError, readJson } from '../errors.ts'

/**
 * The experimentation provider (001 §7 Experimentation): the CDN datafile keyed by the SDK key, served
 * conditionally on If-Modified-Since (PERS-062), and the event log endpoint (PERS-066), which accepts a
 * batch and answers 204. Batches are read back through /__emulator/requests like every call. The
 * datafile is the one the storefront ships; a test may swap it (`POST /__emulator/experimentation/datafile`).
 */

interface ExperimentationState {
  datafile: Record<string, unknown>
  /** Whole seconds: HTTP dates carry no milliseconds. */
  lastModified: Date
}

function wholeSeconds(date: Date): Date {
  return new Date(Math.floor(date.getTime() / 1000) * 1000)
}

const BOOT = wholeSeconds(new Date())
const state: ExperimentationState = {
  datafile: shippedDatafile as Record<string, unknown>,
  lastModified: BOOT,
}

/** Back to the shipped datafile (POST /__emulator/reset). */
export function resetExperimentation() {
  state.datafile = shippedDatafile as Record<string, unknown>
  state.lastModified = BOOT
}

/** True when the client's copy (its If-Modified-Since) is not older than the datafile. */
export function notModifiedSince(ifModifiedSince: string | null, lastModified: Date): boolean {
  if (!ifModifiedSince) return false
  const since = Date.parse(ifModifiedSince)
  return Number.isFinite(since) && since >= lastModified.getTime()
}

export const handlers = [
  http.get('*/cdn/datafiles/:file', ({ request, params }) => {
    const file = String(params.file)
    if (!/^[\w-]+\.json$/.test(file)) return apiError(request, 404, 'API404', 'No datafile for this SDK key')
    const headers = { 'Last-Modified': state.lastModified.toUTCString(), 'Cache-Control': 'max-age=0' }
    if (notModifiedSince(request.headers.get('If-Modified-Since'), state.lastModified)) {
      return new HttpResponse(null, { status: 304, headers })
    }
    return HttpResponse.json(state.datafile, { headers })
  }),

  http.post('*/logx/v1/events', async ({ request }) => {
    const batch = await readJson<Record<string, unknown>>(request)
    if (!batch || !Array.isArray(batch.visitors)) {
      return apiError(request, 400, 'API400', 'An event batch needs "visitors"')
    }
    return new HttpResponse(null, { status: 204 })
  }),

  // Tests: serve another datafile from now on (it must parse as a datafile), newer than the last.
  http.post('*/__emulator/experimentation/datafile', async ({ request }) => {
    const parsed = DatafileSchema.safeParse(await readJson(request))
    if (!parsed.success) return apiError(request, 400, 'API400', 'Not a datafile')
    state.datafile = parsed.data
    state.lastModified = wholeSeconds(new Date(Math.max(Date.now(), state.lastModified.getTime() + 1000)))
    return HttpResponse.json({
      revision: parsed.data.revision,
      lastModified: state.lastModified.toUTCString(),
    })
  }),
]
