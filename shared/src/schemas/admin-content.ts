/*
 * Content editing for operators (issue 28, helper A3): request schemas, and the shape of every answer.
 *
 * Every route is under the API base (`/api`), for a signed-in operator only (401 / 403), rate-limited.
 * Paths: ADMIN_API (rules/admin.ts) and ADMIN_CONTENT_API below (publish / unpublish).
 * Errors as everywhere: `{ status:false, message, errors? }`; 422 `errors` is per field (`{ title: ['...'] }`),
 * 404 `{ message: 'Article not found' | 'FAQ not found' | 'Page not found' | 'Slide not found' | 'Testimonial not found' }`.
 * Every write answers the changed item in `data`, records an audit row (action content.create | content.update |
 * content.delete | content.publish | content.unpublish, target_kind blog | faq | page | slide | testimonial |
 * settings, detail `{ fields: [names of the changed fields] }`, on create the fields sent, on delete `[]` plus the
 * deleted item's slug / title / question / name) and clears the API's public cache: the site shows
 * the change at its next read. A PUT sends only the fields to change (at least one); an unchanged value is not a
 * change (a PUT that changes nothing answers 200 with the item, and records nothing). A PUT with no known field
 * -> 422 `errors._: ['Change at least one field']`. Publishing what is already published (or unpublishing a draft)
 * answers 200 with the item and records nothing.
 *
 * Pictures: `image` fields hold a stored picture's `path` (as POST /admin/content/images answers) or null;
 * `image_url` is its full address to show. To change a picture: upload it, then PUT the item with its `path`.
 *
 * Lists: `{ status:true, data: Item[], total, page, per_page }`, per_page 20, `?page=` from 1.
 *
 * ---- Blog articles (target_kind 'blog'); the public site shows published ones (/all-blog, /blog-details/:slug)
 * AdminBlog = { id: number, slug: string, title: string, description: string (the body, sanitised HTML),
 *               image: string|null, image_url: string|null, published: boolean, created_at: ISO string }
 * GET    /admin/content/blogs?page=          -> list of AdminBlog, drafts too, newest first
 * GET    /admin/content/blogs/:id            -> { data: AdminBlog }
 * POST   /admin/content/blogs                blogCreateSchema -> 201 { message: 'Article created', data: AdminBlog }
 *        (published defaults to false: a draft; a taken slug -> 422 errors.slug)
 * PUT    /admin/content/blogs/:id            blogUpdateSchema -> { message: 'Article saved', data: AdminBlog }
 * POST   /admin/content/blogs/:id/publish    -> { message: 'Article published', data: AdminBlog }
 * POST   /admin/content/blogs/:id/unpublish  -> { message: 'Article unpublished', data: AdminBlog }
 * DELETE /admin/content/blogs/:id            -> { message: 'Article deleted' }
 *   The body HTML is sanitised on save with the site's own rules (DOMPurify, html + svg profiles): scripts,
 *   event handlers (onclick...) and javascript: links are removed; `data.description` is what was stored.
 *   A text left empty by that (only a script) -> 422 on its field: 'Nothing would be left of this text once scripts are removed'.
 *
 * ---- FAQs (target_kind 'faq'); the public /faqs shows active ones by position, then id. The answer is plain text.
 * AdminFaq = { id, question: string, answer: string, position: number, active: boolean }
 * GET /admin/content/faqs?page= (by position, id) | GET/PUT/DELETE /admin/content/faqs/:id | POST /admin/content/faqs
 * (create: faqCreateSchema, active defaults to true, no position = last; PUT: faqUpdateSchema)
 * POST /admin/content/faqs/:id/publish | /unpublish  (active true / false)
 * Messages: 'FAQ created', 'FAQ saved', 'FAQ published', 'FAQ unpublished', 'FAQ deleted'.
 *
 * ---- Policy and static pages (target_kind 'page'), by slug (STATIC_PAGE_SLUGS); public at GET /{slug}.
 * AdminPage = { slug: StaticPageSlug, page_title: string, content: string (sanitised HTML),
 *               meta_description: string|null, updated_at: ISO string }
 * GET /admin/content/pages -> list of AdminPage (every page, in STATIC_PAGE_SLUGS order; page 1, per_page = total)
 * GET /admin/content/pages/:slug -> { data: AdminPage }
 * PUT /admin/content/pages/:slug  pageUpdateSchema -> { message: 'Page saved', data: AdminPage }
 * (pages are neither created nor deleted: their paths are fixed.)
 *
 * ---- Home slides (target_kind 'slide'); the public /get-home `slider` shows active ones by position, then id.
 * AdminSlide = { id, title: string, image: string, image_url: string, position: number, active: boolean }
 * Same routes as FAQs under /admin/content/slides (slideCreateSchema / slideUpdateSchema; image required).
 * Messages: 'Slide created', 'Slide saved', 'Slide published', 'Slide unpublished', 'Slide deleted'.
 *
 * ---- Testimonials (target_kind 'testimonial'); the public /get-home `people_say` shows active ones by position.
 * AdminTestimonial = { id, name: string, designation: string, say: string, image: string|null,
 *                      image_url: string|null, position: number, active: boolean }
 * Same routes as FAQs under /admin/content/testimonials (testimonialCreateSchema / testimonialUpdateSchema).
 * Messages: 'Testimonial created', 'Testimonial saved', 'Testimonial published', 'Testimonial unpublished',
 * 'Testimonial deleted'.
 *
 * ---- General settings (target_kind 'settings', target_id 1); public at /general-settings (footer) and
 * /get-contact-us (contact details).
 * AdminSettings = { email: string|null, contact_number: string|null, address: string|null, about: string|null,
 *                   facebook: string|null, instagram: string|null, twitter: string|null, linkedin: string|null,
 *                   updated_at: ISO string|null }
 * GET /admin/content/settings -> { data: AdminSettings }
 * PUT /admin/content/settings  settingsUpdateSchema -> { message: 'Settings saved', data: AdminSettings }
 *   (an empty string clears an optional field: it becomes null)
 *
 * ---- Pictures
 * POST /admin/content/images  multipart, one file in field "image" (JPEG, PNG, WebP, GIF or AVIF, at most
 *   CONTENT_IMAGE_BYTES_MAX; recognised by its bytes, turned into WebP without metadata by the listing photo
 *   pipeline) -> 201 { status:true, message: 'Picture uploaded', data: { path: string, url: string } }.
 *   Not a picture -> 422 errors.image; too large (or more than one file) -> 413 errors.image; no file -> 422;
 *   storage down -> 503 'Storage is not available, try again shortly' (with Retry-After).
 */

