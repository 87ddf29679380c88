import { createContext, useContext } from 'react'

/** The text of a built stylesheet by its URL, read by the server (undefined: link it instead). */
export const StylesheetTextContext = createContext<(href: string) => string | undefined>(() => undefined)

/**
 * The site's stylesheet (decisions 055 and 078). For a first visitor the server writes its text in a
 * `<style>` at the top of the head, so the first paint waits for no other file, and asks the browser
 * to fetch the file when idle (`prefetch`): the next pages, rendered for a visitor who now has a
 * cookie, link that file, which the browser then has. Where the server gives no text (a returning
 * visitor, the dev server) the head links the file, ahead of the module preloads. Hydrating, the
 * browser renders what the server sent (React's style or stylesheet resource, found by its `href`).
 */
export function Stylesheet({ href }: { href: string }) {
  const readStylesheet = useContext(StylesheetTextContext)
  const text = import.meta.env.SSR ? readStylesheet(href) : inDocument(href) ? '' : undefined
  if (text === undefined) return <link rel="stylesheet" href={href} precedence="app" />
  return (
    <>
      <style href={href} precedence="app">
        {text}
      </style>
      <link rel="prefetch" href={href} />
    </>
  )
}

/** The server wrote the stylesheet's text into this document (React marks it with its `href`). */
function inDocument(href: string) {
  return [...document.querySelectorAll('style[data-href]')].some(
    (style) => style.getAttribute('data-href') === href,
  )
}
