/**
 * A field of an action's answer, or undefined when the answer does not carry it: a refusal
 * (`{ refused }`, an unknown or missing intent answered 400) or another form's answer. Components read
 * their answers through this, so a post the page did not expect renders the page instead of a 500.
 */
export function answerField<T extends object, K extends string>(
  answer: T | null | undefined,
  key: K,
): (T extends unknown ? (K extends keyof T ? T[K] : never) : never) | undefined {
  if (!answer || typeof answer !== 'object' || !(key in answer)) return undefined
  return (answer as Record<K, never>)[key]
}
