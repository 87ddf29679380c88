// @vitest-environment happy-dom
import { act } from 'react'
import { createMemoryRouter } from 'react-router'
import { afterEach, expect, test } from 'vitest'
import { mountRouter } from '#tests/helpers/dom-router.tsx'
import { homePath, signInPath } from '#app/domain/paths/paths.ts'
import { DialogLink } from './dialog-link.tsx'
import { preloadable } from './preloadable.ts'

let unmount: (() => void) | undefined

afterEach(() => {
  unmount?.()
})

test('AUTH-012 a click opens the dialog once its code is in, without React’s held fallback on the way', async () => {
  let arrive: (module: { default: () => React.ReactNode }) => void = () => {}
  const code = preloadable(
    () => new Promise<{ default: () => React.ReactNode }>((resolve) => (arrive = resolve)),
    { withNavigation: false },
  )
  const Dialog = code.lazy((module) => module.default)
  // How often the link rendered its dialog: a render before the code is in suspends, and React shows the
  // boundary's fallback and then holds the dialog for up to 300 ms once the code comes.
  let rendered = 0
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <DialogLink
            to={signInPath('en-us')}
            preload={code.load}
            dialog={() => {
              rendered += 1
              return <Dialog />
            }}
          >
            Sign in
          </DialogLink>
        ),
      },
    ],
    { initialEntries: [homePath('en-us')] },
  )
  const mounted = await mountRouter(router)
  ;({ unmount } = mounted)
  const { container } = mounted

  const link = container.querySelector('a')!
  await act(async () => link.click())
  // Nothing of the dialog until its code is in, not even a suspended render, and still the same page.
  expect(container.querySelector('[role="dialog"]')).toBeNull()
  expect(rendered).toBe(0)
  expect(router.state.location.pathname).toBe(homePath('en-us'))

  await act(async () => arrive({ default: () => <div role="dialog" aria-label="Sign in" /> }))
  expect(container.querySelector('[role="dialog"]')?.getAttribute('aria-label')).toBe('Sign in')
})
