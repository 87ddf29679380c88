import type { NewsletterForm as NewsletterFormType } from '../components/newsletter-form.tsx'
import { lazy, Suspense, useContext, useEffect, useId, useRef, useState, type Ref } from 'react'
import { cx, localizeHtml, Targets } from '#app/blocks/shared/parts.tsx'
import { popupEvent } from '#app/domain/tracking/data-layer.ts'
import {
  dismissedPopupsCookie,
  dismissedPopupsFromCookie,
  popupToShow,
  type PopupView,
} from '#app/domain/content/popup-rules.ts'
import type { NewsletterFormState } from '#app/domain/content/newsletter.ts'
import { pushDataLayer } from '#app/platform/tracking/data-layer.ts'
import { catalogues } from '#app/locales/catalogues.ts'
import { load as loadLanguage } from '#app/locales/load.client.ts'
import { LanguageContext, useTranslation } from '#app/platform/i18n/translator.tsx'

// FORM-009: a Newsletter pop-up's form; its code loads only when such a pop-up is on its way. The pop-up
// appears once the form's code and its words in the page's language are in, so the form is there from
// its first frame (no layout shift): a catalogue still missing would suspend the form as it first
// renders, and the pop-up would grow under the shopper's eyes when it came.
let loadedNewsletterForm: typeof NewsletterFormType | null = null
function loadNewsletterForm(language: string): Promise<unknown> {
  return import('../components/newsletter-form.tsx').then(async (m) => {
    loadedNewsletterForm = m.NewsletterForm
    const missing = Object.keys(catalogues.en ?? {}).some((ns) => !catalogues[language]?.[ns])
    if (missing) await loadLanguage(language)
  })
}
const NewsletterForm = lazy(() =>
  import('../components/newsletter-form.tsx').then((m) => ({ default: m.NewsletterForm })),
)

/** How often a due pop-up looks again whether the modal dialog in its way has closed. */
const MODAL_RECHECK_MS = 1000

/** Logo heights per logoSize (CMS-100); the width follows the image's own ratio. */
const LOGO_HEIGHT = { small: 'h-8', default: 'h-12', large: 'h-16' } as const

/**
 * The site's pop-up (CMS-100..104): the first one the shopper has not dismissed. It renders nothing on
 * the server and until its delay has passed (CMS-101), so without JavaScript no pop-up is forced on
 * the shopper. Dismissed names come from the `dismissedPopups` cookie the server read (`dismissed`);
 * closing one adds it to that cookie (CMS-104). Default export, so the root can load it lazily and
 * only when there is a pop-up to show.
 */
export default function Popups({
  popups,
  dismissed,
  locale,
  newsletter = null,
}: {
  popups: readonly PopupView[]
  /** Names from the dismissedPopups cookie of this request (`dismissedPopupsFromCookie`). */
  dismissed: readonly string[]
  locale: string
  /** The newsletter form's state for this shopper (FORM-009: Newsletter pop-ups show the form). */
  newsletter?: NewsletterFormState | null
}) {
  const popup = popupToShow(popups, dismissed)
  return popup ? <Popup key={popup.name} popup={popup} locale={locale} newsletter={newsletter} /> : null
}

type Phase = 'waiting' | 'expanded' | 'minimized' | 'dismissed'

function Popup({
  popup,
  locale,
  newsletter,
}: {
  popup: PopupView
  locale: string
  newsletter: NewsletterFormState | null
}) {
  const { name, delayMs } = popup
  const language = useContext(LanguageContext)
  const [phase, setPhase] = useState<Phase>('waiting')
  const dialogRef = useRef<HTMLDialogElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const shown = phase === 'expanded' || phase === 'minimized'

  // CMS-101: it appears after its delay, expanded; CMS-102: the impression, then the expansion. Never
  // over a modal dialog the shopper is dealing with (a sign-in confirmation, the mini cart): it waits
  // for that to close.
  const withForm = popup.classification.category === 'Newsletter' && Boolean(newsletter)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>
    let cancelled = false
    // A form that does not load leaves the pop-up without it (the lazy form's own boundary), not unshown.
    const formReady = withForm ? loadNewsletterForm(language).catch(() => undefined) : null
    const appear = () => {
      if (cancelled) return
      if (typeof document !== 'undefined' && document.querySelector('dialog:modal')) {
        timer = setTimeout(appear, MODAL_RECHECK_MS)
        return
      }
      pushDataLayer(popupEvent('impression', name))
      pushDataLayer(popupEvent('expand', name))
      setPhase('expanded')
    }
    timer = setTimeout(() => (formReady ? void formReady.then(appear) : appear()), delayMs)
    return () => {
      cancelled = true
      clearTimeout(timer)
    }
  }, [name, delayMs, withForm, language])

  // CMS-102: a click event per CTA; Escape inside the expanded pop-up collapses it.
  useEffect(() => {
    const dialog = dialogRef.current
    if (!shown || !dialog) return
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('[data-popup-ctas] a') : null
      if (!link) return
      const label = link.textContent?.trim() ?? ''
      pushDataLayer(popupEvent('click', name, { label, url: link.getAttribute('href') ?? undefined }))
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || dialog.dataset.state !== 'expanded') return
      pushDataLayer(popupEvent('click', name, { label: 'minimize' }))
      setPhase('minimized')
      toggleRef.current?.focus()
    }
    dialog.addEventListener('click', onClick)
    dialog.addEventListener('keydown', onKeyDown)
    return () => {
      dialog.removeEventListener('click', onClick)
      dialog.removeEventListener('keydown', onKeyDown)
    }
  }, [shown, name])

  if (!shown) return null
  const expanded = phase === 'expanded'
  return (
    <PopupBox
      popup={popup}
      locale={locale}
      newsletter={newsletter}
      expanded={expanded}
      dialogRef={dialogRef}
      toggleRef={toggleRef}
      onToggle={() => {
        pushDataLayer(
          expanded ? popupEvent('click', name, { label: 'minimize' }) : popupEvent('expand', name),
        )
        setPhase(expanded ? 'minimized' : 'expanded')
      }}
      onDismiss={() => {
        pushDataLayer(popupEvent('click', name, { label: 'close' }))
        // The cookie as it is now: another tab may have dismissed a pop-up since this page loaded.
        document.cookie = dismissedPopupsCookie([...dismissedPopupsFromCookie(document.cookie), name])
        setPhase('dismissed')
      }}
    />
  )
}

