import type { CSSProperties, MouseEvent } from 'react'
import { useLocation } from 'react-router'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { blocksNs } from '#app/blocks/shared/locales/blocks.ts'
import type { SecondaryNavigationBlock } from './schema.ts'
import type { BlockProps } from '../block.ts'
import { CmsLink, currentLinkIndex, cx } from '../shared/parts.tsx'

const ALIGN = {
  left: '',
  center: 'flex-1 justify-center',
  right: 'ml-auto justify-end',
} as const

/** A link click closes the small-screen list: a link to a section of this page navigates nowhere else. */
function closeList(event: MouseEvent<HTMLAnchorElement>) {
  event.currentTarget.closest('details')?.removeAttribute('open')
}

/**
 * Secondary navigation (CMS-120..122). Large screens: the title and a row of links, with an optional
 * divider and right alignment. Small screens: a `<details>` list under the title, which opens and
 * closes without JavaScript; a link click closes it (a page load does the same without JavaScript).
 * The title names the navigation; it is not a heading.
 */
export default function SecondaryNavigation({ block, locale }: BlockProps<SecondaryNavigationBlock>) {
  const { t } = useTranslation(blocksNs)
  const location = useLocation()
  const links = block.targets.filter((target) => target.text)
  if (links.length === 0) return null
  const label = block.title ?? t('secondaryNav.label')
  const { textColor, backgroundColor, dividerColor } = block.colors
  const style: CSSProperties = {
    ...(textColor ? { color: textColor } : {}),
    ...(backgroundColor ? { backgroundColor } : {}),
  }
  const border: CSSProperties = dividerColor ? { borderColor: dividerColor } : {}
  const currentIndex = currentLinkIndex(
    locale,
    links.map((target) => target.url),
    location,
  )
  const current = (index: number) => (index === currentIndex ? ('page' as const) : undefined)
  const linkClass =
    'underline-offset-4 hover:underline aria-[current=page]:font-bold aria-[current=page]:underline'

  return (
    <div
      style={{ ...style, ...border }}
      className={cx('w-full', backgroundColor ? '' : 'bg-white', block.divider && 'border-b border-gray-300')}
    >
      <nav aria-label={label} className="mx-auto hidden max-w-7xl items-center gap-6 px-4 py-3 lg:flex">
        {block.title ? <p className="shrink-0 font-bold">{block.title}</p> : null}
        {block.divider && block.title ? (
          <span aria-hidden="true" style={border} className="h-6 border-l border-gray-400" />
        ) : null}
        <ul className={cx('flex flex-wrap items-center gap-x-6 gap-y-2', ALIGN[block.alignment])}>
          {links.map((target, index) => (
            <li key={`${target.url}-${index}`}>
              <CmsLink
                target={target}
                locale={locale}
                aria-current={current(index)}
                className={cx('inline-flex min-h-6 items-center', linkClass)}
              >
                {target.text}
              </CmsLink>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label={label} className="lg:hidden">
        <details className="group">
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 px-4 py-3 font-bold [&::-webkit-details-marker]:hidden">
            {label}
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              className="size-5 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none"
            >
              <path d="m6 9 6 6 6-6" />
            </svg>
          </summary>
          <ul
            style={border}
            className={cx('flex flex-col px-4 pb-2', block.divider && 'border-t border-gray-300')}
          >
            {links.map((target, index) => (
              <li key={`${target.url}-${index}`}>
                <CmsLink
                  target={target}
                  locale={locale}
                  aria-current={current(index)}
                  onClick={closeList}
                  className={cx('flex min-h-11 items-center', linkClass)}
                >
                  {target.text}
                </CmsLink>
              </li>
            ))}
          </ul>
        </details>
      </nav>
    </div>
  )
}
