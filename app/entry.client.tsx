import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import '#app/components/evaluation-break.ts'
import { HydratedRouter } from 'react-router/dom'
import { restoreRefusedStatuses } from '#app/platform/http/refused-status.ts'
import { markPageStarted } from '#app/components/preloadable.ts'
import { nextTask } from '#app/components/next-task.ts'
import { holdEnhancements } from '#app/components/use-enhanced.ts'
import { DRAWN_NUMBERS_SELECTOR } from '#app/components/drawn-numbers.tsx'
import { readDrawnNumbersFrom } from '#app/domain/market/intl-cache.ts'

/**
 * This entry's code shares a file with the app shell (decision 112), which the document's route modules
 * import: it runs as that file is evaluated, before the route modules and before the document's module
 * script names them to the router. Its work waits for the end of that script, the one task in which the
 * browser evaluates them all, and starts in a task of its own after it (decision 115): evaluating the
 * page's code and starting React's hydration are each a short task then, not one long one on a slow
 * phone.
 */
function start() {
  // A refused post's 4xx comes as 200 with its status in a header (decision 088): given back before the
  // router reads any response.
  restoreRefusedStatuses(window)

  // The document's route modules have run: every later one comes with a navigation.
  markPageStarted()

  // The numbers the server formatted, shown again as the page hydrates without starting Intl's (116).
  readDrawnNumbersFrom(() => document.querySelectorAll(DRAWN_NUMBERS_SELECTOR))

  // What needs JavaScript draws in the tasks after the hydration, not in its effects' (decision 117).
  holdEnhancements()

  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    )
  })
}

void nextTask().then(start)
