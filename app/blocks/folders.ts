/**
 * A block is a folder: `app/blocks/hero-banner/` holds the `heroBanner` block type, its schema
 * (`schema.ts`), its traits (`traits.ts`) and its view (`view.tsx`). The registries find the folders
 * with `import.meta.glob` and key what they find by the block type the folder names. Plain data: the
 * browser's registry reads it too.
 */

/** The block type a folder holds: its name in camel case (`hero-banner` → `heroBanner`). */
export function blockTypeOf(folder: string): string {
  return folder.replace(/-([a-z\d])/g, (_, next: string) => next.toUpperCase())
}

/** What a glob found, keyed by block type: `{ './hero-banner/view.tsx': x }` → `heroBanner` → x. */
export function byBlockType<T>(found: Record<string, T>): ReadonlyMap<string, T> {
  return new Map(
    Object.entries(found).map(([file, value]): [string, T] => [
      blockTypeOf(file.split('/').at(-2) ?? file),
      value,
    ]),
  )
}
