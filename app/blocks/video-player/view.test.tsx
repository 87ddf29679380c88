import { describe, expect, it, vi } from 'vitest'
import { type KnownBlockInput } from '#app/domain/content/content.ts'
import { MEDIA_GALLERY } from '#mocks/content/seed/gallery-media.ts'
import { autoplayWhenVisible, type PlayableVideo } from './video-controls.tsx'
import { galleryBlock, parseBlocks, renderBlocks } from '#tests/helpers/blocks.tsx'

const render = (components: KnownBlockInput[], locale = 'en-us') =>
  renderBlocks(parseBlocks(components), { locale })
const fixture = (id: string) => galleryBlock(MEDIA_GALLERY, id)

/** The opening tag of the first `<video>`. */
function videoTag(html: string): string {
  return /<video[^>]*>/.exec(html)?.[0] ?? ''
}

describe('video player', () => {
  it('CMS-086 renders a native video with a source per breakpoint, poster and text tracks', () => {
    const html = render([fixture('gallery-video-tracks')])
    const video = videoTag(html)
    expect(video).toContain('poster="/images/content/hero-video-dolomites.svg"')
    expect(video).toMatch(/width="1920" height="1080"/)
    expect(video).toContain('aria-label="Forty kilometres through the Dolomites in the Skyline Trail 3"')
    expect(html).toMatch(
      /<source src="\/videos\/content\/dolomites-trail-run-lg\.mp4" media="\(min-width: 1024px\)" type="video\/mp4"\/><source src="\/videos\/content\/dolomites-trail-run-sm\.mp4" type="video\/mp4"\/>/,
    )
    // Transcripts become captions; chapters stay chapters.
    expect(html).toMatch(
      /<track kind="captions" src="\/videos\/content\/dolomites-trail-run\.en\.vtt" label="English" srcLang="en" default=""\/>/,
    )
    expect(html).toMatch(/<track kind="captions" src="[^"]*\.fr\.vtt" label="Français" srcLang="fr"\/>/)
    expect(html).toMatch(/<track kind="chapters" src="[^"]*\.chapters\.vtt" label="Chapters" srcLang="en"\/>/)
    // Background colour and paddings per breakpoint.
    expect(html).toMatch(/<div class="py-4 lg:py-16" style="background-color:#1f2a24">/)
  })

  it('CMS-087 marks the caption track of the page language as the default on the server', () => {
    const html = render([fixture('gallery-video-tracks')], 'fr-fr')
    expect(html).toMatch(
      /<track kind="captions" src="[^"]*\.fr\.vtt" label="Français" srcLang="fr" default=""\/>/,
    )
    expect(html).not.toMatch(/\.en\.vtt"[^>]*default/)
  })

  it('CMS-087 CONST-040 renders the defaults: controls, loop, muted, and no autoplay attribute', () => {
    const video = videoTag(render([fixture('gallery-video-tracks')]))
    expect(video).toContain('controls=""')
    expect(video).toContain('loop=""')
    expect(video).toContain('muted=""')
    // Autoplay is the script's job (in view, not under reduced motion): the attribute would bypass both.
    expect(video).not.toContain('autoplay')
  })

  it("follows the editor's settings, with native controls until the script can offer its own", () => {
    const manual = videoTag(render([fixture('gallery-video-manual')]))
    expect(manual).not.toContain('loop=')
    expect(manual).not.toContain('muted=')
    // hideControls: without JavaScript the native controls are the only way to pause or play it.
    const ambient = videoTag(render([fixture('gallery-video-ambient')]))
    expect(ambient).toContain('controls=""')
  })

  it('works without JavaScript: a download link inside the video for browsers that cannot play it', () => {
    const html = render([fixture('gallery-video-manual')])
    expect(html).toMatch(
      /<a href="\/videos\/content\/pitching-the-storm-dome\.mp4">Download the video<\/a><\/video>/,
    )
  })

  it('describes the video to search engines as a VideoObject', () => {
    const html = render([fixture('gallery-video-tracks')])
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1]
    expect(JSON.parse(json ?? 'null')).toMatchObject({
      '@type': 'VideoObject',
      name: 'Forty kilometres through the Dolomites in the Skyline Trail 3',
      thumbnailUrl: '/images/content/hero-video-dolomites.svg',
    })
    expect(render([fixture('gallery-video-ambient')])).not.toContain('application/ld+json')
  })

  it('CMS-089 renders a YouTube link as a click-to-load facade that loads nothing from YouTube', () => {
    const html = render([fixture('gallery-video-youtube')])
    expect(html).not.toContain('<iframe')
    expect(html).not.toContain('<video')
    expect(html).toMatch(
      /<a href="https:\/\/www\.youtube\.com\/watch\?v=Tr4iLhEaD01" aria-label="Play on YouTube: Ridge to river: a week on the Pacific Crest Trail"/,
    )
    // The poster is the editor's image, not YouTube's thumbnail.
    expect(html).toContain('src="/images/content/banner-video-youtube-ridge.svg"')
    expect(html).not.toContain('ytimg')
  })

  it('CMS-088 plays the Cloudinary asset only with enableCloudinaryVideoPlayer', () => {
    const on = render([fixture('gallery-video-cloudinary')])
    expect(on).toMatch(
      /<source src="https:\/\/res\.cloudinary\.com\/trailhead-outfitters\/video\/upload\/c_limit,w_1920,q_auto\/campaigns\/spring\/ridge-run\.mp4" media="\(min-width: 1024px\)"/,
    )
    expect(on).toContain('poster="https://res.cloudinary.com/trailhead-outfitters/video/upload/so_0')
    // No third-party player script.
    expect(on).not.toMatch(/<script(?! type="application\/ld\+json")/)
    const off = render([fixture('gallery-video-cloudinary-off')])
    expect(off).not.toContain('cloudinary')
    expect(off).toContain('<source src="/videos/content/ridge-run.mp4" type="video/mp4"/>')
  })

  it('renders nothing for a video block without a video', () => {
    // The list keeps the block's (empty, CSS-hidden) wrapper and its hydration boundary, nothing else.
    expect(render([{ type: 'videoPlayer', media: {} }])).toMatch(
      /^<div class="flex flex-col gap-10"><div data-block="videoPlayer"[^>]*><!--\$--><!--\/\$--><\/div><\/div>$/,
    )
  })
})

