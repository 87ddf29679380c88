import { menuClickEvent, mobileMenuSectionEvent } from '#app/domain/tracking/data-layer.ts'
import { pushDataLayer } from '#app/platform/tracking/data-layer.ts'

/** Whether a desktop category opens on hover and focus, or on click only (the brand setting, CMS-112). */
export type MenuOpenOn = 'hover' | 'click'

/** How long the pointer may be outside the menu before its popover closes (CMS-113, "on leaving"). */
const CLOSE_GRACE_MS = 300
/**
 * How long the pointer must rest on another category before its popover replaces the open one, so a
 * diagonal move from a trigger down into its popover, across a neighbour, keeps the popover open.
 */
const SWITCH_DELAY_MS = 150

/** What the menu component keeps of the behaviour: a route change resets it; unmounting disposes of it. */
export interface MenuBehaviour {
  /** Closes every open level and drops a pending open or close (a route change). */
  reset(): void
  dispose(): void
}

/** The level names of a menu element: every `data-nav` from the top category down to it (CMS-118). */
function navLevels(element: Element, nav: Element): string[] {
  const levels: string[] = []
  for (
    let el = element.closest('[data-nav]');
    el && nav.contains(el);
    el = el.parentElement?.closest('[data-nav]') ?? null
  ) {
    levels.unshift(el.getAttribute('data-nav') ?? '')
  }
  return levels
}

/** CMS-118: a click on a menu link reports the link's level names and where it goes. */
function reportLinkClick(target: Element, nav: Element): boolean {
  const link = target.closest('a[href]')
  if (link) pushDataLayer(menuClickEvent(navLevels(link, nav), link.getAttribute('href') ?? ''))
  return Boolean(link)
}

/**
 * The phone's menu (its dialog, or the menu page), whose sections are plain `<details>`: only its
 * tracking (CMS-118). A link click reports its level names; a section's summary reports whether the
 * click expands or closes it (the click runs before the details toggle). Answers how to stop.
 */
export function trackMobileMenu(nav: HTMLElement): () => void {
  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element) || reportLinkClick(event.target, nav)) return
    const summary = event.target.closest('summary')
    const details = summary?.parentElement
    if (!summary || !(details instanceof HTMLDetailsElement) || !nav.contains(summary)) return
    const levels = navLevels(summary, nav)
    if (levels.length > 0) pushDataLayer(mobileMenuSectionEvent(details.open ? 'close' : 'expand', levels))
  }
  nav.addEventListener('click', onClick, true)
  return () => nav.removeEventListener('click', onClick, true)
}

/**
 * The desktop menu's behaviour over its native `<details>` (CMS-112, CMS-113, CMS-118), attached once the page
 * has hydrated; the menu works without it (the details open by click, tap or keyboard).
 *
 * Desktop bar: one controller for every category, so the hover state is shared and at most one popover
 * is open. With `hover`, a category opens when the pointer rests on it or its trigger gets focus; with
 * `click`, only a click (or Enter, Space, ArrowDown) opens it. Either way the popover closes when the
 * pointer has left the menu for CLOSE_GRACE_MS, when focus leaves the category, on Escape (focus back to
 * the trigger), on an outside click and on a route change (`reset`).
 *
 * Tracking: a link click reports its level names (CMS-118).
 */
