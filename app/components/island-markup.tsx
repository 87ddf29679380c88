import { type Context, createContext, type ReactElement, type ReactNode, use } from 'react'
import {
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  UNSAFE_FrameworkContext,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
} from 'react-router'
import { LanguageContext } from '#app/platform/i18n/translator.tsx'

/**
 * The markup of a static island rendered once and kept (decision 063). The server provides it
 * (`app/island-markup.server.ts`); the browser has none and renders islands as before.
 */
export interface IslandMarkupCache {
  /**
   * The HTML of `render()`'s element for `key`, rendered on a miss with `idPrefix` before its ids; or
   * undefined when it cannot be kept (something in it suspended), and the caller renders in place.
   */
  markup(key: string, idPrefix: string, render: () => ReactElement): string | undefined
}

export const IslandMarkupContext = createContext<IslandMarkupCache | undefined>(undefined)

// What an island's content reads from around it: the router (links, the location) and the language (its
// text). A render of its own gets the same values. Not the nonce: it differs on every request, and a
// kept script with another request's nonce would not run.
const CARRIED: Context<unknown>[] = [
  UNSAFE_FrameworkContext,
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  UNSAFE_NavigationContext,
  UNSAFE_LocationContext,
  UNSAFE_RouteContext,
  LanguageContext,
] as Context<unknown>[]

/**
 * On the server, the kept markup of an island named `name` showing `version` (its content, by the
 * StaticIsland contract everything its children show besides the language and the page's query), the
 * same for every request that shows the same; undefined in the browser, for an island without a name,
 * or when the markup cannot be kept.
 */
export function useIslandMarkup(
  name: string | undefined,
  version: unknown,
  children: ReactNode,
): string | undefined {
  const cache = use(IslandMarkupContext)
  if (!import.meta.env.SSR || !cache || !name) return undefined
  // `use` reads contexts conditionally and in a loop; the values are carried into the island's render.
  const values = CARRIED.map((context) => use(context))
  const language = use(LanguageContext)
  const { search } = use(UNSAFE_LocationContext).location
  const key = `${name}\n${language}\n${search}\n${JSON.stringify(version)}`
  // A render inside this one: React's server renderer supports it (it puts back its dispatcher and the
  // contexts of the render in progress). Callers call this hook last, after their other hooks.
  return cache.markup(key, `${name}-`, () =>
    CARRIED.reduceRight<ReactElement>(
      (inner, Context, index) => <Context value={values[index]}>{inner}</Context>,
      <>{children}</>,
    ),
  )
}
