import { type HTMLAttributes, type ReactNode, type Ref, Suspense, useEffect, useMemo, useState } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { type NavigateFunction, type SubmitFunction, useNavigate, useSubmit } from 'react-router'
import { ENHANCED_FIELD, ENHANCED_FORM, ENHANCED_VALUE } from '#app/domain/page/enhanced-post.ts'
import { useIslandMarkup } from './island-markup.tsx'
import { nextTask } from './next-task.ts'

const NOT_FROM_SERVER = Symbol('not from the server')
/**
 * The island element's inner HTML while it shows the server's markup: React does not compare it when
 * it hydrates, and sets it only when it changes, so the markup stays as the server sent it.
 */
const SERVER_MARKUP = { __html: '' }

/**
 * Markup the server renders and the browser keeps without hydrating it (decisions 025, 093): content
 * with no behaviour of its own (a block, the menu's links), so its code is not part of the page's first
 * load and React does not walk it while hydrating. While the browser hydrates, the island element's
 * inner HTML is React's to leave alone (`dangerouslySetInnerHTML`, whose value React does not compare
 * then): the element is hydrated, its content is not, and no update ever reaches it, a context's
 * included (every navigation changes the router's location). Only when `version` changes later (a
 * client-side navigation, a revalidation with other content) does the browser render `children`
 * itself, in a Suspense boundary, which load their code lazily (a `preloadable` component: the server
 * renders the same component in place; see `preload`). Behaviour, where there is some, is attached to
 * the DOM by the owner, so it works on the server's markup as on the browser's.
 */
export function StaticIsland({
  as: Tag = 'div',
  version,
  children,
  ref,
  preload,
  cacheAs,
  ...attributes
}: {
  as?: 'div' | 'nav' | 'ul'
  /**
   * What the markup shows (plain data, `children` being a function of it): the browser renders
   * `children` only once it differs, by content, from what the server rendered.
   */
  version: unknown
  children: ReactNode
  ref?: Ref<HTMLElement>
  /**
   * Loads the code of `children`, for an island that is likely to change (on most navigations, at a
   * checkout step): called once hydrated, so that the browser's first rendering of it shows no gap.
   */
  preload?: () => Promise<unknown>
  /**
   * A name, for an island whose markup the server may render once and keep (decision 063): its
   * children show `version`, the language and the page's query, and nothing else of the request (no
   * form token, no time, no nonce). Distinct islands that can share a page need distinct names.
   */
  cacheAs?: string
} & HTMLAttributes<HTMLElement>) {
  // In a task of its own, not in React's effects' (one long task on a slow phone): starting a load
  // writes the code's preload links. A load after the island has gone only brings code in early.
  useEffect(() => void nextTask().then(preload), [preload])
  // Compared by content: a revalidation that brings the same content in new objects changes nothing.
  const content = useMemo(() => (import.meta.env.SSR ? '' : JSON.stringify(version)), [version])
  // True only while React hydrates the server's document (the server snapshot is used then): an island
  // mounted later (a page the browser renders) has no server markup to keep.
  const hydrating = !useHydrated()
  const [serverContent, setServerContent] = useState<string | typeof NOT_FROM_SERVER>(() =>
    hydrating ? content : NOT_FROM_SERVER,
  )
  // Once the content has changed the server's markup is gone: the same content again is rendered too.
  if (serverContent !== NOT_FROM_SERVER && serverContent !== content) setServerContent(NOT_FROM_SERVER)
  const kept = useIslandMarkup(cacheAs, version, children)
  const own = {
    ref: ref as Ref<HTMLDivElement> & Ref<HTMLUListElement>,
    ...attributes,
    'data-static-island': '',
  }
  if (kept !== undefined) return <Tag {...own} dangerouslySetInnerHTML={{ __html: kept }} />
  if (!import.meta.env.SSR && serverContent === content)
    return <Tag {...own} dangerouslySetInnerHTML={SERVER_MARKUP} suppressHydrationWarning />
  // New content is a new boundary (the key): its lazily loaded code shows nothing until it is there,
  // rather than holding back the navigation that brought it. Content a navigation shows in view loads
  // its code before the page shows instead (decision 111): the checkout summary's module preloads it.
  return (
    <Tag {...own}>
      <Suspense key={content} fallback={null}>
        {children}
      </Suspense>
    </Tag>
  )
}

