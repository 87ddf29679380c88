import { describe, expect, it } from 'vitest'
import { type KnownBlockInput } from '#app/models/content.ts'
import { BANNERS_GALLERY } from '#mocks/data/content/gallery-banners.ts'
import { galleryBlock, parseBlocks, renderBlocks } from '#tests/helpers/blocks.tsx'

const render = (components: KnownBlockInput[]) => renderBlocks(parseBlocks(components))
const fixture = (id: string) => galleryBlock(BANNERS_GALLERY, id)

const links = (html: string) => html.match(/<a\s[^>]*>/g) ?? []

describe('Linked card', () => {
  it('CMS-062 renders the whole card as one link holding its media, title and text', () => {
    const html = render([fixture('gallery-linked-card')])
    expect(links(html)).toHaveLength(1)
    expect(html).toMatch(
      /<a[^>]*href="\/en-us\/help\/contact-us"[^>]*>[\s\S]*<img[^>]*card-care-guide\.svg[\s\S]*<h1[^>]*>How to care for leather boots<\/h1><p[^>]*>Clean, dry, wax[\s\S]*<\/a>/,
    )
    // The title names the link; the picture only illustrates it.
    expect(html).toMatch(/<img[^>]*alt=""/)
  })

  it('CMS-062 opens an external card in a new tab safely, and names an untitled card by its picture', () => {
    const html = render([fixture('gallery-linked-card-external')])
    const anchor = links(html)[0] ?? ''
    expect(anchor).toContain('href="https://example.org/trail-conservancy"')
    expect(anchor).toContain('target="_blank"')
    expect(anchor).toContain('rel="noopener noreferrer"')
    const untitled = render([
      {
        type: 'linkedCard',
        media: { url: '/images/content/card-x.svg', alt: 'Trail maps', width: 600, height: 600 },
        target: { url: '/help/contact-us' },
      },
    ])
    expect(links(untitled)[0]).toContain('aria-label="Trail maps"')
  })
})

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
