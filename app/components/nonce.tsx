import { createContext, useContext } from 'react'

/** The request's CSP nonce, for the few inline scripts React Router renders. */
export const NonceContext = createContext<string>('')
export const NonceProvider = NonceContext.Provider

export function useNonce() {
  return useContext(NonceContext)
}