/**
 * The pop-up's markup: a non-modal dialog fixed to the bottom corner (a bottom strip on small screens,
 * never taller than 60% of them) that neither moves nor traps focus. Its title bar is a disclosure
 * button (minimised / expanded) beside the close button; the body holds logo, title, buttons and
 * disclaimer in the CMS colours, as far as they stay readable (`popupColors`).
 */
export function PopupBox({
  popup,
  locale,
  newsletter = null,
  expanded,
  onToggle,
  onDismiss,
  dialogRef,
  toggleRef,
}: {
  popup: PopupView
  locale: string
  newsletter?: NewsletterFormState | null
  expanded: boolean
  onToggle: () => void
  onDismiss: () => void
  dialogRef?: Ref<HTMLDialogElement>
  toggleRef?: Ref<HTMLButtonElement>
}) {
  const { t } = useTranslation('content')
  const id = useId()
  // Loaded before the pop-up appears (see Popup); the lazy component is the fallback.
  const SignUpForm = loadedNewsletterForm ?? NewsletterForm
  const { colors } = popup
  return (
    <dialog
      ref={dialogRef}
      open
      aria-labelledby={`${id}-toggle`}
      data-popup={popup.name}
      data-state={expanded ? 'expanded' : 'minimized'}
      style={{ backgroundColor: colors.background, color: colors.text }}
      className={cx(
        'fixed top-auto bottom-3 z-40 m-0 flex max-h-[60vh] flex-col overflow-hidden rounded-lg border border-gray-300 bg-white p-0 text-gray-900 shadow-2xl md:bottom-6 md:max-h-[80vh]',
        expanded
          ? 'inset-x-3 w-auto md:right-6 md:left-auto md:w-96'
          : 'right-3 left-auto w-auto max-w-[calc(100%-1.5rem)] md:right-6',
      )}
    >
      <div className="flex items-stretch">
        <button
          ref={toggleRef}
          id={`${id}-toggle`}
          type="button"
          aria-expanded={expanded}
          aria-controls={`${id}-body`}
          onClick={onToggle}
          className="flex min-h-11 flex-1 items-center justify-between gap-3 px-4 py-2 text-left font-semibold"
        >
          {expanded ? popup.maximizedTitle : popup.minimizedTitle}
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            fill="currentColor"
            className={cx('size-4 shrink-0', expanded ? '' : 'rotate-180')}
          >
            <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
          </svg>
        </button>
        <button
          type="button"
          onClick={onDismiss}
          className="flex min-h-11 min-w-11 items-center justify-center rounded-tr-lg"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            className="size-5"
          >
            <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
          </svg>
          <span className="sr-only">{t('popup.close')}</span>
        </button>
      </div>
      {expanded ? (
        <div id={`${id}-body`} className="flex flex-col gap-4 overflow-y-auto px-4 pb-4">
          {popup.logo ? (
            <img
              src={popup.logo.url}
              alt={popup.logo.alt}
              width={popup.logo.width}
              height={popup.logo.height}
              // On screen as soon as the pop-up is: a lazy logo would take its place only once loaded,
              // moving everything below it.
              loading="eager"
              decoding="async"
              className={cx(
                'w-auto max-w-full shrink-0 self-start object-contain',
                LOGO_HEIGHT[popup.logoSize],
              )}
            />
          ) : null}
          {popup.title ? (
            <h2 className="text-xl font-bold" style={{ color: colors.title }}>
              {popup.title}
            </h2>
          ) : null}
          {popup.classification.category === 'Newsletter' && newsletter ? (
            <Suspense fallback={null}>
              <SignUpForm id={`${id}-newsletter`.replace(/[^\w-]/g, '')} locale={locale} state={newsletter} />
            </Suspense>
          ) : null}
          <div data-popup-ctas="">
            <Targets targets={popup.targets} locale={locale} linkType="CTA" />
          </div>
          {popup.disclaimer ? (
            <div
              className="text-xs [&_a]:underline [&_p]:my-1"
              style={{ color: colors.disclaimer }}
              // Sanitised by the content service (getPopups).
              dangerouslySetInnerHTML={{ __html: localizeHtml(popup.disclaimer, locale) }}
            />
          ) : null}
        </div>
      ) : null}
    </dialog>
  )
}
