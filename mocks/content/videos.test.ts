import { getResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { handlers as contentHandlers } from './content.ts'
import { handlers } from './videos.ts'

const ORIGIN = 'http://emulator.test'

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await getResponse(handlers, new Request(new URL(path, ORIGIN), { headers }))
  if (!response) throw new Error(`No handler for ${path}`)
  return response
}

describe('content emulator: videos', () => {
  it('serves a video whole, or the part a range asks for', async () => {
    const whole = await get('/videos/content/ridge-run.mp4')
    expect(whole.status).toBe(200)
    expect(whole.headers.get('content-type')).toBe('video/mp4')
    expect(whole.headers.get('accept-ranges')).toBe('bytes')
    const bytes = new Uint8Array(await whole.arrayBuffer())
    // An MP4 file: its first box is `ftyp`.
    expect(new TextDecoder().decode(bytes.subarray(4, 8))).toBe('ftyp')

    const part = await get('/videos/content/ridge-run.mp4', { Range: 'bytes=0-99' })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${bytes.length}`)
    expect((await part.arrayBuffer()).byteLength).toBe(100)
    const tail = await get('/videos/content/ridge-run.mp4', { Range: 'bytes=-10' })
    expect(tail.headers.get('content-range')).toBe(
      `bytes ${bytes.length - 10}-${bytes.length - 1}/${bytes.length}`,
    )
    const past = await get('/videos/content/ridge-run.mp4', { Range: `bytes=${bytes.length}-` })
    expect(past.status).toBe(416)
  })

  it('serves the text tracks for a cross-origin video element, and nothing it does not have', async () => {
    const captions = await get('/videos/content/dolomites-trail-run.fr.vtt')
    expect(captions.headers.get('content-type')).toBe('text/vtt; charset=utf-8')
    expect(captions.headers.get('access-control-allow-origin')).toBe('*')
    expect(await captions.text()).toMatch(/^WEBVTT\n/)
    expect((await get('/videos/content/nope.mp4')).status).toBe(404)
    expect((await get('/videos/content/..%2Fcontent.ts')).status).toBe(404)
  })

  it('every video and track a content page names is one the emulator serves, on its origin', async () => {
    const url = new URL('/caas/v1/canvas/augmentedpage/us/block-gallery', ORIGIN)
    url.searchParams.set('locale', 'en_US')
    const page = await getResponse(contentHandlers, new Request(url, { headers: { 'x-locale': 'en_US' } }))
    const text = await page!.text()
    const media = [...text.matchAll(/"(?:url|src)":"([^"]*\/videos\/[^"]*)"/g)].map((match) => match[1]!)
    expect(media.length).toBeGreaterThanOrEqual(9)
    for (const address of media) {
      expect(address.startsWith(`${ORIGIN}/videos/content/`), address).toBe(true)
      expect((await get(address)).status, address).toBe(200)
    }
  })

  it('CMS-086 CMS-088 delivers a Cloudinary asset as Cloudinary does: its MP4 at any transform, its poster, nothing it does not have', async () => {
    const asset = '/__cloudinary/trailhead-outfitters/video/upload'
    const video = await get(`${asset}/c_limit,w_768,q_auto/campaigns/spring/ridge-run.mp4`, {
      Range: 'bytes=0-99',
    })
    expect(video.status).toBe(206)
    expect(video.headers.get('content-type')).toBe('video/mp4')
    expect((await get(`${asset}/q_auto/campaigns/spring/ridge-run.mp4`)).status).toBe(200)
    const poster = await get(`${asset}/so_0,c_limit,w_1920,q_auto/campaigns/spring/ridge-run.jpg`)
    expect(poster.status).toBe(200)
    expect(poster.headers.get('content-type')).toBe('image/svg+xml')
    expect(await poster.text()).toMatch(/^<svg /)
    expect((await get(`${asset}/q_auto/campaigns/spring/nope.mp4`)).status).toBe(404)
  })
})