// First: zod's settings must be in place before this module builds its schemas.
import './zod-config';
import { z } from 'zod';
import { EMAIL_MAX, EMAIL_PATTERN } from '../rules/limits';
import { plainText, requiredText } from './rules';

/** The kinds of content an operator edits, as the audit log names them (`target_kind`). */
export const CONTENT_KINDS = ['blog', 'faq', 'page', 'slide', 'testimonial', 'settings'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** The kinds with publish / unpublish (blog: published; the others: active), by their path segment. */
export const PUBLISHABLE_CONTENT = ['blogs', 'faqs', 'slides', 'testimonials'] as const;
export type PublishableContent = (typeof PUBLISHABLE_CONTENT)[number];

/** Paths ADMIN_API does not spell out. */
export const ADMIN_CONTENT_API = {
  publish: (kind: PublishableContent, id: number) => `/admin/content/${kind}/${id}/publish`,
  unpublish: (kind: PublishableContent, id: number) => `/admin/content/${kind}/${id}/unpublish`,
} as const;

/** An uploaded content picture is refused above this size (bytes). */
export const CONTENT_IMAGE_BYTES_MAX = 5 * 1024 * 1024;

export const CONTENT_LIMITS = {
  slugMax: 200,
  titleMax: 200,
  htmlMax: 100_000,
  questionMax: 300,
  answerMax: 5000,
  metaDescriptionMax: 300,
  nameMax: 100,
  sayMax: 1000,
  positionMax: 10_000,
  addressMax: 500,
  aboutMax: 2000,
  urlMax: 300,
  emailMax: EMAIL_MAX,
} as const;
const L = CONTENT_LIMITS;

export const CONTENT_MESSAGES = {
  slugRequired: 'Enter the address (slug) of the article',
  slugFormat: 'Use lowercase letters, digits and single hyphens only (for example "moving-to-pune")',
  slugTooLong: `Keep the slug under ${L.slugMax} characters`,
  slugTaken: 'Another article already uses this slug',
  titleRequired: 'Enter a title',
  titleTooLong: `Keep the title under ${L.titleMax} characters`,
  bodyRequired: 'Write the text of the article',
  contentRequired: 'Write the text of the page',
  htmlTooLong: `Keep the text under ${L.htmlMax.toLocaleString('en-IN')} characters`,
  htmlEmptyAfterSanitising: 'Nothing would be left of this text once scripts are removed',
  questionRequired: 'Enter the question',
  questionTooLong: `Keep the question under ${L.questionMax} characters`,
  answerRequired: 'Enter the answer',
  answerTooLong: `Keep the answer under ${L.answerMax} characters`,
  metaTooLong: `Keep the meta description under ${L.metaDescriptionMax} characters`,
  nameRequired: 'Enter the name',
  nameTooLong: `Keep the name under ${L.nameMax} characters`,
  designationTooLong: `Keep the designation under ${L.nameMax} characters`,
  sayRequired: 'Enter what they said',
  sayTooLong: `Keep the testimonial under ${L.sayMax} characters`,
  position: `Position must be a whole number from 0 to ${L.positionMax}`,
  active: 'Active must be true or false',
  published: 'Published must be true or false',
  imageRequired: 'Upload a picture',
  imagePath: 'Upload the picture again: this is not a picture of ours',
  imageMissing: 'That picture is no longer stored. Upload it again',
  imageFileRequired: 'Choose a picture to upload',
  imageNotImage: 'This file is not a picture. Choose a JPEG, PNG, WebP, GIF or AVIF file',
  imageHeic:
    'HEIC pictures cannot be read here. Choose a JPEG or PNG (or change the camera setting to "Most Compatible")',
  imageTooLarge: `The picture is larger than ${CONTENT_IMAGE_BYTES_MAX / 1024 / 1024} MB. Choose a smaller one`,
  email: 'Enter a valid email address',
  emailTooLong: `Keep the email under ${L.emailMax} characters`,
  phone: 'Enter a phone number: digits, spaces, "+", "-" and brackets only (7 to 20 characters)',
  addressTooLong: `Keep the address under ${L.addressMax} characters`,
  aboutTooLong: `Keep the about text under ${L.aboutMax} characters`,
  url: 'Enter a full web address starting with https://',
  urlTooLong: `Keep the address under ${L.urlMax} characters`,
  nothingToChange: 'Change at least one field',
  pageNotFound: 'Page not found',
} as const;
const M = CONTENT_MESSAGES;

/** The rule of blogs.slug (migration 004): lowercase words of letters and digits joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** A stored picture's name as the content folder holds it (uploads and seeded pictures): no folders, no dots first. */
export const CONTENT_IMAGE_PATH = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

const positionField = z.coerce
  .number({ error: M.position })
  .int(M.position)
  .min(0, M.position)
  .max(L.positionMax, M.position);
const flag = (message: string) => z.boolean({ error: message });
const imagePath = plainText(z.string({ error: M.imagePath }).trim()).regex(CONTENT_IMAGE_PATH, M.imagePath);
/** An optional picture: a path, or null / '' for none. */
const optionalImage = z.union([z.literal('').transform(() => null), z.null(), imagePath], {
  error: M.imagePath,
});
const html = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(L.htmlMax, M.htmlTooLong);
const shortText = (required: string, max: number, tooLong: string) =>
  requiredText(required).max(max, tooLong);
const optionalText = (max: number, tooLong: string, multiLine = false) =>
  plainText(z.string({ error: tooLong }).trim().max(max, tooLong), multiLine)
    .nullable()
    .transform((value) => value || null);

/** A PUT body: any subset of the create fields, but at least one of them. */
const atLeastOne = <S extends z.ZodObject>(schema: S) =>
  schema.partial().refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: M.nothingToChange,
  });

