import i18next from 'i18next'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { HydratedRouter } from 'react-router/dom'
import { i18nOptions, languageFor } from './i18n.ts'

void i18next
  .use(initReactI18next)
  .init({ ...i18nOptions, lng: languageFor(document.documentElement.dataset.locale ?? 'en') })
  .then(() => {
    startTransition(() => {
      hydrateRoot(
        document,
        <I18nextProvider i18n={i18next}>
          <StrictMode>
            <HydratedRouter />
          </StrictMode>
        </I18nextProvider>,
      )
    })
  })
