import { readdirSync, readFileSync } from 'node:fs'
import { http, HttpResponse } from 'msw'
import { contentSvg } from './seed/images.ts'

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

/** A file of `videos/`, whole or the part a range request asks for; 404 for any other name. */
function videoFile(request: Request, name: string) {
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
}

/**
 * Cloudinary's delivery of a video asset (CMS-086, CMS-088), as `{cloud}/video/upload/{transforms}/
 * {publicId}.mp4` and the poster `….jpg` (its first frame): the asset whose public id ends in a name of
 * `videos/` plays that file, whatever the transforms ask; its poster is the content's artwork for
 * `banner-video-{name}`, as an SVG.
 */
const CLOUDINARY_ASSET = /\/__cloudinary\/[^/]+\/video\/upload\/[^/]+\/(?:[^/]+\/)*([a-z0-9-]+)\.(mp4|jpg)$/

export const handlers = [
  http.get('*/videos/content/:file', ({ request, params }) => videoFile(request, String(params.file))),
  http.get(CLOUDINARY_ASSET, ({ request }) => {
    const [, name, extension] = CLOUDINARY_ASSET.exec(new URL(request.url).pathname) ?? []
    if (extension === 'mp4') return videoFile(request, `${name}.mp4`)
    const poster = contentSvg(`banner-video-${name}.svg`)
    if (!poster) return new HttpResponse(null, { status: 404 })
    return new HttpResponse(poster, { headers: { ...HEADERS, 'Content-Type': 'image/svg+xml' } })
  }),
]
