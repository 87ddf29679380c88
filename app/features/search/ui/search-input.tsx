import { useEffect, useRef, useState } from 'react'
import type { SearchSuggestions } from './search-suggestions.tsx'

type Suggestions = typeof SearchSuggestions

/**
 * The header's search box. The server renders a plain input of a GET form, which is the whole search
 * without JavaScript. The suggestion list (an ARIA combobox) loads on first focus or typing (or at
 * hydration, when the box already has the focus), so pages that never touch the box ship none of it
 * (decision 004).
 */
export function SearchInput({
  id,
  locale,
  query,
  placeholder,
}: {
  id: string
  locale: string
  query: string
  placeholder: string
}) {
  const input = useRef<HTMLInputElement>(null)
  const [Popup, setPopup] = useState<Suggestions | null>(null)
  const load = () => {
    if (Popup) return
    import('./search-suggestions.tsx').then(
      (module) => setPopup(() => module.SearchSuggestions),
      // Without the list the box is still a working search form.
      () => undefined,
    )
  }
  // The server's box works from the first paint: a shopper may be in it before the page hydrates, and
  // the list catches up with that.
  useEffect(() => {
    if (document.activeElement === input.current) load()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the box hydrates
  }, [])
  return (
    <div className="relative w-full md:w-64">
      <input
        ref={input}
        id={id}
        type="search"
        name="q"
        defaultValue={query}
        placeholder={placeholder}
        autoComplete="off"
        onFocus={load}
        onInput={load}
        className="site-search-input"
      />
      {Popup ? <Popup input={input} locale={locale} /> : null}
    </div>
  )
}
