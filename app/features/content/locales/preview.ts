import { defineNamespace } from '#app/locales/catalogues.ts'
import en from './en/preview.json' with { type: 'json' }

/** The preview tool's and the preview ribbon's text (CMS-150..CMS-154, PLAT-035, decision 005). */
export const previewNs = defineNamespace('preview', { en })
