import { defineNamespace } from '#app/locales/catalogues.ts'
import en from './en/menu.json' with { type: 'json' }

/** The phone's menu, as a dialog and as a page (decision 005). */
export const menuNs = defineNamespace('menu', { en })
