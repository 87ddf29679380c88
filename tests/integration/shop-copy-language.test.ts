import { describe, expect, it } from 'vitest'
import { loader as plpLoader } from '#app/routes/plp.tsx'
import { get, runRoute } from '#tests/helpers/route.ts'

/**
 * Issue 17 §6: a French or German category page reads the shop's own copy in its language — the
 * category content's title, description and rich text, the facet and sort labels — from the emulator,
 * which answers in the language of the locale each call carries (PLAT-003).
 */
type PlpData = Awaited<ReturnType<typeof plpLoader>>

function plp(path: string) {
  const [, locale, , slugId] = new URL(path, 'http://x').pathname.split('/')
  return runRoute<PlpData>(plpLoader, get(path), { locale: locale!, slugId: slugId! })
}

/** The category content's rich text, as the document renders it (its blocks are kept, decision 086). */
const richText = (result: Awaited<ReturnType<typeof plp>>) =>
  result
    .blocks(result.data?.blocks ?? [])
    .flatMap((block) => ('richText' in block && typeof block.richText === 'string' ? [block.richText] : []))
    .join('')

describe('issue 17 §6 a category page in the shopper’s language', () => {
  it('PLAT-003 a de-de category page carries the German title, description, text and listing labels', async () => {
    const result = await plp('/de-de/c/footwear-1000')
    expect(result.status).toBe(200)
    const data = result.data!
    expect(data.meta.title).toBe('Schuhe: Laufschuhe und Wanderstiefel | Trailhead Outfitters')
    expect(richText(result)).toContain('<h2>Die richtige Wahl</h2>')
    expect(richText(result)).toMatch(/<a href="\/help\/contact-us"[^>]*>Fragen Sie unser Anpassungsteam<\/a>/)
    expect(result.documentValue(data.view.facets)!.map((f) => f.label)).toEqual([
      'Farbe',
      'Größe',
      'Preis',
      'Marke',
    ])
    expect(data.view.sort.options.map((s) => s.label)).toContain('Preis: aufsteigend')
  })

  it('PLAT-003 a fr-ca category page carries the French title and description; en-us keeps English', async () => {
    const french = (await plp('/fr-ca/c/running-shoes-1010')).data!
    expect(french.meta.title).toBe('Chaussures de course | Trailhead Outfitters')
    expect(french.meta.description).toBe(
      'Légères, amorties et accrocheuses : des chaussures de route et de trail pour chaque allure et chaque distance.',
    )
    const english = (await plp('/en-us/c/running-shoes-1010')).data!
    expect(english.meta.title).toBe('Running Shoes | Trailhead Outfitters')
  })
})
