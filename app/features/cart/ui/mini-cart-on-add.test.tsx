// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, expect, test, vi } from 'vitest'
import type { MiniCartView } from '#app/features/cart/views.ts'
import { MiniCartOnAdd } from './mini-cart-on-add.tsx'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

/** When the panel's module was first asked for: its factory runs on the first import, once. */
const fetched = vi.hoisted(() => ({ count: 0 }))

vi.mock('./mini-cart.tsx', () => {
  fetched.count += 1
  return {
    default: ({ view }: { view: MiniCartView }) => <div role="dialog" aria-label={view.message} />,
  }
})

let root: Root | undefined
let container: HTMLElement | undefined

afterEach(() => {
  act(() => root?.unmount())
  container?.remove()
  root = undefined
  container = undefined
})

async function render(props: Parameters<typeof MiniCartOnAdd>[0]) {
  container ??= document.body.appendChild(document.createElement('div'))
  root ??= createRoot(container)
  await act(async () => root!.render(<MiniCartOnAdd {...props} />))
}

const VIEW = { message: 'Added to your cart.' } as MiniCartView

test('CART-025 the mini cart’s code is fetched once an add is sent, not with the page, and the panel opens on the answer', async () => {
  await render({ added: undefined, locale: 'en-us' })
  expect(fetched.count, 'nothing fetched before an add').toBe(0)

  await render({ added: undefined, pending: true, locale: 'en-us' })
  await vi.waitFor(() => expect(fetched.count).toBe(1))
  expect(container!.querySelector('[role="dialog"]'), 'no panel before the answer').toBeNull()

  await render({ added: VIEW, pending: false, locale: 'en-us' })
  await vi.waitFor(() => expect(container!.querySelector('[role="dialog"]')).not.toBeNull())
  expect(container!.querySelector('[role="dialog"]')!.getAttribute('aria-label')).toBe('Added to your cart.')
  expect(fetched.count, 'fetched once').toBe(1)
})

test('CART-025 once its code is in, the panel opens in the very render that brings the answer, not after a held fallback', async () => {
  // The page's first add: a fresh module, whose panel has never rendered.
  vi.resetModules()
  const { MiniCartOnAdd: FirstAdd } = await import('./mini-cart-on-add.tsx')
  container = document.body.appendChild(document.createElement('div'))
  root = createRoot(container)
  await act(async () => root!.render(<FirstAdd added={undefined} pending locale="en-us" />))
  // The add's answer comes after the panel's code (a module is fetched once: this is the same load).
  await import('./mini-cart.tsx')
  await act(async () => {})

  // Rendered synchronously: a component that suspended here (React's `lazy` does on its first render,
  // loaded or not) would leave its fallback, and React holds what it reveals next for up to 300 ms.
  act(() => root!.render(<FirstAdd added={VIEW} pending={false} locale="en-us" />))
  expect(container.querySelector('[role="dialog"]')?.getAttribute('aria-label')).toBe('Added to your cart.')
})
