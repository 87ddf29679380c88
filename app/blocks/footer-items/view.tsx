import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { blocksNs } from '#app/blocks/shared/locales/blocks.ts'
import type { FooterItemsBlock } from './schema.ts'
import type { BlockProps } from '../block.ts'
import { CmsLink, Heading, subLevel } from '../shared/parts.tsx'

/**
 * Footer items (CMS-061): groups of footer links (the footer call's link shape) placed on a page, in
 * columns like the site footer's: two on small screens, four from md up.
 */
export default function FooterItems({ block, locale, headingLevel }: BlockProps<FooterItemsBlock>) {
  const { t } = useTranslation(blocksNs)
  const groups = block.groups.filter((group) => group.links.length > 0)
  if (groups.length === 0) return null
  const groupLevel = block.title ? subLevel(headingLevel) : headingLevel
  return (
    <nav
      aria-label={block.title ?? t('footerItems.label')}
      className="mx-auto w-full max-w-7xl bg-gray-100 px-4 py-8 text-gray-900"
    >
      {block.title ? (
        <Heading level={headingLevel} className="mb-6 text-xl font-bold">
          {block.title}
        </Heading>
      ) : null}
      <div className="grid grid-cols-2 gap-8 md:grid-cols-4">
        {groups.map((group, index) => (
          <div key={group.id ?? `${group.title}-${index}`}>
            <Heading level={groupLevel} className="mb-3 text-sm font-bold tracking-wide uppercase">
              {group.title}
            </Heading>
            <ul className="flex flex-col gap-1 text-sm">
              {group.links.map((link, linkIndex) => (
                <li key={`${link.url}-${linkIndex}`}>
                  <CmsLink
                    target={link}
                    locale={locale}
                    className="footer-link inline-flex min-h-6 items-center"
                  >
                    {link.text}
                  </CmsLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  )
}
