import type { ArticleSearchItem, ArticleSearchResponse } from '#app/domain/content/articles.ts'
import type { ArticleFacet, CmsPageInput } from '#app/domain/content/content.ts'
import { contentImage } from './images.ts'
import { simplePage } from './page.ts'

/**
 * The Journal: the brand's stories, served by the article search (CMS-073) and, as content pages under
 * `/journal/{slug}` whose parent is `journal`, by the children call (CMS-012).
 */

/** The journal's tags, in the order the search lists them as facets. */
export const ARTICLE_FACETS: readonly ArticleFacet[] = [
  { id: 'running', label: 'Running' },
  { id: 'hiking', label: 'Hiking' },
  { id: 'camping', label: 'Camping' },
  { id: 'gear-care', label: 'Gear care' },
  { id: 'community', label: 'Community' },
]

/** The parent slug of every article page. */
export const JOURNAL_SLUG = 'journal'

interface SeedArticle {
  slug: string
  title: string
  description: string
  pageDate: string
  tags: string[]
  alt: string
  body: string
}

const SEED: readonly SeedArticle[] = [
  {
    slug: 'dawn-patrol-trail-running-basics',
    title: 'Dawn patrol: starting trail running the easy way',
    description:
      'Soft ground, slow miles and a flask of coffee: how our team eases road runners onto the trails.',
    pageDate: '2025-03-28',
    tags: ['running', 'community'],
    alt: 'Two runners on a ridge path at sunrise',
    body: '<p>Start with time on feet, not pace. Walk the climbs, run the flats and let the trail set the rhythm.</p>',
  },
  {
    slug: 'ridge-to-river-three-day-loop',
    title: 'Ridge to river: a three-day loop in the high country',
    description: 'Forty-two miles, two wild camps and one very cold swim on our favourite spring route.',
    pageDate: '2025-03-21',
    tags: ['hiking', 'camping'],
    alt: 'A hiker looking down a river valley from a rocky ridge',
    body: '<p>Day one climbs to the ridge; day two follows it north; day three drops to the river and the bus home.</p>',
  },
  {
    slug: 'rewaxing-leather-boots',
    title: 'How to re-wax leather hiking boots',
    description: 'Ten minutes, a soft brush and a tin of wax add seasons to a pair of leather boots.',
    pageDate: '2025-03-14',
    tags: ['gear-care', 'hiking'],
    alt: 'Leather hiking boots on a workbench beside a tin of wax',
    body: '<p>Clean off the mud, let the boots dry away from heat, then work the wax in with warm hands.</p>',
  },
  {
    slug: 'first-night-under-canvas',
    title: 'Your first night under canvas: a calm-camping checklist',
    description: 'Pitch in daylight, sleep warm and wake up wanting to do it again.',
    pageDate: '2025-03-07',
    tags: ['camping'],
    alt: 'A small tent glowing at dusk in a meadow',
    body: '<p>Practise the pitch in the garden, pack a mat rated for the season and keep a head torch in your pocket.</p>',
  },
  {
    slug: 'saturday-run-club',
    title: 'Saturday run club: 400 miles and counting',
    description:
      'Every Saturday at eight, rain or shine, from our flagship store. Everyone finishes together.',
    pageDate: '2025-02-28',
    tags: ['running', 'community'],
    alt: 'A group of runners gathered outside a shop front',
    body: '<p>Five miles, two pace groups and a no-drop rule. Coffee afterwards is optional but encouraged.</p>',
  },
  {
    slug: 'washing-down-jackets',
    title: 'Washing a down jacket without ruining the loft',
    description: 'A gentle wash, a down-safe soap and three tennis balls in the dryer.',
    pageDate: '2025-02-21',
    tags: ['gear-care'],
    alt: 'A puffy down jacket hanging on a line',
    body: '<p>Close every zip, wash cool with down wash, then tumble low for longer than you think.</p>',
  },
  {
    slug: 'layering-for-winter-summits',
    title: 'Layering for winter summits',
    description: 'Base, mid and shell: the system that keeps you dry on the way up and warm at the top.',
    pageDate: '2025-02-14',
    tags: ['hiking', 'gear-care'],
    alt: 'A climber in a red shell on a snowy summit',
    body: '<p>Start cold, vent early and keep the belay jacket for when you stop.</p>',
  },
  {
    slug: 'trail-clean-up-recap',
    title: 'Trail clean-up recap: 1.2 tonnes lifted',
    description: 'Two hundred volunteers, eleven trailheads and one very full skip.',
    pageDate: '2025-02-07',
    tags: ['community', 'hiking'],
    alt: 'Volunteers with litter pickers on a forest trail',
    body: '<p>Thank you to everyone who came out. The next clean-up is in May; sign-up opens next month.</p>',
  },
  {
    slug: 'choosing-an-ultralight-shelter',
    title: 'Choosing an ultralight shelter',
    description: 'Tarp, bivy or single-wall tent: what you save in grams, and what you give up.',
    pageDate: '2025-01-31',
    tags: ['camping', 'gear-care'],
    alt: 'A silver tarp pitched between two trees',
    body: '<p>Weigh the shelter with its stakes and guylines, and think about the wettest night you will spend in it.</p>',
  },
  {
    slug: 'tempo-runs-on-dirt',
    title: 'Tempo runs on dirt: pacing by effort',
    description: 'Hills make a watch lie. Learn to run by breath and feel instead.',
    pageDate: '2025-01-24',
    tags: ['running'],
    alt: 'A runner on a gravel track through pine trees',
    body: '<p>Comfortably hard means you can speak in short sentences. Hold that, whatever the gradient.</p>',
  },
  {
    slug: 'car-camping-with-kids',
    title: 'Car camping with kids: what actually matters',
    description: 'Warm sleeping bags, a big tent and more snacks than seems reasonable.',
    pageDate: '2025-01-17',
    tags: ['camping', 'community'],
    alt: 'A family sitting outside a large tent',
    body: '<p>Pick a site with a short walk from the car and a stream to throw stones in.</p>',
  },
  {
    slug: 'reproofing-your-waterproof-shell',
    title: 'Re-proofing your waterproof shell',
    description: 'When rain stops beading, your jacket needs a wash and a fresh water-repellent finish.',
    pageDate: '2025-01-10',
    tags: ['gear-care'],
    alt: 'Water beading on the sleeve of a blue rain jacket',
    body: '<p>Wash with a technical cleaner, apply a wash-in or spray-on proofer, then warm it in the dryer.</p>',
  },
  {
    slug: 'a-week-on-the-coastal-path',
    title: 'A week on the coastal path',
    description: 'Cliffs, coves and a café at the end of almost every day.',
    pageDate: '2025-01-03',
    tags: ['hiking'],
    alt: 'A footpath along sea cliffs above a sandy cove',
    body: '<p>Check the tide tables for the estuary crossings and book beds early in summer.</p>',
  },
  {
    slug: 'valley-ultra-volunteers',
    title: 'Meet the volunteers behind our valley ultra',
    description: 'Fifty miles of trail, nine aid stations and the people who keep them stocked all night.',
    pageDate: '2024-12-27',
    tags: ['running', 'community'],
    alt: 'Volunteers handing out drinks at a mountain aid station',
    body: '<p>Some have volunteered every year since the first race; all of them say the night shift is the best one.</p>',
  },
]

