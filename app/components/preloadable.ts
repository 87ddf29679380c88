import { type ComponentType, createElement, use } from 'react'

/** Whether the page has started: the client entry has begun hydrating it. */
let started = false

/**
 * Called by the client entry as it starts hydrating the page. A module evaluated before came with the
 * document; one evaluated since came with a navigation (a route's module loaded as the shopper goes to
 * its page, or when they point at a link to it).
 */
export function markPageStarted(): void {
  started = true
}

/**
 * A module of components the browser loads when one of them is first rendered, or before, with `load`
 * (a static island's `preload`). Its components render at once once the module is in, whoever loaded
 * it: each render reads the loaded module first, and only while it is not in waits for it, with `use`.
 * React's `lazy` would not do: it keeps the promise its first render started, and renders the component
 * only once that one has answered. React renders a suspended page's siblings ahead of time, so a
 * component could be first rendered while another caller's load was on its way; its own load answered
 * later, and an island that a navigation waited for (decision 111) showed nothing for that moment.
 * Every caller shares the one load in flight.
 */
export function preloadable<M>(
  load: () => Promise<M>,
  { withNavigation = true }: { withNavigation?: boolean } = {},
) {
  let loaded: M | undefined
  // The load in flight, or done; after a failure, the next caller loads again.
  let loading: Promise<M> | undefined
  const loadModule = (): Promise<M> =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    ))
  // What renders wait for: the load in flight when one first rendered (a failed one is tried again),
  // then the same promise for every render, as `use` needs, so that a failure reaches the error
  // boundary rather than loading again on every render.
  let forRender: Promise<M> | undefined
  // Defined by a module that came with a navigation: its page is about to render the islands for the
  // first time rather than hydrate them, and a new boundary would show nothing until the code is in,
  // for as long as React holds a revealed fallback (300 ms), however soon the code came (the cart has
  // the checkout summary's). Loaded now, beside the page's data, it is there when the page renders.
  // A failure here is the render's to meet: it loads again then. Not for one made as a page renders
  // (`withNavigation: false`, the blocks' views): it is made whether or not its code is ever needed.
  if (started && withNavigation) loadModule().catch(() => undefined)
  return {
    load: loadModule,
    /**
     * Runs `open` once the code is in (a dialog opened on click renders at once then, with no fallback
     * held on the way), or once its load has failed: the render meets the failure at its error boundary.
     */
    whenLoaded: (open: () => void): void => void loadModule().then(open, open),
    lazy: <P extends object>(pick: (module: M) => ComponentType<P>): ComponentType<P> =>
      function Preloaded(props: P) {
        const module = loaded ?? use((forRender ??= loadModule()))
        return createElement(pick(module), props)
      },
  }
}
