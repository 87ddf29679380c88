import { useEffect, useId, useRef, useState, type RefObject } from 'react'
import { useFetcher, useNavigate } from 'react-router'
import type { SuggestionOption } from '#app/domain/catalog/search-options.ts'
import type { SuggestData } from '#app/features/search/views.ts'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { searchNs } from '#app/features/search/locales/search.ts'
import { searchSuggestPath } from '#app/domain/paths/paths.ts'

const NONE: SuggestionOption[] = []

/** Wait this long after the last keystroke before asking for suggestions. */
const DEBOUNCE_MS = 200

/**
 * The suggestion list of the header's search box, after the WAI-ARIA combobox-with-listbox pattern:
 * the input stays focused and gets `role="combobox"`, `aria-expanded`, `aria-controls` and
 * `aria-activedescendant`; Down/Up move through the options, Enter picks the highlighted one (a
 * product or category opens, a term is searched), Escape closes the list. With nothing highlighted,
 * Enter submits the form as typed, and a submitted search closes the list. An empty box lists the
 * popular searches.
 *
 * Loaded on demand by `SearchInput`, so it attaches itself to the input it is given.
 */
export function SearchSuggestions({
  input,
  locale,
}: {
  input: RefObject<HTMLInputElement | null>
  locale: string
}) {
  const { t } = useTranslation(searchNs)
  const fetcher = useFetcher<SuggestData>()
  const navigate = useNavigate()
  const listId = `${useId()}-suggestions`
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const started = useRef(false)
  const options = fetcher.data?.options ?? NONE
  const expanded = open && options.length > 0
  const { load } = fetcher

  // Combobox semantics on the server-rendered input.
  useEffect(() => {
    const el = input.current
    if (!el) return
    el.setAttribute('role', 'combobox')
    el.setAttribute('aria-autocomplete', 'list')
    el.setAttribute('aria-controls', listId)
    el.setAttribute('aria-expanded', String(expanded))
    if (expanded && active >= 0) el.setAttribute('aria-activedescendant', `${listId}-${active}`)
    else el.removeAttribute('aria-activedescendant')
  }, [input, listId, expanded, active])

  useEffect(() => {
    const el = input.current
    if (!el) return
    const request = (value: string) => {
      clearTimeout(timer.current)
      timer.current = setTimeout(() => {
        void load(searchSuggestPath(locale, value.trim()))
      }, DEBOUNCE_MS)
    }
    const choose = (option: SuggestionOption) => {
      setOpen(false)
      setActive(-1)
      if (option.kind === 'term') {
        el.value = option.label
        el.form?.requestSubmit()
      } else {
        void navigate(option.href)
      }
    }
    const onInput = () => {
      setOpen(true)
      setActive(-1)
      request(el.value)
    }
    const onFocus = () => {
      setOpen(true)
      if (!fetcher.data) request(el.value)
    }
    const onBlur = () => {
      setOpen(false)
      setActive(-1)
    }
    // The search goes to the results while the box keeps the focus: the list would stay open over
    // them (and over their sort), and a suggestion request still waiting would open it again.
    const onSubmit = () => {
      clearTimeout(timer.current)
      setOpen(false)
      setActive(-1)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      const count = options.length
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (!count) return
        event.preventDefault()
        if (!expanded) {
          setOpen(true)
          setActive(event.key === 'ArrowDown' ? 0 : count - 1)
        } else if (event.key === 'ArrowDown') setActive(active + 1 >= count ? 0 : active + 1)
        else setActive(active <= 0 ? count - 1 : active - 1)
      } else if (event.key === 'Enter' && expanded && options[active]) {
        event.preventDefault()
        choose(options[active])
      } else if (event.key === 'Escape' && expanded) {
        // Close first; a second Escape clears the box as a search input does.
        event.preventDefault()
        setOpen(false)
        setActive(-1)
      }
    }
    // The list has just loaded because the shopper focused or typed: catch up with that, once.
    if (!started.current) {
      started.current = true
      if (document.activeElement === el) onFocus()
    }
    el.addEventListener('input', onInput)
    el.addEventListener('focus', onFocus)
    el.addEventListener('blur', onBlur)
    el.addEventListener('keydown', onKeyDown)
    const form = el.form
    form?.addEventListener('submit', onSubmit)
    const pick = (event: Event) => {
      const index = Number((event.target as HTMLElement).closest('[data-index]')?.getAttribute('data-index'))
      if (options[index]) choose(options[index])
    }
    const list = document.getElementById(listId)
    list?.addEventListener('click', pick)
    return () => {
      el.removeEventListener('input', onInput)
      el.removeEventListener('focus', onFocus)
      el.removeEventListener('blur', onBlur)
      el.removeEventListener('keydown', onKeyDown)
      form?.removeEventListener('submit', onSubmit)
      list?.removeEventListener('click', pick)
    }
  }, [input, locale, listId, load, navigate, fetcher.data, options, expanded, active])

  useEffect(() => () => clearTimeout(timer.current), [])

  return (
    <>
      <ul
        id={listId}
        role="listbox"
        aria-label={fetcher.data?.popular ? t('popular') : t('suggestions')}
        hidden={!expanded}
        // Keeps focus in the input when an option is clicked.
        onMouseDown={(event) => event.preventDefault()}
        className="absolute top-full right-0 left-0 z-40 mt-1 max-h-96 overflow-auto rounded-md border border-gray-300 bg-white py-1 shadow-lg"
      >
        {options.map((option, index) => (
          <li
            key={option.href}
            id={`${listId}-${index}`}
            data-index={index}
            role="option"
            aria-selected={index === active}
            className={`flex cursor-pointer items-baseline justify-between gap-2 px-3 py-2 ${
              index === active ? 'bg-gray-900 text-white' : 'hover:bg-gray-100'
            }`}
          >
            <span>{option.label}</span>
            <span className={`text-xs ${index === active ? 'text-gray-100' : 'text-gray-600'}`}>
              {t(`kind.${option.kind}`)}
            </span>
          </li>
        ))}
      </ul>
      <p role="status" className="sr-only">
        {expanded ? t('count', { count: options.length }) : ''}
      </p>
    </>
  )
}
