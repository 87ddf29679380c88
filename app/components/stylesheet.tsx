import { createContext, useContext } from 'react'

/** The text of a built stylesheet by its URL, read by the server (undefined: link it instead). */
export const StylesheetTextContext = createContext<(href: string) => string | undefined>(() => undefined)

/**
 * The site's stylesheet (decisions 055 and 078), rendered by the server only. For a first visitor it
 * writes the text in a `<style>` at the top of the head, so the first paint waits for no other file
 * (the document leaves with only the part of it its markup uses, decision 092), and asks the browser
 * to fetch the file ahead (`prefetch`; with JavaScript it is added once the page has painted): the next pages, rendered for a visitor
 * who now has a cookie, link that file, which the browser then has. Where the server gives no text (a
 * returning visitor, the dev server) the head links the file, ahead of the module preloads. Either is
 * a React resource: hydrating, React keeps it where the server put it, so the browser renders nothing.
 */
export function Stylesheet({ href }: { href: string }) {
  const readStylesheet = useContext(StylesheetTextContext)
  if (!import.meta.env.SSR) return null
  const text = readStylesheet(href)
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
