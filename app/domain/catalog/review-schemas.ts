import { z } from 'zod'

/** The entities of a product's reviews and questions (001 §7 Products; CAT-004/005/006/009/014/015/016). */

/** A shopper's photo on a review (CAT-019). */
export const ReviewPhotoSchema = z.object({ id: z.string(), url: z.string(), caption: z.string().optional() })
export type ReviewPhoto = z.infer<typeof ReviewPhotoSchema>

export const ReviewSchema = z.object({
  id: z.string(),
  rating: z.number().min(1).max(5),
  title: z.string().default(''),
  text: z.string().default(''),
  author: z.string().default(''),
  date: z.string().default(''),
  language: z.string().default('en'),
  helpful: z.number().default(0),
  unhelpful: z.number().default(0),
  /** Absent upstream means none. */
  photos: z.array(ReviewPhotoSchema).default([]),
})
export type Review = z.infer<typeof ReviewSchema>

const PageSchema = {
  page: z.number().default(1),
  pageSize: z.number().default(5),
  total: z.number().default(0),
  totalPages: z.number().default(1),
}

export const ReviewsPageSchema = z.object({
  summary: z.object({
    average: z.number().default(0),
    count: z.number().default(0),
    distribution: z.record(z.string(), z.number()).default({}),
  }),
  reviews: z.array(ReviewSchema).default([]),
  sort: z.string().optional(),
  ...PageSchema,
})
export type ReviewsPage = z.infer<typeof ReviewsPageSchema>

const AnswerSchema = z.object({
  id: z.string(),
  text: z.string(),
  author: z.string().default(''),
  date: z.string().default(''),
  helpful: z.number().default(0),
  unhelpful: z.number().default(0),
})

export const QuestionsPageSchema = z.object({
  questions: z
    .array(
      z.object({
        id: z.string(),
        text: z.string(),
        author: z.string().default(''),
        date: z.string().default(''),
        answers: z.array(AnswerSchema).default([]),
      }),
    )
    .default([]),
  ...PageSchema,
})
export type QuestionsPage = z.infer<typeof QuestionsPageSchema>