/** A stand-in `<video>` whose play() the test settles. */
function fakeVideo(play: () => Promise<void> = () => Promise.resolve()) {
  const listeners = new Map<string, Set<() => void>>()
  const emit = (type: string) => listeners.get(type)?.forEach((listener) => listener())
  const video: PlayableVideo & { emit: (type: string) => void } = {
    paused: true,
    muted: false,
    play: vi.fn(async () => {
      await play()
      video.paused = false
      emit('play')
    }),
    pause: vi.fn(() => {
      video.paused = true
      emit('pause')
    }),
    addEventListener: (type, listener) => {
      listeners.set(type, (listeners.get(type) ?? new Set()).add(listener))
    },
    removeEventListener: (type, listener) => {
      listeners.get(type)?.delete(listener)
    },
    emit,
  }
  return video
}

function watcher() {
  let report: (visible: boolean) => void = () => {}
  const stop = vi.fn()
  return {
    watch: (onChange: (visible: boolean) => void) => {
      report = onChange
      return stop
    },
    show: (visible: boolean) => report(visible),
    stop,
  }
}

describe('autoplay', () => {
  it('CMS-087 plays muted once the video is in view and pauses it when it leaves', async () => {
    const video = fakeVideo()
    const view = watcher()
    const stop = autoplayWhenVisible(video, {
      muted: true,
      reducedMotion: false,
      watch: view.watch,
      log: vi.fn(),
    })
    expect(video.muted).toBe(true)
    expect(video.play).not.toHaveBeenCalled()
    view.show(true)
    await vi.waitFor(() => expect(video.paused).toBe(false))
    view.show(false)
    expect(video.pause).toHaveBeenCalledOnce()
    // Paused by the scroll, not by the shopper: it plays again when back in view.
    view.show(true)
    expect(video.play).toHaveBeenCalledTimes(2)
    stop()
    expect(view.stop).toHaveBeenCalled()
  })

  it('never plays by itself under prefers-reduced-motion', () => {
    const video = fakeVideo()
    const view = watcher()
    autoplayWhenVisible(video, { muted: true, reducedMotion: true, watch: view.watch, log: vi.fn() })
    view.show(true)
    expect(video.play).not.toHaveBeenCalled()
  })

  it('does not restart a video the shopper paused', async () => {
    const video = fakeVideo()
    const view = watcher()
    autoplayWhenVisible(video, { muted: true, reducedMotion: false, watch: view.watch, log: vi.fn() })
    view.show(true)
    await vi.waitFor(() => expect(video.paused).toBe(false))
    video.pause()
    view.show(false)
    view.show(true)
    expect(video.play).toHaveBeenCalledOnce()
  })

  it('CMS-090 only logs a refused autoplay', async () => {
    const refusal = new Error('NotAllowedError')
    const video = fakeVideo(() => Promise.reject(refusal))
    const view = watcher()
    const log = vi.fn()
    autoplayWhenVisible(video, { muted: false, reducedMotion: false, watch: view.watch, log })
    view.show(true)
    await vi.waitFor(() => expect(log).toHaveBeenCalledWith('autoplay failed', refusal))
    expect(video.paused).toBe(true)
  })
})