const LABELS = new Map(ARTICLE_FACETS.map((facet) => [facet.id, facet.label]))

/** The search's items, newest first. */
export const ARTICLES: readonly ArticleSearchItem[] = SEED.map((article) => ({
  id: `page-${article.slug}`,
  url: `/${JOURNAL_SLUG}/${article.slug}`,
  title: article.title,
  picture: contentImage('card', `journal-${article.slug}`, article.alt),
  eyebrow: LABELS.get(article.tags[0]!) ?? '',
  pageDate: article.pageDate,
  description: article.description,
  tags: article.tags,
})).sort((a, b) => (b.pageDate ?? '').localeCompare(a.pageDate ?? ''))

/** The article by its page slug. */
export function findArticle(slug: string): ArticleSearchItem | undefined {
  return ARTICLES.find((article) => article.url === `/${JOURNAL_SLUG}/${slug}`)
}

export interface ArticleSearch {
  offset: number
  limit: number
  tagIds: readonly string[]
  query?: string
}

/**
 * The article search over the seed: the query matches title, description or eyebrow; tags match when
 * an article carries any of them. The facets are the tags of every article the query matches, so the
 * filter bar stays the same while the shopper filters.
 */
export function searchArticleSeed({ offset, limit, tagIds, query }: ArticleSearch): ArticleSearchResponse {
  const words = (query ?? '').toLowerCase().split(/\s+/).filter(Boolean)
  const byQuery = ARTICLES.filter((article) => {
    const text = `${article.title} ${article.description} ${article.eyebrow}`.toLowerCase()
    return words.every((word) => text.includes(word))
  })
  const tags = new Set(tagIds)
  const matching =
    tags.size === 0 ? byQuery : byQuery.filter((article) => article.tags?.some((tag) => tags.has(tag)))
  const present = new Set(byQuery.flatMap((article) => article.tags ?? []))
  return {
    result: matching.slice(offset, offset + limit),
    facets: ARTICLE_FACETS.filter((facet) => present.has(facet.id)),
    numFound: matching.length,
  }
}

const JOURNAL: CmsPageInput = simplePage(
  JOURNAL_SLUG,
  'The Trailhead Journal',
  'Stories, guides and gear care from the people who make and use Trailhead kit.',
  [
    {
      type: 'richText',
      title: 'The Trailhead Journal',
      richText:
        '<p>Stories from the trail, guides for your next trip and how to keep your kit going for years.</p>',
    },
    {
      type: 'articleGrid',
      id: 'journal',
      title: 'Latest stories',
      initialTags: [],
      rowsToLoad: 2,
      columns: 3,
    },
  ],
)

/** The journal page and one content page per article, each a child of the journal. */
export const ARTICLE_PAGES: readonly CmsPageInput[] = [
  JOURNAL,
  ...SEED.map((article) =>
    simplePage(
      article.slug,
      article.title,
      article.description,
      [
        { type: 'richText', title: article.title, richText: `<p>${article.description}</p>${article.body}` },
        {
          type: 'picture',
          ...contentImage('banner', `journal-${article.slug}`, article.alt),
        },
        { type: 'relatedArticles', title: 'More from the Journal', parentPageSlug: JOURNAL_SLUG },
      ],
      { path: `/${JOURNAL_SLUG}/${article.slug}`, parent: JOURNAL_SLUG },
    ),
  ),
]
