// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, expect, test, vi } from 'vitest'
import type { MiniCartView } from '#app/features/cart/views.ts'
import { PRODUCT_INTENTS } from '#app/features/product/intents.ts'
import { GiftCardForm } from './gift-card-form.tsx'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

let root: Root | undefined
let container: HTMLElement | undefined

afterEach(() => {
  act(() => root?.unmount())
  container?.remove()
})

const VIEW = { message: 'Added to your cart.' } as MiniCartView

test('CART-025 a gift card’s add tells the mini cart it is on its way, then hands it the answer', async () => {
  // What the page's `added` was given at each render: the answer and whether an add is under way.
  const seen: { miniCart: MiniCartView | undefined; pending: boolean }[] = []
  let answer: (value: { miniCart: MiniCartView }) => void = () => undefined
  const router = createMemoryRouter([
    {
      path: '/',
      action: () => new Promise((resolve) => (answer = resolve)),
      Component: () => (
        <GiftCardForm
          intent={PRODUCT_INTENTS.addGiftCard}
          added={(miniCart, pending) => {
            seen.push({ miniCart, pending })
            return null
          }}
          productId="GC100001"
          selected={null}
          action="/"
        />
      ),
    },
  ])
  container = document.body.appendChild(document.createElement('div'))
  root = createRoot(container)
  await act(async () => root!.render(<RouterProvider router={router} />))
  expect(seen.at(-1)).toEqual({ miniCart: undefined, pending: false })

  await act(async () => container!.querySelector('form')!.requestSubmit())
  await vi.waitFor(() => expect(seen.at(-1)).toEqual({ miniCart: undefined, pending: true }))

  await act(async () => answer({ miniCart: VIEW }))
  await vi.waitFor(() => expect(seen.at(-1)).toEqual({ miniCart: VIEW, pending: false }))
})

test('CART-008 the add is offered with no preset amount chosen (the own amount is enough), not for a sold-out one', async () => {
  const render = async (selected: Parameters<typeof GiftCardForm>[0]['selected']) => {
    const router = createMemoryRouter([
      {
        path: '/',
        Component: () => (
          <GiftCardForm
            intent={PRODUCT_INTENTS.addGiftCard}
            added={() => null}
            productId="GC100001"
            selected={selected}
            action="/"
          />
        ),
      },
    ])
    container?.remove()
    container = document.body.appendChild(document.createElement('div'))
    root = createRoot(container)
    await act(async () => root!.render(<RouterProvider router={router} />))
    return container.querySelector<HTMLButtonElement>('button[type="submit"]')!
  }
  expect((await render(null)).disabled).toBe(false)
  act(() => root?.unmount())
  const soldOut = { label: '50', text: '50', upc: 'u', level: 'out-of-stock', available: false } as const
  expect((await render(soldOut)).disabled).toBe(true)
})
