import { readdirSync, readFileSync } from 'node:fs'
import { http, HttpResponse } from 'msw'

/**
 * The content service's videos and their text tracks (CMS-086..090), on the emulator's origin beside
 * its images: short trail scenes drawn by `scripts/content-videos.ts` and WebVTT captions and chapters.
 * Only the files of `videos/` are served; a range request gets its part, as a media server answers the
 * browser's video element.
 */
const FOLDER = new URL('./videos/', import.meta.url)
const TYPES: Record<string, string> = { mp4: 'video/mp4', vtt: 'text/vtt; charset=utf-8' }
const FILES = new Map(
  readdirSync(FOLDER)
    .filter((name) => (name.split('.').pop() ?? '') in TYPES)
    .map((name) => [name, readFileSync(new URL(name, FOLDER))] as const),
)

const HEADERS = {
  // The page's video element asks for its tracks with CORS (`crossorigin`): the emulator is another origin.
  'Access-Control-Allow-Origin': '*',
  'Accept-Ranges': 'bytes',
  'Cache-Control': 'public, max-age=31536000, immutable',
}

export const handlers = [
  http.get('*/videos/content/:file', ({ request, params }) => {
    const name = String(params.file)
    const file = FILES.get(name)
    if (!file) return new HttpResponse(null, { status: 404 })
    const type = TYPES[name.split('.').pop()!]!
    const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.get('Range') ?? '')
    if (!range || (range[1] === '' && range[2] === '')) {
      return new HttpResponse(file, { headers: { ...HEADERS, 'Content-Type': type } })
    }
    const size = file.length
    const start = range[1] === '' ? Math.max(0, size - Number(range[2])) : Number(range[1])
    const end = range[1] === '' || range[2] === '' ? size - 1 : Math.min(Number(range[2]), size - 1)
    if (start >= size || start > end) {
      return new HttpResponse(null, {
        status: 416,
        headers: { ...HEADERS, 'Content-Range': `bytes */${size}` },
      })
    }
    return new HttpResponse(file.subarray(start, end + 1), {
      status: 206,
      headers: { ...HEADERS, 'Content-Type': type, 'Content-Range': `bytes ${start}-${end}/${size}` },
    })
  }),
]
