/**
 * The toast queue (PLAT-027..030): ids are sequential numbers, a toast whose title is already shown
 * is not added twice, removing a toast resolves whoever awaits it, and toasts that are not persistent
 * close after the dismissal delay, measured by a timer that ticks every 200 ms.
 */
export const TOAST_TICK_MS = 200

export interface ToastInput {
  type: 'success' | 'error' | 'info'
  title: string
  description?: string
  link?: { href: string; label: string }
  persistent?: boolean
  /** With JavaScript, a dialog the shopper continues from instead of a toast (AUTH-013). */
  confirm?: boolean
  /** With JavaScript, a dialog that opens with the toast (AUTH-009 employee terms, AUTH-025 interests). */
  dialog?: 'employee-terms' | 'interests'
}

export interface QueuedToast extends ToastInput {
  id: number
  /** Milliseconds shown so far. */
  elapsed: number
}

export function createToastQueue({ dismissAfterMs }: { dismissAfterMs: number }) {
  let nextId = 1
  let toasts: QueuedToast[] = []
  const waiters = new Map<number, () => void>()
  const listeners = new Set<() => void>()
  const emit = () => listeners.forEach((l) => l())

  function remove(id: number) {
    const before = toasts.length
    toasts = toasts.filter((t) => t.id !== id)
    waiters.get(id)?.()
    waiters.delete(id)
    if (toasts.length !== before) emit()
  }

  return {
    /**
     * Shows a toast; resolves when it is removed. A duplicate title returns the shown toast's promise
     * and starts its delay again: the shopper who does the same thing twice reads the second
     * confirmation for as long as the first, not for what was left of it.
     */
    show(input: ToastInput): { id: number; closed: Promise<void> } {
      const existing = toasts.find((t) => t.title === input.title)
      if (existing) {
        existing.elapsed = 0
        return { id: existing.id, closed: new Promise((r) => chain(existing.id, r)) }
      }
      const id = nextId++
      toasts = [...toasts, { ...input, id, elapsed: 0 }]
      const closed = new Promise<void>((resolve) => waiters.set(id, resolve))
      emit()
      return { id, closed }
    },
    remove,
    /** Advances every non-persistent toast by one tick and closes those past the delay. */
    tick() {
      for (const toast of toasts) {
        if (toast.persistent) continue
        toast.elapsed += TOAST_TICK_MS
        if (toast.elapsed >= dismissAfterMs) remove(toast.id)
      }
    },
    list: () => toasts,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }

  function chain(id: number, resolve: () => void) {
    const previous = waiters.get(id)
    waiters.set(id, () => {
      previous?.()
      resolve()
    })
  }
}

export type ToastQueue = ReturnType<typeof createToastQueue>
