import { data } from 'react-router'

/**
 * The action contract (docs/architecture.md): every action reads its form's `intent` once against the
 * intents its feature exports, dispatches with a `switch`, and answers an unknown intent with 400.
 */

/** The post's intent when it is one of `intents`, else null (the `switch`'s default answers 400). */
export function readIntent<const T extends readonly string[]>(form: FormData, intents: T): T[number] | null {
  const intent = form.get('intent')
  return typeof intent === 'string' && (intents as readonly string[]).includes(intent) ? intent : null
}

/**
 * The answer to a post whose intent the action does not know, or whose form is not the one it expects.
 * JSON, so the page re-rendered with it reads an object as its action data (a text body would reach the
 * component as a bare string, and a check such as `'reply' in actionData` would throw: a 500).
 */
export function badRequest(message = 'Unknown intent') {
  return data({ refused: message }, { status: 400 })
}

/** For an action with one form: true when the post names that form's intent (else it answers 400). */
export function isIntent(form: FormData, intent: string): boolean {
  return form.get('intent') === intent
}
