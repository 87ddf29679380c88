let channel: MessageChannel | undefined
const waiting: (() => void)[] = []

/**
 * Settles in a task of its own, soon (decision 115): a message the page posts itself, as React's
 * scheduler does, rather than a timer, which a paused clock (a test's) would hold. Work that need not
 * run inside another task (React's effects, the entry's module evaluation) waits for it, so that a slow
 * phone runs each as a short task rather than one long one.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    if (!channel) {
      channel = new MessageChannel()
      channel.port1.onmessage = () => waiting.shift()?.()
    }
    waiting.push(resolve)
    channel.port2.postMessage(null)
  })
}
