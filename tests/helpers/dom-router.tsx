import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider, type createMemoryRouter } from 'react-router'
import { I18nTestProvider } from './i18n.tsx'

// React's `act` warns unless the environment says it is a test that uses it.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

/**
 * Mounts `router` (with the test catalogues) in a container of the test's DOM (happy-dom), as the
 * browser runs it: effects run and fetchers load. `unmount` takes it and its container away.
 */
export async function mountRouter(router: ReturnType<typeof createMemoryRouter>) {
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  await act(async () => {
    root.render(
      <I18nTestProvider>
        <RouterProvider router={router} />
      </I18nTestProvider>,
    )
  })
  return {
    container,
    unmount: () => {
      act(() => root.unmount())
      container.remove()
    },
  }
}
