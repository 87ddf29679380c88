import { defineNamespace } from '#app/components/i18n.tsx'
import en from './en/meta.json' with { type: 'json' }

/**
 * Page titles (decision 005's definition, for a component that would need one). Titles are
 * translated on the server: a loader returns its page's `title` and `meta` reads it; pages whose
 * loader failed read theirs from the root loader's `missingTitles`. No page's code imports this.
 */
export const metaNs = defineNamespace('meta', { en })
