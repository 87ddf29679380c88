import { describe, expect, it } from 'vitest'
import { type KnownBlockInput } from '#app/domain/content/content.ts'
import { BANNERS_GALLERY } from '#mocks/content/seed/gallery-banners.ts'
import { galleryBlock, parseBlocks, renderBlocks } from '#tests/helpers/blocks.tsx'

const render = (components: KnownBlockInput[]) => renderBlocks(parseBlocks(components))
const fixture = (id: string) => galleryBlock(BANNERS_GALLERY, id)

describe('Picture', () => {
  it('CMS-064 renders one image with its alt, width and height', () => {
    const html = render([fixture('gallery-picture')])
    const img = html.match(/<img[^>]*>/)?.[0] ?? ''
    expect(img).toContain('src="/images/content/banner-ridge-panorama.svg"')
    expect(img).toContain('alt="A long ridge walk under a clear sky"')
    expect(img).toContain('width="1200"')
    expect(img).toContain('height="600"')
  })
})