export function enhanceMegaMenu(nav: HTMLElement, openOn: MenuOpenOn): MenuBehaviour {
  // Looked up when needed: the markup is rendered anew when the menu's content changes.
  const barOf = () => nav.querySelector<HTMLUListElement>('ul[data-open-on]')
  const hover = openOn === 'hover'
  let timer: ReturnType<typeof setTimeout> | undefined
  let pending: HTMLDetailsElement | null | undefined
  let press = { pointer: 'mouse', wasOpen: false }

  const categories = () => [...(barOf()?.querySelectorAll<HTMLDetailsElement>(':scope > li > details') ?? [])]
  /** The top category (its `<details>`) an element belongs to: the bar's item that holds it. */
  const categoryOf = (target: EventTarget | null) => {
    const bar = barOf()
    if (!bar || !(target instanceof Node)) return null
    const item = [...bar.children].find((li) => li.contains(target))
    return item?.querySelector<HTMLDetailsElement>(':scope > details') ?? null
  }
  /** The trigger (`<summary>` of a top category) an event happened on, with its category. */
  const triggerOf = (target: EventTarget | null) => {
    const summary = target instanceof Element ? target.closest('summary') : null
    const details = summary?.parentElement
    return details instanceof HTMLDetailsElement && categories().includes(details)
      ? { summary: summary as HTMLElement, details }
      : null
  }
  const cancel = () => {
    clearTimeout(timer)
    pending = undefined
  }
  /** Opens `category` and closes the others; null closes all. */
  const show = (category: HTMLDetailsElement | null) => {
    cancel()
    for (const details of categories()) details.open = details === category
  }
  const showLater = (category: HTMLDetailsElement | null, ms: number) => {
    if (pending === category) return
    cancel()
    pending = category
    timer = setTimeout(() => show(category), ms)
  }
  const closeAll = () => nav.querySelectorAll('details[open]').forEach((d) => d.removeAttribute('open'))

  const inBar = (target: EventTarget | null) => target instanceof Node && Boolean(barOf()?.contains(target))

  const onPointerOver = (event: PointerEvent) => {
    if (event.pointerType === 'touch' || !inBar(event.target)) return
    // Click mode: hovering never opens a category; the pointer back in the menu keeps the open one.
    if (!hover) return cancel()
    const category = categoryOf(event.target)
    const open = categories().find((details) => details.open) ?? null
    if (category === open) cancel()
    else if (!open) show(category)
    else showLater(category, SWITCH_DELAY_MS)
  }
  /** The pointer leaving the bar (its popovers are inside it) for somewhere else. */
  const onPointerOut = (event: PointerEvent) => {
    if (event.pointerType === 'touch' || !inBar(event.target) || inBar(event.relatedTarget)) return
    showLater(null, CLOSE_GRACE_MS)
  }
  const onFocusIn = (event: FocusEvent) => {
    if (!inBar(event.target)) return
    const category = categoryOf(event.target)
    if (!category) return
    const summary = category.querySelector('summary')
    // Focus on a trigger opens it (hover mode), unless Escape just closed it and returned focus there.
    if (hover && summary && event.target === summary && !category.open && !('escaped' in summary.dataset))
      show(category)
    else if (category.open) cancel()
  }
  const onFocusOut = (event: FocusEvent) => {
    if (!inBar(event.target)) return
    const from = categoryOf(event.target)
    if (event.relatedTarget && from?.open && categoryOf(event.relatedTarget) !== from) from.open = false
  }
  const onPointerDown = (event: PointerEvent) => {
    const trigger = triggerOf(event.target)
    if (trigger) press = { pointer: event.pointerType, wasOpen: trigger.details.open }
  }
  const onTriggerClick = (event: MouseEvent) => {
    const trigger = triggerOf(event.target)
    if (!trigger) return false
    event.preventDefault()
    const keyboard = event.detail === 0
    // Hover mode: a mouse click or Enter/Space on an open category keeps it open; otherwise toggle.
    const keepOpen = hover && (keyboard || press.pointer === 'mouse')
    const wasOpen = keyboard ? trigger.details.open : press.wasOpen
    show(keepOpen || !wasOpen ? trigger.details : null)
    return true
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      const trigger = triggerOf(event.target)
      if (!trigger) return
      event.preventDefault()
      show(trigger.details)
      trigger.details.querySelector<HTMLElement>('a[href]')?.focus()
      return
    }
    if (event.key !== 'Escape') return
    const open = [...nav.querySelectorAll<HTMLDetailsElement>('details[open]')].pop()
    if (!open) return
    const hadFocus = open.contains(document.activeElement)
    open.open = false
    // Focus inside returns to the trigger (focus elsewhere stays put); the focus handler sees the mark
    // and leaves the category closed.
    const summary = open.querySelector('summary')
    if (summary && hadFocus) {
      summary.dataset.escaped = ''
      summary.focus()
      delete summary.dataset.escaped
    }
  }
  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element)) return
    if (!nav.contains(event.target)) return closeAll()
    if (onTriggerClick(event)) return
    reportLinkClick(event.target, nav)
  }

  // Every listener is on the document, in the capture phase: the menu's markup is not hydrated (a
  // static island), and React stops pointer, focus and key events aimed at such markup at its root.
  const listeners = [
    ['pointerover', onPointerOver],
    ['pointerout', onPointerOut],
    ['focusin', onFocusIn],
    ['focusout', onFocusOut],
    ['pointerdown', onPointerDown],
    ['click', onClick],
    ['keydown', onKeyDown],
  ] as const
  for (const [type, listener] of listeners) document.addEventListener(type, listener as EventListener, true)

  return {
    reset() {
      cancel()
      closeAll()
    },
    dispose() {
      cancel()
      for (const [type, listener] of listeners)
        document.removeEventListener(type, listener as EventListener, true)
    },
  }
}
