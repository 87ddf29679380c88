import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { TranslationProvider } from '#app/platform/i18n/translator.tsx'

/**
 * Components translate through `app/locales/i18n.tsx` (decision 004), over the same catalogues
 * i18next serves on the server; this provides the language they read.
 */
export function I18nTestProvider({ children, language = 'en' }: { children: ReactNode; language?: string }) {
  return <TranslationProvider language={language}>{children}</TranslationProvider>
}

/**
 * Server-renders UI as a route element at `path` (router links need a router) with translations in
 * `language` (English unless given), and returns the HTML.
 */
export function renderWithProviders(
  ui: ReactNode,
  { path = '/en-us', language }: { path?: string; language?: string } = {},
): string {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] })
  return renderToString(
    <I18nTestProvider language={language}>
      <RouterProvider router={router} />
    </I18nTestProvider>,
  )
}
