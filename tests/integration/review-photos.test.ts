import { describe, expect, it } from 'vitest'
import { loader as photosDataLoader } from '#app/routes/pdp-review-photos-data.ts'
import { loader as photosLoader } from '#app/routes/pdp-review-photos.tsx'
import { loader as reviewsDataLoader } from '#app/routes/pdp-reviews-data.ts'
import { get, runRoute } from '#tests/helpers/route.ts'

/** RS100001's newest review (R01) has three photos, the second without a caption; R02 has none. */
const SLUG_ID = 'tempo-trail-runner-RS100001'
const PDP = `/en-us/p/${SLUG_ID}`

type PhotosData = Awaited<ReturnType<typeof photosLoader>>

const photos = (reviewId: string, query = '') =>
  runRoute<PhotosData>(photosLoader, get(`${PDP}/reviews/${reviewId}/photos${query}`), {
    locale: 'en-us',
    slugId: SLUG_ID,
    reviewId,
  })

describe('review photo page loader', () => {
  it('CAT-019 answers the review, all its photos and the photo asked for', async () => {
    const { status, data } = await photos('RS100001-R01', '?photo=2')
    expect(status).toBe(200)
    expect(data?.photo).toBe(2)
    expect(data?.name).toBe('Tempo Trail Runner')
    expect(data?.review).toMatchObject({ id: 'RS100001-R01', author: expect.any(String) })
    expect(data?.photos).toHaveLength(3)
    expect(data?.photos[0]).toMatchObject({
      caption: 'On the trail after a week of use',
      url: expect.stringMatching(/\/images\/reviews\/RS100001-R01-1\.svg$/),
    })
    expect(data?.photos[1]?.caption).toBeUndefined()
    expect(data?.reviewsHref).toBe(`${PDP}?reviewsPage=1#reviews`)
  })

  it('CAT-019 shows the first photo when the page names none', async () => {
    expect((await photos('RS100001-R01')).data?.photo).toBe(1)
  })

  it('CAT-019 answers 404 for an unknown review, a photo past the last, a bad number, no photos', async () => {
    expect((await photos('RS100001-R99', '?photo=1')).status).toBe(404)
    expect((await photos('RS100001-R01', '?photo=4')).status).toBe(404)
    expect((await photos('RS100001-R01', '?photo=0')).status).toBe(404)
    expect((await photos('RS100001-R01', '?photo=two')).status).toBe(404)
    expect((await photos('RS100001-R02', '?photo=1')).status).toBe(404)
  })

  it('CAT-019 the photo page answers 404 for a photo the review does not have', async () => {
    expect((await photos('RS100001-R01', '?photo=9')).status).toBe(404)
  })

  it('CAT-019 answers 404 for an unknown product', async () => {
    const { status } = await runRoute(photosLoader, get('/en-us/p/nope-RS999999/reviews/x/photos'), {
      locale: 'en-us',
      slugId: 'nope-RS999999',
      reviewId: 'x',
    })
    expect(status).toBe(404)
  })

  it('CAT-019 the PDP reviews carry the photos; reviews without any have an empty list', async () => {
    const { data } = await runRoute<Awaited<ReturnType<typeof reviewsDataLoader>>>(
      reviewsDataLoader,
      get(`${PDP}/reviews.json`),
      { locale: 'en-us', slugId: SLUG_ID },
    )
    const reviews = data!.section!.reviews.reviews
    expect(reviews.find((r) => r.id === 'RS100001-R01')?.photos).toHaveLength(3)
    expect(reviews.find((r) => r.id === 'RS100001-R02')?.photos).toEqual([])
  })
})

describe('review photos JSON for the dialog', () => {
  const json = async (reviewId: string) => {
    const { response } = await runRoute<Response>(
      photosDataLoader,
      get(`${PDP}/reviews/${reviewId}/photos.json`),
      { locale: 'en-us', slugId: SLUG_ID, reviewId },
    )
    return (await response.json()) as { photos: unknown[] } | null
  }

  it('CAT-019 answers the photos, and null (not a 404 page) for a review that is gone', async () => {
    expect((await json('RS100001-R01'))?.photos).toHaveLength(3)
    expect(await json('RS100001-R99')).toBeNull()
  })
})
