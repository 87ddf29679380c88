import type { CSSProperties } from 'react'
import { LIGHT_TEXT, parseColour, readableColour, textOn } from '#app/domain/content/colour.ts'
import type { IconAndTextBlock } from './schema.ts'
import { LINE_ICONS, LineIcon } from '../shared/line-icons.tsx'
import type { BlockProps } from '../block.ts'
import { CmsLink, cx, Heading, RichHtml } from '../shared/parts.tsx'

// CONST-039: small → md, medium → lg, large → 3xl (type-scale sizes; the icon is 1em square).
const ICON_SIZE = { small: 'text-base', medium: 'text-lg', large: 'text-3xl' } as const

/** How an icon turns to point its way; icons are drawn pointing right. */
const DIRECTION = { right: '', down: 'rotate-90', left: 'rotate-180', up: '-rotate-90' } as const

/** An item's icon by its CMS name (an unknown name falls back to a check mark), turned its way. */
function Icon({
  name,
  size,
  direction = 'right',
}: {
  name: string
  size: keyof typeof ICON_SIZE
  direction?: keyof typeof DIRECTION
}) {
  const path = LINE_ICONS[name] ?? LINE_ICONS.check ?? ''
  return <LineIcon path={path} className={cx(ICON_SIZE[size], 'size-[1em] shrink-0', DIRECTION[direction])} />
}

/**
 * An item's own colours (CMS-066): its background, and its text colour where it reads there (AA);
 * otherwise white or ink, whichever reads. No background: the text colour must read on the page.
 */
function itemStyle(item: IconAndTextBlock['iconAndText'][number]): CSSProperties | undefined {
  const background = parseColour(item.backgroundColor)
  const surface = background ?? LIGHT_TEXT
  const color = readableColour(item.textColor, [surface]) ?? (background ? textOn(background) : undefined)
  if (!background && !color) return undefined
  return { backgroundColor: background, color }
}

const VARIANT = {
  'icon-left': 'flex-row text-left',
  'icon-above-text': 'flex-col items-center text-center',
  'one-column': 'flex-row text-left',
} as const

/** Icon-and-text collection (CMS-066/067): four items make a 2×2 grid, otherwise thirds on desktop. */
export default function IconAndText({ block, locale, headingLevel }: BlockProps<IconAndTextBlock>) {
  const items = block.iconAndText
  const grid =
    block.variant === 'one-column'
      ? 'grid-cols-1'
      : items.length === 4
        ? 'grid-cols-1 sm:grid-cols-2 md:mx-auto md:max-w-[30rem]'
        : 'grid-cols-1 md:grid-cols-3'
  return (
    <section className="mx-auto max-w-7xl px-4">
      {block.title ? (
        <Heading level={headingLevel} className="mb-4 text-center text-2xl font-bold">
          {block.title}
        </Heading>
      ) : null}
      <ul className={`grid gap-6 ${grid}`}>
        {items.map((item, index) => (
          <li
            key={`${item.icon.name}-${index}`}
            className={cx('flex gap-3', VARIANT[block.variant], item.backgroundColor && 'rounded-md p-4')}
            style={itemStyle(item)}
          >
            <Icon name={item.icon.name} size={block.iconSize} direction={item.icon.direction} />
            <div>
              <RichHtml html={item.richText} locale={locale} className="[&_p]:my-0" />
              {item.target?.text ? (
                <CmsLink
                  target={item.target}
                  locale={locale}
                  className="mt-1 inline-block font-semibold underline"
                >
                  {item.target.text}
                </CmsLink>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
