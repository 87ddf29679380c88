import { describe, expect, it } from 'vitest'
import {
  cloudinaryPosterUrl,
  cloudinaryVideoUrl,
  defaultTrackIndex,
  isYouTube,
  playerSettings,
  trackKind,
  videoSources,
  youTubeEmbedUrl,
  youTubeId,
  youTubeWatchUrl,
} from './video.ts'

describe('player settings', () => {
  it('CMS-087 CONST-040 defaults to autoplay, controls shown, loop and muted', () => {
    expect(playerSettings(undefined)).toEqual({ autoplay: true, controls: true, loop: true, muted: true })
    expect(playerSettings({})).toEqual({ autoplay: true, controls: true, loop: true, muted: true })
  })

  it("CMS-086 applies the editor's settings over the defaults", () => {
    expect(playerSettings({ autoplay: false, hideControls: true, loop: false, muted: false })).toEqual({
      autoplay: false,
      controls: false,
      loop: false,
      muted: false,
    })
    expect(playerSettings({ hideControls: false }).controls).toBe(true)
  })
})

describe('YouTube', () => {
  it('CMS-089 detects YouTube links by url pattern', () => {
    expect(isYouTube('https://youtu.be/x')).toBe(true)
    expect(isYouTube('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(true)
    expect(isYouTube('https://m.youtube.com/shorts/abc123')).toBe(true)
    expect(isYouTube('//www.youtube-nocookie.com/embed/abc')).toBe(true)
    expect(isYouTube('https://cdn.example.com/videos/trail.mp4')).toBe(false)
    expect(isYouTube('https://notyoutube.com/watch?v=abc')).toBe(false)
    expect(isYouTube('https://youtube.com.evil.test/watch?v=abc')).toBe(false)
    expect(isYouTube('/videos/youtube.com.mp4')).toBe(false)
    expect(isYouTube('javascript://youtube.com/%0Aalert(1)')).toBe(false)
  })

  it('CMS-089 extracts the video id from watch, youtu.be, embed and shorts links', () => {
    expect(youTubeId('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s')).toBe('dQw4w9WgXcQ')
    expect(youTubeId('https://youtu.be/dQw4w9WgXcQ?si=share')).toBe('dQw4w9WgXcQ')
    expect(youTubeId('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ')
    expect(youTubeId('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0')).toBe('dQw4w9WgXcQ')
    expect(youTubeId('https://youtube.com/shorts/Ab_c-123')).toBe('Ab_c-123')
    expect(youTubeId('https://www.youtube.com/channel/UC123')).toBeNull()
    expect(youTubeId('https://www.youtube.com/watch?v=bad%22id')).toBeNull()
    expect(youTubeId('https://vimeo.com/12345')).toBeNull()
  })

  it('plays on youtube-nocookie.com once clicked, looping as a playlist of itself', () => {
    const url = new URL(youTubeEmbedUrl('abc', { controls: true, loop: true }))
    expect(url.origin).toBe('https://www.youtube-nocookie.com')
    expect(url.pathname).toBe('/embed/abc')
    expect(url.searchParams.get('autoplay')).toBe('1')
    expect(url.searchParams.get('loop')).toBe('1')
    expect(url.searchParams.get('playlist')).toBe('abc')
    expect(url.searchParams.has('controls')).toBe(false)
    const bare = new URL(youTubeEmbedUrl('abc', { controls: false, loop: false }))
    expect(bare.searchParams.get('controls')).toBe('0')
    expect(bare.searchParams.has('loop')).toBe(false)
    expect(youTubeWatchUrl('abc')).toBe('https://www.youtube.com/watch?v=abc')
  })
})

describe('tracks', () => {
  it('CMS-086 maps transcripts to captions and keeps chapters', () => {
    expect(trackKind('transcripts')).toBe('captions')
    expect(trackKind('chapters')).toBe('chapters')
    expect(trackKind('descriptions')).toBe('descriptions')
    expect(trackKind(undefined)).toBe('captions')
  })

  const tracks = [
    { srclang: 'en', kind: 'chapters' },
    { srclang: 'en', kind: 'transcripts' },
    { srclang: 'fr-CA', kind: 'transcripts' },
    { srclang: 'de', kind: 'transcripts' },
  ]

  it('CMS-087 picks the caption track of the browser language', () => {
    expect(defaultTrackIndex(tracks, ['fr-CA', 'en'])).toBe(2)
    expect(defaultTrackIndex(tracks, ['fr-FR'])).toBe(2)
    expect(defaultTrackIndex(tracks, ['de-DE', 'en'])).toBe(3)
    expect(defaultTrackIndex(tracks, ['en-US'])).toBe(1)
    // The first preferred language with a track wins; chapters are never the caption track.
    expect(defaultTrackIndex(tracks, ['es', 'de'])).toBe(3)
    expect(defaultTrackIndex(tracks, ['es'])).toBe(-1)
    expect(defaultTrackIndex([{ srclang: 'en', kind: 'chapters' }], ['en'])).toBe(-1)
  })
})

describe('sources', () => {
  it('CMS-086 gives one source per breakpoint, widest first, the smallest as the fallback', () => {
    expect(
      videoSources({
        sm: { url: '/v/sm.mp4' },
        md: { url: '/v/md.webm', mimeType: 'video/webm' },
        lg: { url: '/v/lg.mp4' },
      }),
    ).toEqual([
      { url: '/v/lg.mp4', media: '(min-width: 1024px)' },
      { url: '/v/md.webm', media: '(min-width: 768px)', type: 'video/webm' },
      { url: '/v/sm.mp4' },
    ])
    expect(videoSources({ lg: { url: '/v/lg.mp4' } })).toEqual([{ url: '/v/lg.mp4' }])
    expect(videoSources({})).toEqual([])
  })

  it('CMS-088 builds Cloudinary delivery URLs for the native player', () => {
    const asset = { cloudName: 'trailhead', publicId: 'campaigns/spring 24/ridge-run' }
    expect(cloudinaryVideoUrl(asset, 768)).toBe(
      'https://res.cloudinary.com/trailhead/video/upload/c_limit,w_768,q_auto/campaigns/spring%2024/ridge-run.mp4',
    )
    expect(cloudinaryPosterUrl(asset)).toBe(
      'https://res.cloudinary.com/trailhead/video/upload/so_0,q_auto/campaigns/spring%2024/ridge-run.jpg',
    )
    const sources = videoSources({ sm: { url: '/v/ignored.mp4' } }, asset)
    expect(sources.map((s) => s.media)).toEqual(['(min-width: 1024px)', '(min-width: 768px)', undefined])
    expect(sources.every((s) => s.url.startsWith('https://res.cloudinary.com/trailhead/'))).toBe(true)
  })

  it('CMS-088 delivers from the origin the asset names (the deployment’s Cloudinary URL), with or without a slash', () => {
    const asset = {
      cloudName: 'trailhead',
      publicId: 'ridge-run',
      deliveryUrl: 'http://127.0.0.1:3100/__cloudinary/',
    }
    expect(cloudinaryVideoUrl(asset)).toBe(
      'http://127.0.0.1:3100/__cloudinary/trailhead/video/upload/q_auto/ridge-run.mp4',
    )
    expect(cloudinaryPosterUrl({ ...asset, deliveryUrl: 'https://media.example' }, 1920)).toBe(
      'https://media.example/trailhead/video/upload/so_0,c_limit,w_1920,q_auto/ridge-run.jpg',
    )
  })
})
