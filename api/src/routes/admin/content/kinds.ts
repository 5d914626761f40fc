import {
  blogCreateSchema,
  blogUpdateSchema,
  faqCreateSchema,
  faqUpdateSchema,
  CONTENT_MESSAGES as M,
  slideCreateSchema,
  slideUpdateSchema,
  testimonialCreateSchema,
  testimonialUpdateSchema,
} from '@basera/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { collectionRoutes } from './collection';
import { contentImageUrl, iso } from './common';

type Row = Record<string, unknown> & { id: number };

/** Blog articles, FAQs, home slides and testimonials: one set of routes each (collection.ts). */
export async function contentCollectionRoutes(app: FastifyInstance) {
  const image = (name: unknown) => contentImageUrl(app, name);

  await app.register(
    collectionRoutes({
      segment: 'blogs',
      table: 'blogs',
      kind: 'blog',
      noun: 'Article',
      flag: 'published',
      order: 'created_at DESC, id DESC',
      createSchema: blogCreateSchema,
      updateSchema: blogUpdateSchema,
      images: ['image'],
      html: ['description'],
      positioned: false,
      unique: { field: 'slug', message: M.slugTaken },
      defaults: { published: false },
      out: (row: Row) => ({
        id: row.id,
        slug: row.slug,
        title: row.title,
        description: row.description,
        image: row.image ?? null,
        image_url: image(row.image),
        published: row.published,
        created_at: iso(row.created_at as Date),
      }),
    }),
  );

  await app.register(
    collectionRoutes({
      segment: 'faqs',
      table: 'faqs',
      kind: 'faq',
      noun: 'FAQ',
      flag: 'active',
      order: 'position, id',
      createSchema: faqCreateSchema,
      updateSchema: faqUpdateSchema,
      images: [],
      positioned: true,
      out: (row: Row) => ({
        id: row.id,
        question: row.question,
        answer: row.answer,
        position: row.position,
        active: row.active,
      }),
    }),
  );

  await app.register(
    collectionRoutes({
      segment: 'slides',
      table: 'home_slides',
      kind: 'slide',
      noun: 'Slide',
      flag: 'active',
      order: 'position, id',
      createSchema: slideCreateSchema,
      updateSchema: slideUpdateSchema,
      images: ['image'],
      positioned: true,
      out: (row: Row) => ({
        id: row.id,
        title: row.title,
        image: row.image,
        image_url: image(row.image),
        position: row.position,
        active: row.active,
      }),
    }),
  );

  await app.register(
    collectionRoutes({
      segment: 'testimonials',
      table: 'testimonials',
      kind: 'testimonial',
      noun: 'Testimonial',
      flag: 'active',
      order: 'position, id',
      createSchema: testimonialCreateSchema,
      updateSchema: testimonialUpdateSchema,
      images: ['image'],
      positioned: true,
      out: (row: Row) => ({
        id: row.id,
        name: row.name,
        designation: row.designation,
        say: row.say,
        image: row.image ?? null,
        image_url: image(row.image),
        position: row.position,
        active: row.active,
      }),
    }),
  );
}
