import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ADMIN_API,
  ADMIN_CONTENT_API,
  CONTENT_IMAGE_BYTES_MAX,
  CONTENT_MESSAGES as M,
} from '@basera/shared/schemas';
import sharp from 'sharp';
import { ADMIN_ONLY_MESSAGE } from '../../admin/guard';
import { buildApp } from '../../app';
import { STORAGE_UNAVAILABLE } from '../../storage/keys';
import { LocalStorage } from '../../storage/local';
import { testDatabaseKinds } from '../../test/databases';
import { call, type Method, makeUser, multipart, type TestUser } from '../../test/listing-fixtures';
import { useTestApp } from '../../test/suite';

interface AuditRow {
  actor_email: string;
  action: string;
  target_kind: string;
  target_id: string;
  detail: { fields?: string[]; [key: string]: unknown };
}

/** A real picture (PNG) of the given size. */
const png = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 20 } } })
    .png()
    .toBuffer();

describe.each(testDatabaseKinds)('admin content on %s', (kind) => {
  const t = useTestApp(kind, { seed: true });
  let admin: TestUser;
  let adminEmail: string;

  beforeAll(async () => {
    admin = await makeUser(t, 'Admin');
    adminEmail = (await t.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [admin.id]))
      .rows[0]!.email;
  });

  const as = (method: Method, url: string, payload?: unknown) => call(t, method, url, admin, payload);
  /** A public read, anonymous, as the site makes it. */
  const site = async (url: string) => {
    const res = await t.app.inject({ url: `/api${url}` });
    return { status: res.statusCode, body: res.json() };
  };
  const auditOf = async (targetKind: string, targetId: string | number) =>
    (
      await t.db.query<AuditRow>(
        'SELECT actor_email, action, target_kind, target_id, detail FROM admin_audit WHERE target_kind = $1 AND target_id = $2 ORDER BY id',
        [targetKind, String(targetId)],
      )
    ).rows.map((row) => ({
      ...row,
      detail: typeof row.detail === 'string' ? JSON.parse(row.detail) : row.detail,
    }));
  const upload = async (content: Buffer, filename = 'picture.png', type = 'image/png', name = 'image') => {
    const { payload, contentType } = multipart([{ name, filename, type, content }]);
    return call(t, 'POST', ADMIN_API.images, admin, payload, contentType);
  };
  const uploadedPath = async () => {
    const res = await upload(await png());
    expect(res.status).toBe(201);
    return res.body.data.path as string;
  };

  describe('roles', () => {
    const routes: Array<[Method, string]> = [
      ['GET', ADMIN_API.blogs],
      ['POST', ADMIN_API.blogs],
      ['PUT', ADMIN_API.faq(1)],
      ['DELETE', ADMIN_API.slide(1)],
      ['POST', ADMIN_CONTENT_API.publish('testimonials', 1)],
      ['PUT', ADMIN_API.page('privacy-policy')],
      ['PUT', ADMIN_API.settings],
      ['POST', ADMIN_API.images],
    ];

    it('refuses every content route without a session (401) and to a seeker or a Lister (403)', async () => {
      const customer = await makeUser(t, 'Customer');
      const lister = await makeUser(t, 'Lister');
      for (const [method, url] of routes) {
        expect((await call(t, method, url, null, method === 'GET' ? undefined : {})).status).toBe(401);
        for (const user of [customer, lister]) {
          const res = await call(t, method, url, user, method === 'GET' ? undefined : { title: 'x' });
          expect([res.status, res.body.message]).toEqual([403, ADMIN_ONLY_MESSAGE]);
        }
      }
      // Nothing was written by the refused calls.
      expect(
        (await t.db.query('SELECT 1 FROM admin_audit WHERE actor_id IN ($1, $2)', [customer.id, lister.id]))
          .rows,
      ).toEqual([]);
    });
  });

  describe('blog articles', () => {
    it('creates a draft, publishes, edits, unpublishes and deletes; the site follows at each next read', async () => {
      // The public list is read first, so a stale copy would be there to serve.
      expect((await site('/all-blog')).status).toBe(200);
      const created = await as('POST', ADMIN_API.blogs, {
        slug: 'moving-to-pune-checklist',
        title: 'Moving to Pune: a checklist',
        description: '<p>Pack light.</p>',
      });
      expect(created.status).toBe(201);
      expect(created.body.message).toBe('Article created');
      const blog = created.body.data;
      expect(blog).toMatchObject({
        slug: 'moving-to-pune-checklist',
        published: false,
        image: null,
        image_url: null,
      });
      // A draft is in the operator's list, not on the site.
      const list = await as('GET', `${ADMIN_API.blogs}?page=1`);
      expect(list.body).toMatchObject({ status: true, page: 1, per_page: 20 });
      expect(list.body.data[0].id).toBe(blog.id);
      expect((await site('/all-blog')).body.data.map((b: { slug: string }) => b.slug)).not.toContain(
        blog.slug,
      );
      expect((await site(`/blog-details/${blog.slug}`)).status).toBe(404);

      const published = await as('POST', ADMIN_CONTENT_API.publish('blogs', blog.id));
      expect([published.status, published.body.message, published.body.data.published]).toEqual([
        200,
        'Article published',
        true,
      ]);
      expect((await site('/all-blog')).body.data[0].slug).toBe(blog.slug);

      const image = await uploadedPath();
      const edited = await as('PUT', ADMIN_API.blog(blog.id), {
        title: 'Moving to Pune, the checklist',
        image,
      });
      expect([edited.status, edited.body.message]).toEqual([200, 'Article saved']);
      const detail = await site(`/blog-details/${blog.slug}`);
      expect(detail.body.data.title).toBe('Moving to Pune, the checklist');
      expect(detail.body.data.image_url).toBe(edited.body.data.image_url);
      expect(
        (await t.app.inject({ url: new URL(detail.body.data.image_url).pathname })).headers['content-type'],
      ).toBe('image/webp');

      const unpublished = await as('POST', ADMIN_CONTENT_API.unpublish('blogs', blog.id));
      expect([unpublished.body.message, unpublished.body.data.published]).toEqual([
        'Article unpublished',
        false,
      ]);
      expect((await site(`/blog-details/${blog.slug}`)).status).toBe(404);

      const deleted = await as('DELETE', ADMIN_API.blog(blog.id));
      expect([deleted.status, deleted.body.message]).toEqual([200, 'Article deleted']);
      expect((await as('GET', ADMIN_API.blog(blog.id))).body.message).toBe('Article not found');
      expect((await as('DELETE', ADMIN_API.blog(blog.id))).status).toBe(404);

      const audit = await auditOf('blog', blog.id);
      expect(audit.map((row) => [row.action, row.detail.fields])).toEqual([
        ['content.create', ['slug', 'title', 'description']],
        ['content.publish', ['published']],
        ['content.update', ['title', 'image']],
        ['content.unpublish', ['published']],
        ['content.delete', []],
      ]);
      expect(audit.every((row) => row.actor_email === adminEmail)).toBe(true);
      expect(audit[4]!.detail.slug).toBe(blog.slug);
    });

    it('records nothing for a change that changes nothing, and one row for a double publish', async () => {
      const { body } = await as('POST', ADMIN_API.blogs, {
        slug: 'quiet-article',
        title: 'Quiet',
        description: '<p>Same</p>',
        published: true,
      });
      const id = body.data.id;
      expect((await as('PUT', ADMIN_API.blog(id), { title: 'Quiet' })).status).toBe(200);
      await as('POST', ADMIN_CONTENT_API.publish('blogs', id));
      expect((await auditOf('blog', id)).map((row) => row.action)).toEqual(['content.create']);
    });

    it('sanitises the body with the site rules: no script, no event handler, no javascript: link', async () => {
      const { status, body } = await as('POST', ADMIN_API.blogs, {
        slug: 'sanitised-article',
        title: 'Sanitised',
        published: true,
        description:
          '<h2 onclick="steal()">Rent</h2><script>alert(1)</script><p>Hi <a href="javascript:alert(2)">here</a>' +
          '<img src="x.png" onerror="alert(3)"></p><svg viewBox="0 0 1 1"><path d="M0 0"></path></svg>',
      });
      expect(status).toBe(201);
      const shown = (await site('/blog-details/sanitised-article')).body.data.description as string;
      for (const html of [body.data.description as string, shown]) {
        expect(html).not.toMatch(/script|onclick|onerror|javascript:/i);
        expect(html).toContain('<h2>Rent</h2>');
        expect(html).toContain('<svg');
      }
      // Edits are sanitised too.
      const edited = await as('PUT', ADMIN_API.blog(body.data.id), {
        description: '<p onmouseover="x()">Edited</p><script>bad()</script>',
      });
      expect(edited.body.data.description).toBe('<p>Edited</p>');
      // A body that is nothing but script is refused on its field.
      const empty = await as('PUT', ADMIN_API.blog(body.data.id), {
        description: '<script>alert(1)</script>',
      });
      expect([empty.status, empty.body.errors]).toEqual([422, { description: [M.htmlEmptyAfterSanitising] }]);
    });

    it('answers 422 per field', async () => {
      const none = await as('POST', ADMIN_API.blogs, {});
      expect(none.status).toBe(422);
      expect(none.body.errors).toEqual({
        slug: [M.slugRequired],
        title: [M.titleRequired],
        description: [M.bodyRequired],
      });
      const bad = await as('POST', ADMIN_API.blogs, {
        slug: 'Not A Slug',
        title: 'x'.repeat(201),
        description: '<p>x</p>',
        image: '../etc/passwd',
        published: 'yes',
      });
      expect(bad.body.errors).toEqual({
        slug: [M.slugFormat],
        title: [M.titleTooLong],
        image: [M.imagePath],
        published: [M.published],
      });
      await as('POST', ADMIN_API.blogs, { slug: 'taken-slug', title: 'One', description: '<p>1</p>' });
      const taken = await as('POST', ADMIN_API.blogs, {
        slug: 'taken-slug',
        title: 'Two',
        description: '<p>2</p>',
      });
      expect([taken.status, taken.body.errors]).toEqual([422, { slug: [M.slugTaken] }]);
      const missingImage = await as('POST', ADMIN_API.blogs, {
        slug: 'no-picture',
        title: 'No picture',
        description: '<p>x</p>',
        image: 'never-uploaded.webp',
      });
      expect([missingImage.status, missingImage.body.errors]).toEqual([422, { image: [M.imageMissing] }]);
      const nothing = await as('PUT', ADMIN_API.blog(1), {});
      expect([nothing.status, nothing.body.errors]).toEqual([422, { _: [M.nothingToChange] }]);
      expect((await as('PUT', ADMIN_API.blog(999_999), { title: 'x' })).status).toBe(404);
    });
  });

  describe('FAQs', () => {
    const publicFaqs = async () =>
      (await site('/faqs')).body.data.faqs as Array<{ id: number; question: string; answer: string }>;

    it('creates, edits, unpublishes, publishes and deletes; /faqs follows', async () => {
      const created = await as('POST', ADMIN_API.faqs, {
        question: 'Can I visit before paying?',
        answer: 'Yes.\nAlways visit first.',
        position: 0,
      });
      expect(created.status).toBe(201);
      const faq = created.body.data;
      expect(faq).toMatchObject({ active: true, position: 0 });
      expect((await publicFaqs()).find((f) => f.id === faq.id)?.answer).toBe('Yes.\nAlways visit first.');

      await as('PUT', ADMIN_API.faq(faq.id), { answer: 'Yes, always visit first.' });
      expect((await publicFaqs()).find((f) => f.id === faq.id)?.answer).toBe('Yes, always visit first.');

      expect((await as('POST', ADMIN_CONTENT_API.unpublish('faqs', faq.id))).body.message).toBe(
        'FAQ unpublished',
      );
      expect((await publicFaqs()).map((f) => f.id)).not.toContain(faq.id);
      expect((await as('POST', ADMIN_CONTENT_API.publish('faqs', faq.id))).body.data.active).toBe(true);
      expect((await publicFaqs()).map((f) => f.id)).toContain(faq.id);

      // A new FAQ without a position goes last.
      const last = await as('POST', ADMIN_API.faqs, { question: 'Last?', answer: 'Yes' });
      expect((await publicFaqs()).at(-1)?.id).toBe(last.body.data.id);

      await as('DELETE', ADMIN_API.faq(faq.id));
      expect((await publicFaqs()).map((f) => f.id)).not.toContain(faq.id);
      expect((await auditOf('faq', faq.id)).map((row) => [row.action, row.detail.fields])).toEqual([
        ['content.create', ['question', 'answer', 'position']],
        ['content.update', ['answer']],
        ['content.unpublish', ['active']],
        ['content.publish', ['active']],
        ['content.delete', []],
      ]);
    });

    it('answers 422 per field', async () => {
      const res = await as('POST', ADMIN_API.faqs, {
        question: 'Two\nlines',
        answer: '',
        position: -1,
        active: 1,
      });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({
        question: ['Keep this on one line: no line breaks or tabs'],
        answer: [M.answerRequired],
        position: [M.position],
        active: [M.active],
      });
    });
  });

  describe('home slides and testimonials', () => {
    it('a slide shows on the home page at its next read (the cached home is cleared), and leaves it', async () => {
      const slider = async () =>
        (await site('/get-home')).body.data.slider as Array<{ id: number; title: string; image: string }>;
      expect((await as('POST', ADMIN_API.slides, { title: 'No picture' })).body.errors).toEqual({
        image: [M.imageRequired],
      });
      const image = await uploadedPath();
      const before = await slider(); // cached now
      // The home page is cached: a change the API does not see (SQL) is not shown yet...
      await t.db.query("UPDATE home_slides SET title = 'Changed behind the API' WHERE id = $1", [
        before[0]!.id,
      ]);
      expect((await slider())[0]!.title).toBe(before[0]!.title);
      const created = await as('POST', ADMIN_API.slides, { title: 'Homes near your college', image });
      expect(created.status).toBe(201);
      const slide = created.body.data;
      const after = await slider();
      expect(after).toHaveLength(before.length + 1);
      expect(after.at(-1)).toMatchObject({
        id: slide.id,
        title: 'Homes near your college',
        image: slide.image_url,
      });
      // ...until an operator's write clears the cache: the next read has both.
      expect(after[0]!.title).toBe('Changed behind the API');

      await as('PUT', ADMIN_API.slide(slide.id), { title: 'Homes near campus' });
      expect((await slider()).find((s) => s.id === slide.id)?.title).toBe('Homes near campus');
      await as('POST', ADMIN_CONTENT_API.unpublish('slides', slide.id));
      expect((await slider()).map((s) => s.id)).not.toContain(slide.id);
      await as('POST', ADMIN_CONTENT_API.publish('slides', slide.id));
      await as('DELETE', ADMIN_API.slide(slide.id));
      expect((await slider()).map((s) => s.id)).not.toContain(slide.id);
      expect((await auditOf('slide', slide.id)).map((row) => row.action)).toEqual([
        'content.create',
        'content.update',
        'content.unpublish',
        'content.publish',
        'content.delete',
      ]);
    });

    it('a testimonial shows on the home page at its next read, edited and unpublished', async () => {
      const people = async () =>
        (await site('/get-home')).body.data.people_say as Array<{ id: number; name: string; say: string }>;
      await people();
      const created = await as('POST', ADMIN_API.testimonials, {
        name: 'Meera Iyer',
        designation: 'Student, Chennai',
        say: 'Found a PG near college in two days.',
      });
      expect(created.status).toBe(201);
      const id = created.body.data.id;
      expect((await people()).find((p) => p.id === id)?.say).toBe('Found a PG near college in two days.');
      await as('PUT', ADMIN_API.testimonial(id), { say: 'Found a PG in two days.', image: '' });
      expect((await people()).find((p) => p.id === id)?.say).toBe('Found a PG in two days.');
      await as('POST', ADMIN_CONTENT_API.unpublish('testimonials', id));
      expect((await people()).map((p) => p.id)).not.toContain(id);
      const list = await as('GET', ADMIN_API.testimonials);
      expect(list.body.data.find((p: { id: number }) => p.id === id)).toMatchObject({ active: false });
      expect((await auditOf('testimonial', id)).map((row) => [row.action, row.detail.fields])).toEqual([
        ['content.create', ['name', 'designation', 'say']],
        ['content.update', ['say']],
        ['content.unpublish', ['active']],
      ]);
    });
  });

  describe('policy pages', () => {
    it('edits a page; its public path shows the change, sanitised', async () => {
      const pages = await as('GET', ADMIN_API.pages);
      expect(pages.body.data.map((p: { slug: string }) => p.slug)).toContain('privacy-policy');
      const before = (await site('/privacy-policy')).body.data;
      const res = await as('PUT', ADMIN_API.page('privacy-policy'), {
        page_title: 'Privacy at Basera',
        content:
          '<h2>What we keep</h2><p onclick="x()">Your email.</p><iframe src="https://evil.example"></iframe>',
        meta_description: 'How Basera handles your data',
      });
      expect([res.status, res.body.message]).toEqual([200, 'Page saved']);
      const after = (await site('/privacy-policy')).body.data;
      expect(after).toMatchObject({
        page_title: 'Privacy at Basera',
        content: '<h2>What we keep</h2><p>Your email.</p>',
        meta_description: 'How Basera handles your data',
      });
      expect(Date.parse(after.updated_at)).toBeGreaterThanOrEqual(Date.parse(before.updated_at));
      expect((await auditOf('page', 'privacy-policy')).map((row) => [row.action, row.detail.fields])).toEqual(
        [['content.update', ['page_title', 'content', 'meta_description']]],
      );
      expect((await as('PUT', ADMIN_API.page('about-us'), { page_title: 'x' })).status).toBe(404);
      const bad = await as('PUT', ADMIN_API.page('help-center'), {
        page_title: '',
        meta_description: 'm'.repeat(301),
      });
      expect(bad.body.errors).toEqual({ page_title: [M.titleRequired], meta_description: [M.metaTooLong] });
    });
  });

  describe('general settings', () => {
    it('edits the business details; the footer and the contact page show them at their next read', async () => {
      const res = await as('PUT', ADMIN_API.settings, {
        email: 'hello@basera.in',
        contact_number: '+91 80 4567 0000',
        facebook: 'https://facebook.com/basera.homes',
        twitter: '',
      });
      expect([res.status, res.body.message]).toEqual([200, 'Settings saved']);
      expect(res.body.data).toMatchObject({ email: 'hello@basera.in', twitter: null });
      const footer = (await site('/general-settings')).body.general_settings;
      expect(footer).toMatchObject({
        email: 'hello@basera.in',
        contact_number: '+91 80 4567 0000',
        facebook: 'https://facebook.com/basera.homes',
        twitter: null,
      });
      expect((await site('/get-contact-us')).body.data.contact_details).toMatchObject({
        email: 'hello@basera.in',
      });
      const [row] = await auditOf('settings', 1);
      expect([row?.action, row?.detail.fields]).toEqual([
        'content.update',
        ['email', 'contact_number', 'facebook', 'twitter'],
      ]);
    });

    it('answers 422 per field', async () => {
      const res = await as('PUT', ADMIN_API.settings, {
        email: 'not-an-email',
        contact_number: 'call us',
        instagram: 'http://instagram.com/x',
        linkedin: 'javascript:alert(1)',
      });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({
        email: [M.email],
        contact_number: [M.phone],
        instagram: [M.url],
        linkedin: [M.url],
      });
    });
  });

  describe('pictures', () => {
    it('stores a picture through the photo pipeline: WebP, served', async () => {
      const res = await upload(await png(2000, 1000));
      expect([res.status, res.body.message]).toEqual([201, 'Picture uploaded']);
      expect(res.body.data.path).toMatch(/^[0-9a-f]{32}\.webp$/);
      const served = await t.app.inject({ url: new URL(res.body.data.url).pathname });
      expect(served.headers['content-type']).toBe('image/webp');
      // Resized to the pipeline's largest width.
      expect((await sharp(served.rawPayload).metadata()).width).toBe(1280);
    });

    it('refuses a file that is not a picture, whatever its name and type say', async () => {
      const res = await upload(Buffer.from('<script>alert(1)</script>'), 'cover.png', 'image/png');
      expect([res.status, res.body.errors]).toEqual([422, { image: [M.imageNotImage] }]);
      const none = await upload(await png(), 'cover.png', 'image/png', 'other');
      expect([none.status, none.body.errors]).toEqual([422, { image: [M.imageFileRequired] }]);
    });

    it('refuses a picture over the size limit (413)', async () => {
      const res = await upload(Buffer.alloc(CONTENT_IMAGE_BYTES_MAX + 1, 1), 'huge.png');
      expect([res.status, res.body.errors]).toEqual([413, { image: [M.imageTooLarge] }]);
    });
  });

  it('answers 503 when the picture store cannot be written', async () => {
    // A store whose folder is a file: every write fails, as on a full or read-only disk.
    const blocker = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'basera-a3-')), 'file');
    fs.writeFileSync(blocker, 'not a folder');
    const broken = await buildApp({
      config: t.config,
      db: t.db,
      transport: t.transport,
      storage: new LocalStorage(path.join(blocker, 'uploads')),
    });
    try {
      const { payload, contentType } = multipart([
        { name: 'image', filename: 'a.png', type: 'image/png', content: await png() },
      ]);
      const res = await broken.inject({
        method: 'POST',
        url: `/api${ADMIN_API.images}`,
        headers: { authorization: `Bearer ${admin.token}`, 'content-type': contentType },
        payload,
      });
      expect([res.statusCode, res.json().message]).toEqual([503, STORAGE_UNAVAILABLE]);
      expect(res.headers['retry-after']).toBeDefined();
    } finally {
      await broken.close();
    }
  });
});