/** The disclosures open in a `data-keep-scroll` island when one of its links was followed, and where to. */
let keptOpen: { at: string; ids: ReadonlySet<string> } | undefined

/**
 * Whether the disclosure `id` was open when the shopper followed a link of its island to `at` (a path and
 * its query): the island's new drawing opens it again, so that a refinement picked inside a group's
 * "show more" leaves the group as it was.
 */
export function openBeforeFollow(id: string, at: string): boolean {
  return keptOpen?.at === at && keptOpen.ids.has(id)
}

/**
 * Links inside islands the browser did not hydrate are plain anchors: a click on one to a page of this
 * site is a client-side navigation, as a router link's would be (within `data-keep-scroll`, one that keeps
 * the scroll position, as `preventScrollReset` does). Links within the page (an anchor, a
 * #modal dialog), to another site or a new tab, and modified clicks stay the browser's.
 */
function followInPage(event: MouseEvent, navigate: NavigateFunction) {
  if (event.defaultPrevented || event.button !== 0) return
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null
  if (!(anchor instanceof HTMLAnchorElement) || !anchor.closest('[data-static-island]')) return
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return
  const url = new URL(anchor.href)
  if (url.origin !== window.location.origin || url.hash.startsWith('#modal')) return
  const here = window.location
  if (url.hash && url.pathname === here.pathname && url.search === here.search) return
  event.preventDefault()
  // Links that change what the page shows in place (a listing's refinements) keep the scroll position,
  // and the disclosures the shopper opened there stay open when the island is drawn anew.
  const inPlace = anchor.closest('[data-keep-scroll]')
  const preventScrollReset = inPlace !== null
  keptOpen = inPlace
    ? {
        at: `${url.pathname}${url.search}`,
        ids: new Set(Array.from(inPlace.querySelectorAll('details[open][id]'), (details) => details.id)),
      }
    : undefined
  void navigate(`${url.pathname}${url.search}${url.hash}`, { preventScrollReset })
}

/**
 * A post from a form inside an island the browser did not hydrate that reads its answer in place
 * (`ENHANCED_FORM`: a kept tile's favourites heart, decision 099) goes through the router as its
 * hydrated copy's fetcher would, with the enhanced-post marker that copy would have rendered: the
 * answer lands in this page (its toast, its redirect) rather than loading a whole document. Every other
 * form stays the plain post it is: the consent banner's choice, in the utility bar, loads the page
 * again, which the server then renders with the visitor's consent.
 */
function postInPage(event: SubmitEvent, submit: SubmitFunction) {
  const form = event.target
  if (event.defaultPrevented || !(form instanceof HTMLFormElement) || !form.hasAttribute(ENHANCED_FORM))
    return
  const action = new URL(form.action)
  if (!form.closest('[data-static-island]') || form.target || action.origin !== window.location.origin) return
  event.preventDefault()
  const body = new FormData(form, event.submitter)
  body.set(ENHANCED_FIELD, ENHANCED_VALUE)
  void submit(body, { method: 'post', action: `${action.pathname}${action.search}`, navigate: false })
}

/**
 * Client-side navigation for the links of every island in the document (see followInPage): the menu,
 * the footer, the utility bar, the content blocks and sections kept as the server drew them, wherever
 * they are; and the posts of their forms that answer in place (see postInPage). The root renders it once.
 * The click listener is on the document, in the capture phase: React may stop an event aimed at markup
 * it has not hydrated at its root, before it reaches an island. The submit listener is on the document
 * in the bubble phase, after React's own (added when the document hydrated): a form React rendered
 * inside an island (content drawn anew after a navigation) has been handled by its router form by
 * then, which prevented the browser's post.
 */
export function useStaticLinks() {
  const navigate = useNavigate()
  const submit = useSubmit()
  useEffect(() => {
    const onClick = (event: MouseEvent) => followInPage(event, navigate)
    const onSubmit = (event: SubmitEvent) => postInPage(event, submit)
    document.addEventListener('click', onClick, true)
    document.addEventListener('submit', onSubmit)
    // Until this runs (just after hydration) a click on one of these links loads a whole page.
    document.body.dataset.linksInPage = ''
    return () => {
      document.removeEventListener('click', onClick, true)
      document.removeEventListener('submit', onSubmit)
      delete document.body.dataset.linksInPage
    }
  }, [navigate, submit])
}
