import { useEffect, useRef, type MouseEvent } from 'react'
import { useEnhanced } from '#app/components/use-enhanced.ts'
import { useTranslation } from '#app/platform/i18n/translator.tsx'
import { blocksNs } from '#app/blocks/shared/locales/blocks.ts'
import type { DialogBlock as DialogBlockData } from './schema.ts'
import { modalElementId } from '#app/domain/content/modal-target.ts'
import type { BlockProps } from '../block.ts'
import { BlockImage, Heading, RichHtml, Targets } from '../shared/parts.tsx'

/** True when a click on `link` should open the dialog `id` in place, on this very page. */
function opensHere(link: HTMLAnchorElement, id: string): boolean {
  const url = new URL(link.href, window.location.href)
  const here = window.location
  // A target with another query (CMS-024) is a navigation: the page it loads opens the dialog from its hash.
  return (
    url.hash === `#${id}` &&
    url.origin === here.origin &&
    url.pathname === here.pathname &&
    url.search === here.search
  )
}

/**
 * Dialog block (CMS-059), opened by `#modal…` targets (CMS-024). The content is a native `<dialog>` with
 * the block's element id (`modal-<id>`). Without JavaScript a link to `#modal-<id>` makes it the
 * `:target`, which the CSS shows as an overlay with a close link. With JavaScript a click on any link to
 * it (in any block, hydrated or not) opens it with showModal(): focus moves in, Escape, the close link
 * or a click on the backdrop close it, and focus returns to the link. A page loaded with the hash opens
 * it at once.
 */
export default function DialogBlock({ block, locale, headingLevel }: BlockProps<DialogBlockData>) {
  const { t } = useTranslation(blocksNs)
  const id = modalElementId(block.id)
  const titleId = `${id}-title`
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const enhanced = useEnhanced()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const open = (from: HTMLElement | null) => {
      if (dialog.open) return
      opener.current = from
      dialog.showModal()
    }
    const onDocumentClick = (event: globalThis.MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (!(link instanceof HTMLAnchorElement) || !opensHere(link, id)) return
      event.preventDefault()
      open(link)
    }
    const onHashChange = () => {
      if (window.location.hash === `#${id}`) open(null)
    }
    const onBackdropClick = (event: globalThis.MouseEvent) => {
      // The dialog element is the dimmed backdrop; its content sits in the panel inside.
      if (event.target === dialog) dialog.close()
    }
    const onClose = () => {
      // Forget the hash the page may have been opened with, so a reload does not reopen the dialog.
      if (window.location.hash === `#${id}`) {
        window.history.replaceState(
          window.history.state,
          '',
          window.location.pathname + window.location.search,
        )
      }
      opener.current?.focus()
      opener.current = null
    }
    // On the document in the capture phase: the opening link may sit in markup React has not hydrated
    // (a static block), and React stops clicks aimed at such markup at its root (decision 025).
    document.addEventListener('click', onDocumentClick, true)
    window.addEventListener('hashchange', onHashChange)
    dialog.addEventListener('click', onBackdropClick)
    dialog.addEventListener('close', onClose)
    onHashChange()
    return () => {
      document.removeEventListener('click', onDocumentClick, true)
      window.removeEventListener('hashchange', onHashChange)
      dialog.removeEventListener('click', onBackdropClick)
      dialog.removeEventListener('close', onClose)
    }
  }, [id])

  const close = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!ref.current?.open) return
    event.preventDefault()
    ref.current.close()
  }

  return (
    <dialog
      ref={ref}
      id={id}
      aria-labelledby={block.title ? titleId : undefined}
      aria-label={block.title ? undefined : t('dialog.label')}
      // Once hydrated the `:target` overlay is off: showModal() shows the dialog instead.
      data-enhanced={enhanced ? '' : undefined}
      className="fixed inset-0 z-50 m-0 h-full max-h-none w-full max-w-none items-center justify-center bg-black/60 p-4 text-gray-900 backdrop:bg-transparent open:flex [&:target:not([data-enhanced])]:flex"
    >
      <div className="relative max-h-[90vh] w-full max-w-lg overflow-y-auto rounded-lg bg-white p-6 shadow-xl">
        {/* First in the dialog, so showModal() focuses it; without JavaScript it leaves the :target
            through a hash that names nothing, so the page does not jump to the top. */}
        <a
          href={`#${id}-closed`}
          onClick={close}
          aria-label={t('dialog.close')}
          className="absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-full text-2xl leading-none text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gray-900"
        >
          <span aria-hidden="true">×</span>
        </a>
        <div className="flex flex-col gap-4 pr-8">
          {block.media ? (
            <BlockImage media={block.media} priority={false} className="h-auto w-full rounded-md" />
          ) : null}
          {block.title ? (
            <Heading level={headingLevel} id={titleId} className="text-2xl font-bold">
              {block.title}
            </Heading>
          ) : null}
          {block.richText ? <RichHtml html={block.richText} locale={locale} /> : null}
          <Targets targets={block.targets} locale={locale} linkType={block.linkType} />
        </div>
      </div>
    </dialog>
  )
}
