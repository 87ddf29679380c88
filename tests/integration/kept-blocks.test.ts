import { describe, expect, it } from 'vitest'
import { isKeptBlock, keptList, type ListedBlock } from '#app/blocks/block.ts'
import { traits } from '#app/blocks/product-collection/traits.ts'
import type { ProductCollectionBlock } from '#app/blocks/product-collection/schema.ts'
import type { ShownTile } from '#app/domain/catalog/product.ts'
import type { CmsPage } from '#app/domain/content/content.ts'
import { loader as contentLoader } from '#app/routes/content-page.tsx'
import { loader as homeLoader } from '#app/routes/home.tsx'
import { loader as pdpLoader } from '#app/routes/pdp.tsx'
import { loader as plpLoader } from '#app/routes/plp.tsx'
import { get, runRoute } from '#tests/helpers/route.ts'

/**
 * Decision 086 for content blocks: a block without behaviour is the document's markup, which the
 * browser keeps as the server drew it, so the document's data carries where it goes and its version,
 * not its content a second time. Blocks with behaviour hydrate, and are in the data in full.
 */
type PageData = { page: Omit<CmsPage, 'components'> & { components: ListedBlock[] } }

describe('a content page’s data', () => {
  it('CMS-003 the home page’s blocks without behaviour are in its document’s data by version, those with behaviour in full', async () => {
    const result = await runRoute<PageData>(homeLoader, get('/en-us'), { locale: 'en-us' })
    const listed = result.data!.page.components
    const shown = result.blocks(listed)
    expect(shown.map((block) => block.type)).toEqual([
      'promoBar',
      'heroBanner',
      'categoryCards',
      'productCollection',
      'banner',
      'richText',
      'productCollection',
      'iconAndText',
    ])
    const kept = listed.filter(isKeptBlock)
    expect(kept.map((block) => block.type)).toEqual([
      'heroBanner',
      'categoryCards',
      'banner',
      'richText',
      'iconAndText',
    ])
    for (const block of kept) {
      expect(Object.keys(block.kept)).toEqual(['version'])
      // The server's render has the whole block: the title, the text, the links.
      expect(result.documentValue(block.kept)).toMatchObject({ type: block.type, id: block.id })
    }
    expect(result.documentValue(kept.find((b) => b.type === 'richText')!.kept)).toMatchObject({
      richText: expect.stringContaining('We test every shoe'),
    })
    // The heading rule still has what it needs: which kept blocks render a heading.
    expect(kept.find((b) => b.type === 'iconAndText')).toMatchObject({ heading: true })
    for (const block of listed.filter((b) => !isKeptBlock(b))) expect(block).not.toHaveProperty('kept')
    expect(JSON.stringify(listed)).not.toContain('We test every shoe')
  })

  it('CMS-054 a home product collection hydrates (its carousel’s controls), while its tiles are in the document’s data by version and count, and in full in the server’s render', async () => {
    const result = await runRoute<PageData>(homeLoader, get('/en-us'), { locale: 'en-us' })
    const listed = result.data!.page.components
    const collections = listed.filter((block) => block.type === 'productCollection')
    expect(collections).toHaveLength(2)
    const rendered = result.blocks(listed).filter((block) => block.type === 'productCollection')
    for (const [index, block] of collections.entries()) {
      const kept = keptList<ShownTile>(block, 'products')!
      expect(Object.keys(kept).sort()).toEqual(['length', 'version'])
      expect(block).toMatchObject({ products: [], breakpoints: expect.any(Object) })
      const products = result.documentValue(kept)!
      expect(products.length).toBe(kept.length)
      expect(rendered[index]).toMatchObject({ products })
      expect(rendered[index]).not.toHaveProperty('keptLists')
    }
    const names = result.documentValue(keptList<ShownTile>(collections[0]!, 'products'))!.map((p) => p.name)
    expect(names).toContain('Granite Peak Mid WP')
    for (const name of names) expect(JSON.stringify(listed)).not.toContain(name)
    // The heading rule counts the kept tiles: the collection still renders its title as a heading.
    for (const block of collections) expect(traits.heading!(block as ProductCollectionBlock)).toBe(true)
  })

  it('CMS-003 a content page keeps its plain blocks out of its data, and the server still renders them in full', async () => {
    const result = await runRoute<PageData>(contentLoader, get('/en-us/block-gallery'), {
      locale: 'en-us',
      '*': 'block-gallery',
    })
    const listed = result.data!.page.components
    expect(listed.some(isKeptBlock)).toBe(true)
    const shown = result.blocks(listed)
    expect(shown).toHaveLength(listed.length)
    expect(shown.every((block) => !isKeptBlock(block))).toBe(true)
  })
})

describe('the content around a product or a listing', () => {
  /** The content blocks' data, and the text of their static ones, which only the document has. */
  function expectKept(
    result: { documentValue: (held: never) => unknown },
    listed: ListedBlock[],
    text: string,
  ) {
    const kept = listed.filter(isKeptBlock)
    expect(kept.length).toBeGreaterThan(0)
    for (const block of kept) expect(Object.keys(block.kept)).toEqual(['version'])
    expect(JSON.stringify(listed)).not.toContain(text)
    expect(JSON.stringify(kept.map((block) => result.documentValue(block.kept as never)))).toContain(text)
  }

  it('CMS-014 a product page’s text blocks are in its document’s data by version; its gallery, which has behaviour, in full', async () => {
    const result = await runRoute<{ content: { components: ListedBlock[] } }>(
      pdpLoader,
      get('/en-us/p/tempo-trail-runner-RS100001'),
      { locale: 'en-us', slugId: 'tempo-trail-runner-RS100001' },
    )
    const listed = result.data!.content.components
    expectKept(result, listed, 'a rock plate under the forefoot')
    expect(listed.find((block) => block.type === 'ugcGallery')).not.toHaveProperty('kept')
  })

  it('CMS-006 a category’s introduction is in its listing document’s data by version, and the server renders it', async () => {
    const result = await runRoute<{ blocks: ListedBlock[] }>(plpLoader, get('/en-us/c/footwear-1000'), {
      locale: 'en-us',
      slugId: 'footwear-1000',
    })
    expectKept(result, result.data!.blocks, 'Ask our fitting team')
  })
})
