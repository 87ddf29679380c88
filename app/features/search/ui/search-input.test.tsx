import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '#tests/helpers/i18n.tsx'
import { SearchInput } from './search-input.tsx'

describe('SearchInput', () => {
  it('CAT-013 server-renders a plain search input: no combobox semantics until the suggestions load', () => {
    const html = renderWithProviders(
      <SearchInput
        id="site-search"
        locale="en-us"
        query="tent"
        placeholder="Search jackets, boots, tents…"
      />,
    )
    const input = html.match(/<input[^>]*>/)?.[0] ?? ''
    expect(input).toContain('type="search"')
    expect(input).toContain('name="q"')
    expect(input).toContain('value="tent"')
    expect(input).toContain('autoComplete="off"')
    expect(input).not.toContain('role=')
    expect(input).not.toContain('aria-expanded')
    expect(html).not.toContain('role="listbox"')
  })
})
