import { createContext, useContext } from 'react'

/** The text of a built stylesheet by its URL, read by the server (undefined: not on disk, e.g. in dev). */
export const StylesheetTextContext = createContext<(href: string) => string | undefined>(() => undefined)

/**
 * The site's stylesheet, in the document (decision 055): the server writes its text in a `<style>` at
 * the top of the head, so the first paint waits for no other file and comes before the scripts are in.
 * The browser finds that element by its `href` and keeps it (React's style resource); where the server
 * has no built file to read it links the file instead.
 */
export function Stylesheet({ href }: { href: string }) {
  const readStylesheet = useContext(StylesheetTextContext)
  const text = import.meta.env.SSR ? readStylesheet(href) : ''
  if (text === undefined) return <link rel="stylesheet" href={href} precedence="app" />
  return (
    <style href={href} precedence="app">
      {text}
    </style>
  )
}