// ---- Blog articles
export const blogCreateSchema = z.object({
  slug: requiredText(M.slugRequired).max(L.slugMax, M.slugTooLong).regex(SLUG_PATTERN, M.slugFormat),
  title: shortText(M.titleRequired, L.titleMax, M.titleTooLong),
  description: html(M.bodyRequired),
  image: optionalImage.optional(),
  published: flag(M.published).optional(),
});
export const blogUpdateSchema = atLeastOne(blogCreateSchema.omit({ published: true }));
export type BlogCreateInput = z.infer<typeof blogCreateSchema>;
export type BlogUpdateInput = z.infer<typeof blogUpdateSchema>;

// ---- FAQs
export const faqCreateSchema = z.object({
  question: shortText(M.questionRequired, L.questionMax, M.questionTooLong),
  answer: requiredText(M.answerRequired, true).max(L.answerMax, M.answerTooLong),
  position: positionField.optional(),
  active: flag(M.active).optional(),
});
export const faqUpdateSchema = atLeastOne(faqCreateSchema.omit({ active: true }));
export type FaqCreateInput = z.infer<typeof faqCreateSchema>;

// ---- Policy pages
export const pageUpdateSchema = atLeastOne(
  z.object({
    page_title: shortText(M.titleRequired, L.titleMax, M.titleTooLong),
    content: html(M.contentRequired),
    meta_description: optionalText(L.metaDescriptionMax, M.metaTooLong),
  }),
);
export type PageUpdateInput = z.infer<typeof pageUpdateSchema>;

