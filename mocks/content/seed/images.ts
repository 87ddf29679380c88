/**
 * Content images: generated SVG artwork the emulator serves at `/images/content/{kind}-{name}.svg`.
 * Seed content refers to them by path; the content handlers make them absolute with the request origin.
 */

export const IMAGE_SIZES = {
  hero: { width: 1600, height: 700 },
  banner: { width: 1200, height: 600 },
  card: { width: 600, height: 600 },
  menu: { width: 400, height: 400 },
} as const
export type ImageKind = keyof typeof IMAGE_SIZES

/** A picture for seed content. Leave `alt` empty for a decorative image. */
export function contentImage(kind: ImageKind, name: string, alt = '') {
  return { url: `/images/content/${kind}-${name}.svg`, alt, ...IMAGE_SIZES[kind] }
}

function hash(text: string): number {
  let h = 2166136261
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619)
  return h >>> 0
}

/**
 * The SVG for `{kind}-{name}.svg`, or null for a name that is not one: a gradient sky, a sun and two
 * mountain ridges, coloured from a hash of the name so each image differs but never changes.
 */
export function contentSvg(file: string): string | null {
  const match = /^(hero|banner|card|menu)-([a-z0-9-]+)\.svg$/.exec(file)
  if (!match) return null
  const { width: w, height: h } = IMAGE_SIZES[match[1] as ImageKind]
  const seed = hash(match[2]!)
  const hue = seed % 360
  const sunX = Math.round(w * (0.2 + ((seed >> 9) % 60) / 100))
  const ridge = (base: number, jag: number, shift: number) => {
    const points = [`0,${h}`]
    for (let i = 0; i <= 8; i++) {
      const y = h * base - (((seed >> (i + shift)) % 100) / 100) * h * jag
      points.push(`${Math.round((w / 8) * i)},${Math.round(y)}`)
    }
    points.push(`${w},${h}`)
    return points.join(' ')
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
    '<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">',
    `<stop offset="0" stop-color="hsl(${hue} 55% 72%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 60% 88%)"/>`,
    '</linearGradient></defs>',
    `<rect width="${w}" height="${h}" fill="url(#sky)"/>`,
    `<circle cx="${sunX}" cy="${Math.round(h * 0.3)}" r="${Math.round(Math.min(w, h) * 0.12)}" fill="hsl(${(hue + 180) % 360} 80% 85%)"/>`,
    `<polygon points="${ridge(0.7, 0.35, 1)}" fill="hsl(${(hue + 200) % 360} 25% 40%)"/>`,
    `<polygon points="${ridge(0.9, 0.25, 3)}" fill="hsl(${(hue + 150) % 360} 30% 22%)"/>`,
    '</svg>',
  ].join('')
}
