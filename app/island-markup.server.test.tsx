import { ServerHeader } from '#tests/helpers/shell.tsx'
import { lazy, type ReactNode } from 'react'
import { describe, expect, test } from 'vitest'
import { MENU } from '#mocks/content/seed/index.ts'
import { renderWithProviders } from '#tests/helpers/i18n.tsx'
import { TranslationProvider } from '#app/platform/i18n/translator.tsx'
import { IslandMarkupContext, type IslandMarkupCache } from '#app/components/island-markup.tsx'
import { StaticIsland } from '#app/components/static-island.tsx'
import { MenuSchema } from '#app/domain/content/content.ts'
import { homePath, searchPath } from '#app/domain/paths/paths.ts'
import { createIslandMarkupCache } from './island-markup.server.ts'

const menu = MenuSchema.parse(MENU)

function renderWith(cache: IslandMarkupCache | undefined, ui: ReactNode, path = homePath('en-us')) {
  return renderWithProviders(<IslandMarkupContext value={cache}>{ui}</IslandMarkupContext>, { path })
}

/** The ids React's useId gives (`_R_2a_`, with a prefix `_menu-R_2a_`), all made one. */
const withoutIds = (html: string) => html.replace(/_[\w-]*?R_[0-9a-z]+_/g, '_id_')

/** An island whose content counts its renders. */
function counted() {
  const renders = { count: 0 }
  function Content({ text }: { text: string }) {
    renders.count += 1
    return <p>{text}</p>
  }
  const island = (text: string, name: string | null = 'test') => (
    <StaticIsland version={[text]} cacheAs={name ?? undefined}>
      <Content text={text} />
    </StaticIsland>
  )
  return { renders, island }
}

describe('the island markup cache (decision 063)', () => {
  test('decision 063 the menu from the kept copy is the markup rendered in place, its ids apart, and still one unhydrated boundary', () => {
    const cache = createIslandMarkupCache()
    const header = <ServerHeader locale="en-us" menu={menu} cartCount={0} />
    const inPlace = renderWith(undefined, header)
    const first = renderWith(cache, header)
    const kept = renderWith(cache, header)
    expect(withoutIds(first)).toBe(withoutIds(inPlace))
    expect(kept).toBe(first)
    // The desktop menu's island: React's markers of a completed boundary around the menu's list.
    expect(kept).toMatch(/<nav aria-label="[^"]+" data-static-island=""><!--\$--><ul data-open-on="hover"/)
    // Its ids carry the island's name: none can be one the rest of the page uses.
    expect(kept).toMatch(/id="_menu-R_\w+_-0"/)
  })

  test('decision 063 an island is rendered once for the same content, language and query, again when any of them changes', () => {
    const cache = createIslandMarkupCache()
    const { renders, island } = counted()
    expect(renderWith(cache, island('Trail'))).toContain('<!--$--><p>Trail</p><!--/$-->')
    renderWith(cache, island('Trail'))
    expect(renders.count).toBe(1)
    expect(renderWith(cache, island('Road'))).toContain('<p>Road</p>')
    expect(renders.count).toBe(2)
    renderWith(cache, <TranslationProvider language="fr">{island('Trail')}</TranslationProvider>)
    expect(renders.count).toBe(3)
    renderWith(cache, island('Trail'), searchPath('en-us', 'boots'))
    expect(renders.count).toBe(4)
    // An island without a name is never kept.
    renderWith(cache, island('Trail', null))
    renderWith(cache, island('Trail', null))
    expect(renders.count).toBe(6)
  })

  test('decision 063 an island whose content suspends is not kept: it renders in place on every request', () => {
    const cache = createIslandMarkupCache()
    const Never = lazy(() => new Promise<never>(() => {}))
    const island = (
      <StaticIsland version={['pending']} cacheAs="pending">
        <Never />
      </StaticIsland>
    )
    let renders = 0
    const spy: IslandMarkupCache = {
      markup: (key, prefix, render) =>
        cache.markup(key, prefix, () => {
          renders += 1
          return render()
        }),
    }
    const html = renderWith(spy, island)
    // In place: React's marker of a boundary left to the browser, nothing of the content.
    expect(html).toMatch(/data-static-island=""><!--\$[?!]-->/)
    renderWith(spy, island)
    expect(renders).toBe(2)
  })

  test('decision 063 what is kept is bounded: the least recently used island goes first', () => {
    const cache = createIslandMarkupCache({ maxChars: 100 })
    let renders = 0
    const render = (text: string) => () => {
      renders += 1
      return <p>{text}</p>
    }
    const twenty = (c: string) => c.repeat(20)
    cache.markup('a', 'a-', render(twenty('a')))
    cache.markup('b', 'b-', render(twenty('b')))
    expect(renders).toBe(2)
    cache.markup('a', 'a-', render(twenty('a')))
    expect(renders).toBe(2)
    cache.markup('c', 'c-', render(twenty('c')))
    // 'b' was the least recently used: it went to make room for 'c'; 'a' stayed.
    cache.markup('a', 'a-', render(twenty('a')))
    expect(renders).toBe(3)
    cache.markup('b', 'b-', render(twenty('b')))
    expect(renders).toBe(4)
  })
})
