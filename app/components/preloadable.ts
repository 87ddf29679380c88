import { type ComponentType, lazy } from 'react'

/** A thenable that answers at once: React's `lazy` then has the component in the same render. */
const settled = <T>(value: T) =>
  ({ then: (onFulfilled: (value: T) => unknown) => onFulfilled(value) }) as unknown as Promise<T>

/**
 * A module of components the browser loads when one of them is first rendered, or before, with `load`
 * (a static island's `preload`). Its `lazy` components render at once once the module is in: React's
 * `lazy` takes any thenable, and theirs answers in the same render when the module is loaded, where a
 * promise answers a tick later. An island whose content changes on a navigation would otherwise show
 * nothing for that tick, and the page under it would move up and back down.
 */
export function preloadable<M>(load: () => Promise<M>) {
  let loaded: M | undefined
  const loadModule = () => load().then((module) => (loaded = module))
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
