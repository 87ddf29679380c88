import { describe, expect, it } from 'vitest'
import { type KnownBlockInput } from '#app/domain/content/content.ts'
import { BANNERS_GALLERY } from '#mocks/content/seed/gallery-banners.ts'
import { galleryBlock, parseBlocks, renderBlocks } from '#tests/helpers/blocks.tsx'

const render = (components: KnownBlockInput[]) => renderBlocks(parseBlocks(components))
const fixture = (id: string) => galleryBlock(BANNERS_GALLERY, id)

const links = (html: string) => html.match(/<a\s[^>]*>/g) ?? []

describe('Multi-link card', () => {
  it('CMS-063 renders media, a linked title and a list of links, aligned as set', () => {
    const html = render([fixture('gallery-multi-link-card')])
    expect(html).toMatch(/<img[^>]*alt="Base, mid and shell layers laid out on a rock"/)
    expect(html).toMatch(
      /<h1[^>]*><a[^>]*href="\/en-us\/c\/fleece-base-layers-2020"[^>]*>Layering, explained<\/a><\/h1>/,
    )
    expect(html).toMatch(
      /<ul[^>]*><li><a[^>]*>Base layers<\/a><\/li><li><a[^>]*>Fleece and mid layers<\/a><\/li><li><a[^>]*href="\/en-us\/c\/jackets-2010"[^>]*>Shells<\/a><\/li><\/ul>/,
    )
    expect(html).toContain('items-start text-left')
    const centre = render([fixture('gallery-multi-link-card-centre')])
    expect(centre).toContain('items-center text-center')
    // No titleTarget: the title is plain text.
    expect(centre).toMatch(/<h1[^>]*>Need a hand\?<\/h1>/)
  })

  it('CMS-063 drops links without text', () => {
    const html = render([
      {
        type: 'multiLinkCard',
        title: 'Help',
        targets: [{ url: '/help/contact-us', text: 'Contact us' }, { url: '/store-locator' }],
      },
    ])
    expect(links(html)).toHaveLength(1)
  })
})
