import { createInstance, type i18n } from 'i18next'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { createMemoryRouter, RouterProvider } from 'react-router'
import content from '#app/locales/en/content.json' with { type: 'json' }

/** An i18next instance with the English `content` catalogue, ready synchronously. */
export function createTestI18n(): i18n {
  const instance = createInstance()
  void instance.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['content'],
    defaultNS: 'content',
    resources: { en: { content } },
    interpolation: { escapeValue: false },
    initAsync: false,
  })
  return instance
}

/** Wraps UI in the translation provider, for components that call `useTranslation('content')`. */
export function I18nTestProvider({
  children,
  i18n = createTestI18n(),
}: {
  children: ReactNode
  i18n?: i18n
}) {
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
}

/**
 * Server-renders UI as a route element at `path` (router links need a router) with translations,
 * and returns the HTML.
 */
export function renderWithProviders(ui: ReactNode, { path = '/en-us' }: { path?: string } = {}): string {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] })
  return renderToString(
    <I18nTestProvider>
      <RouterProvider router={router} />
    </I18nTestProvider>,
  )
}