// ---- Home slides
export const slideCreateSchema = z.object({
  title: shortText(M.titleRequired, L.titleMax, M.titleTooLong),
  image: z.string({ error: M.imageRequired }).trim().min(1, M.imageRequired).pipe(imagePath),
  position: positionField.optional(),
  active: flag(M.active).optional(),
});
export const slideUpdateSchema = atLeastOne(slideCreateSchema.omit({ active: true }));
export type SlideCreateInput = z.infer<typeof slideCreateSchema>;

// ---- Testimonials
export const testimonialCreateSchema = z.object({
  name: shortText(M.nameRequired, L.nameMax, M.nameTooLong),
  designation: plainText(
    z.string({ error: M.designationTooLong }).trim().max(L.nameMax, M.designationTooLong),
  ),
  say: requiredText(M.sayRequired, true).max(L.sayMax, M.sayTooLong),
  image: optionalImage.optional(),
  position: positionField.optional(),
  active: flag(M.active).optional(),
});
export const testimonialUpdateSchema = atLeastOne(testimonialCreateSchema.omit({ active: true }));
export type TestimonialCreateInput = z.infer<typeof testimonialCreateSchema>;

// ---- General settings
const PHONE = /^\+?[0-9][0-9 ()-]{5,18}[0-9]$/;
const socialUrl = optionalText(L.urlMax, M.urlTooLong).refine(
  (value) => value === null || /^https:\/\/[^\s/]+\.[^\s]+$/.test(value),
  M.url,
);
export const settingsUpdateSchema = atLeastOne(
  z.object({
    email: optionalText(L.emailMax, M.emailTooLong).refine(
      (value) => value === null || EMAIL_PATTERN.test(value),
      M.email,
    ),
    contact_number: optionalText(20, M.phone).refine((value) => value === null || PHONE.test(value), M.phone),
    address: optionalText(L.addressMax, M.addressTooLong, true),
    about: optionalText(L.aboutMax, M.aboutTooLong, true),
    facebook: socialUrl,
    instagram: socialUrl,
    twitter: socialUrl,
    linkedin: socialUrl,
  }),
);
export type SettingsUpdateInput = z.infer<typeof settingsUpdateSchema>;

/** `?page=` of a content list. */
export const contentListQuerySchema = z.object({
  page: z.coerce.number({ error: 'Page must be a whole number from 1' }).int().min(1).max(100_000).default(1),
});
