import type { IconAndTextBlock } from '#app/models/content.ts'
import { type BlockProps, CmsLink, Heading, RichHtml } from './shared.tsx'

// CONST-039: small → md, medium → lg, large → 3xl (type-scale sizes; the icon is 1em square).
const ICON_SIZE = { small: 'text-base', medium: 'text-lg', large: 'text-3xl' } as const

/** Simple line icons by CMS name; an unknown name falls back to a check mark. */
const ICON_PATHS: Record<string, string> = {
  truck: 'M3 6h11v9H3zM14 9h4l3 3v3h-7zM7 18a1.5 1.5 0 1 0 0-.01M17 18a1.5 1.5 0 1 0 0-.01',
  return: 'M9 14 4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3',
  store: 'M4 10h16v10H4zM3 10l2-6h14l2 6M10 20v-5h4v5',
  gift: 'M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0',
  leaf: 'M5 19c0-9 5-14 15-14 0 10-5 15-14 15M5 19l7-7',
  check: 'M5 12l5 5 9-10',
}

function Icon({ name, size }: { name: string; size: keyof typeof ICON_SIZE }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`${ICON_SIZE[size]} size-[1em] shrink-0`}
    >
      <path d={ICON_PATHS[name] ?? ICON_PATHS.check} />
    </svg>
  )
}

const VARIANT = {
  'icon-left': 'flex-row text-left',
  'icon-above-text': 'flex-col items-center text-center',
  'one-column': 'flex-row text-left',
} as const

/** Icon-and-text collection (CMS-066/067): four items make a 2×2 grid, otherwise thirds on desktop. */
export function IconAndText({ block, locale, headingLevel }: BlockProps<IconAndTextBlock>) {
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
          <li key={`${item.icon.name}-${index}`} className={`flex gap-3 ${VARIANT[block.variant]}`}>
            <Icon name={item.icon.name} size={block.iconSize} />
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
