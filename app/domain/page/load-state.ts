/**
 * PLAT-019 (000 §4 Data loads): a data load is idle, pending, success (with its data) or error. A
 * pure reducer for `useReducer`: a load starts from idle or from a finished load (a retry), only a
 * pending load succeeds or fails, and reset goes back to idle. Any other event leaves the state as
 * it is (the same object), so a late answer after a reset changes nothing.
 */
export type LoadState<T> =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'success'; data: T }
  | { status: 'error' }

export type LoadEvent<T> =
  | { type: 'start' }
  | { type: 'succeed'; data: T }
  | { type: 'fail' }
  | { type: 'reset' }

export const IDLE: LoadState<never> = { status: 'idle' }

/** The next state of a load after `event`; an event the state does not allow returns `state` itself. */
export function loadReducer<T>(state: LoadState<T>, event: LoadEvent<T>): LoadState<T> {
  switch (event.type) {
    case 'start':
      return state.status === 'pending' ? state : { status: 'pending' }
    case 'succeed':
      return state.status === 'pending' ? { status: 'success', data: event.data } : state
    case 'fail':
      return state.status === 'pending' ? { status: 'error' } : state
    case 'reset':
      return state.status === 'idle' ? state : IDLE
  }
}
