import { type ComponentType, lazy } from 'react'

/** A thenable that answers at once: React's `lazy` then has the component in the same render. */
const settled = <T>(value: T) =>
  ({ then: (onFulfilled: (value: T) => unknown) => onFulfilled(value) }) as unknown as Promise<T>

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
 * (a static island's `preload`). Its `lazy` components render at once once the module is in: React's
 * `lazy` takes any thenable, and theirs answers in the same render when the module is loaded, where a
 * promise answers a tick later. An island whose content changes on a navigation would otherwise show
 * nothing for that tick, and the page under it would move up and back down.
 */
export function preloadable<M>(
  load: () => Promise<M>,
  { withNavigation = true }: { withNavigation?: boolean } = {},
) {
  let loaded: M | undefined
  const loadModule = () => load().then((module) => (loaded = module))
  // Defined by a module that came with a navigation: its page is about to render the islands for the
  // first time rather than hydrate them, and a new boundary would show nothing until the code is in,
  // for as long as React holds a revealed fallback (300 ms), however soon the code came (the cart has
  // the checkout summary's). Loaded now, beside the page's data, it is there when the page renders.
  // A failure here is the render's to meet: it loads again then. Not for one made as a page renders
  // (`withNavigation: false`, the blocks' views): it is made whether or not its code is ever needed.
  if (started && withNavigation) loadModule().catch(() => undefined)
  return {
    load: loadModule,
    lazy: <P>(pick: (module: M) => ComponentType<P>) =>
      lazy(() =>
        loaded === undefined
          ? loadModule().then((module) => ({ default: pick(module) }))
          : settled({ default: pick(loaded) }),
      ),
  }
}
