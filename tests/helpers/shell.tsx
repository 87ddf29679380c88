import { createHash } from 'node:crypto'
import type { ComponentProps } from 'react'
import type { Menu } from '#app/domain/content/content.ts'
import { ServerMenuContext } from '#app/shell/server-menu.ts'
import { SiteHeader } from '#app/shell/site-header.tsx'

/**
 * The site header as the server renders it for a document: the menu given to the render
 * (`app/entry.server.tsx`), its version in the page's data (`contentVersion`).
 */
export function ServerHeader({
  menu,
  ...props
}: Omit<ComponentProps<typeof SiteHeader>, 'menuVersion'> & { menu: Menu | null }) {
  const version = menu && createHash('sha256').update(JSON.stringify(menu)).digest('base64url').slice(0, 16)
  return (
    <ServerMenuContext value={menu}>
      <SiteHeader {...props} menuVersion={version} />
    </ServerMenuContext>
  )
}
