import {
  LISTING_TYPES,
  propertyFilterSchema,
  ROOM_TYPE_OPTIONS,
  requiredText,
  STATIC_PAGE_SLUGS,
} from '@basera/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BANNER_SLIDING_TIME, CONTENT_DIR, RECENT_LISTINGS, typeCardField } from '../content/constants';
import { notFound, parse } from '../http/errors';
import { type PublicAnswer, publicAnswer, sendPublic } from '../http/public-reads';
import { maskContacts } from '../listings/contacts';
import { findProperties } from '../listings/repository';
import { PUBLIC_LISTING } from '../listings/states';

const slugParams = z.object({ slug: requiredText('Article not found').max(200, 'Article not found') });

type Block = Record<string, unknown>;

/** Public site content: home page, about, contact, FAQ, blog and policy pages, all read from the database. */
export async function contentRoutes(app: FastifyInstance) {
  const { db, config } = app.deps;
  const storage = `${config.publicUrl}/storage/`;

  /** Stored pictures are file names under the content folder; a full address passes through. */
  const imageUrl = (name: unknown): string | null => {
    if (typeof name !== 'string' || !name) return null;
    return /^https?:\/\//.test(name) ? name : `${storage}${CONTENT_DIR}/${name}`;
  };
  const withImages = (block: Block | undefined, fields: string[]): Block => {
    const out: Block = { ...block };
    for (const field of fields) out[field] = imageUrl(out[field]);
    return out;
  };
  const blocks = async (...keys: string[]): Promise<Record<string, Block>> => {
    const { rows } = await db.query<{ key: string; data: Block | string }>(
      'SELECT key, data FROM content_blocks WHERE key = ANY ($1)',
      [keys],
    );
    // pg and PGlite both parse jsonb; a string would mean a driver that does not.
    return Object.fromEntries(
      rows.map((row) => [row.key, typeof row.data === 'string' ? JSON.parse(row.data) : row.data]),
    );
  };
  const banner = (name: unknown) => ({ banner_image: name ?? null, banner_image_url: imageUrl(name) });

  // The home page is the same for every visitor and the first call of every visit: built once per cache
  // period (a listing write clears it at once), its JSON and ETag with it.
  app.get('/get-home', async (request, reply) => {
    const answer = await app.deps.publicCache.get('home', currentHome);
    return sendPublic(request, reply, answer);
  });

  /**
   * The home as it is now, built only when it changed (issue 35): migration 026 moves a version on with every
   * write to what home shows, and a listing leaves it at its expiry. The built answer is kept with the version
   * it was read at (read first: its data is at least that new) and the earliest expiry among the listings it
   * counted; each request reads the version (one primary-key read) and the database's clock, and rebuilds only
   * when either moved past. Concurrent requests share one build.
   */
  let built: { version: string; validUntil: number; answer: Promise<PublicAnswer<unknown>> } | null = null;
  const currentHome = async (): Promise<PublicAnswer<unknown>> => {
    const { rows } = await db.query<{ version: string; now: number }>(
      `SELECT version::text AS version, (extract(epoch FROM now()) * 1000)::float8 AS now
         FROM public_versions WHERE name = 'home'`,
    );
    const current = rows[0];
    if (!current) return publicAnswer(await home());
    const fresh = built;
    if (fresh && fresh.version === current.version && Number(current.now) < fresh.validUntil)
      return fresh.answer;
    const next = {
      version: current.version,
      // Shared by every request of this version until it is built.
      validUntil: Number.POSITIVE_INFINITY,
      answer: Promise.all([home(), nextExpiry(Number(current.now))]).then(([data, expiry]) => {
        next.validUntil = expiry;
        return publicAnswer(data);
      }),
    };
    built = next;
    // A failed build is not kept: the next request tries again.
    next.answer.catch(() => {
      if (built === next) built = null;
    });
    return next.answer;
  };
  /**
   * When the first listing public at `since` (ms since the epoch, the database's clock before the build) expires:
   * the counts and the recent list change then.
   */
  const publicSince = PUBLIC_LISTING.replace(
    'p.expires_at > now()',
    'p.expires_at > to_timestamp($1::float8 / 1000)',
  );
  if (publicSince === PUBLIC_LISTING) throw new Error('PUBLIC_LISTING no longer reads expires_at > now()');
  const nextExpiry = async (since: number) => {
    const { rows } = await db.query<{ at: number | null }>(
      `SELECT (extract(epoch FROM min(p.expires_at)) * 1000)::float8 AS at FROM properties p WHERE ${publicSince}`,
      [since],
    );
    const at = rows[0]?.at;
    return at === null || at === undefined ? Number.POSITIVE_INFINITY : Number(at);
  };

  const home = async () => {
    const filter = { ...propertyFilterSchema.parse({}), per_page: RECENT_LISTINGS, sort: 'newest' as const };
    const [content, slides, points, people, counts, recent] = await Promise.all([
      blocks('home', 'searching', 'search', 'listing', 'whychooseus', 'feedback'),
      db.query<{ id: number; title: string; image: string; icon: string | null }>(
        'SELECT id, title, image, icon FROM home_slides WHERE active ORDER BY position, id',
      ),
      db.query('SELECT id, icon_tag, heading, description FROM why_choose_us_points ORDER BY position, id'),
      db.query<{ id: number; name: string; designation: string; image: string | null; say: string }>(
        'SELECT id, name, designation, image, say FROM testimonials WHERE active ORDER BY position, id',
      ),
      db.query<{ property_type: string; n: number }>(
        `SELECT p.property_type, count(*)::int AS n FROM properties p WHERE ${PUBLIC_LISTING} GROUP BY p.property_type`,
      ),
      findProperties(db, filter, null, { featured: false }),
    ]);
    const listingCounts = Object.fromEntries(
      LISTING_TYPES.map((type) => [type, counts.rows.find((row) => row.property_type === type)?.n ?? 0]),
    );
    const cardFiles = LISTING_TYPES.map(typeCardField);
    const photoPath = `${storage}properties/`;
    return {
      status: true,
      data: {
        banner_sliding_time: Number(content.home?.banner_sliding_time) || BANNER_SLIDING_TIME,
        slider: slides.rows.map((slide) => ({
          ...slide,
          image: imageUrl(slide.image),
          icon: imageUrl(slide.icon),
        })),
        searching: content.searching ?? {},
        search: withImages(content.search, cardFiles),
        listing: withImages(content.listing, cardFiles),
        // The same for everyone (cached): the owners' numbers masked, as for any visitor.
        most_recent_listing: recent.items.map(maskContacts),
        photoPath,
        galleryPaths: photoPath,
        whychooseus: withImages(content.whychooseus, ['back_image', 'font_image']),
        why_choose_us_points: points.rows,
        people_say: people.rows.map((person) => ({ ...person, image: imageUrl(person.image) })),
        feedback: withImages(content.feedback, ['image']),
        room_type: ROOM_TYPE_OPTIONS,
        listing_counts: listingCounts,
      },
    };
  };

  app.get('/get-about-us', async () => {
    const { about } = await blocks('about');
    return {
      status: true,
      data: {
        page_title: about?.page_title ?? 'About Us',
        about_us: about?.about_us ?? '',
        our_mission: about?.our_mission ?? '',
        our_vision: about?.our_vision ?? '',
        ...banner(about?.banner_image),
      },
    };
  });

  app.get('/get-contact-us', async () => {
    const [{ contact }, settings] = await Promise.all([
      blocks('contact'),
      db.query<Record<string, string | null>>(
        `SELECT address, contact_number, email, facebook, instagram, twitter, linkedin
           FROM general_settings WHERE id = 1`,
      ),
    ]);
    return {
      status: true,
      data: {
        banner_and_seo: banner(contact?.banner_image),
        static_texts: { message_us: contact?.message_us ?? '', get_in_touch: contact?.get_in_touch ?? '' },
        // The business's own details live in general settings: one place to change them.
        contact_details: settings.rows[0] ?? {},
      },
    };
  });

  app.get('/faqs', async () => {
    const [{ faq }, faqs] = await Promise.all([
      blocks('faq'),
      db.query('SELECT id, question, answer FROM faqs WHERE active ORDER BY position, id'),
    ]);
    return { status: true, data: { faqs: faqs.rows, ...banner(faq?.banner_image) } };
  });

  // Policy pages and the help center, each at its own path (= static_pages.slug).
  for (const slug of STATIC_PAGE_SLUGS) {
    app.get(`/${slug}`, async () => {
      const { rows } = await db.query<{ banner_image: string | null; updated_at: Date | string }>(
        `SELECT page_title, content, meta_description, banner_image, updated_at FROM static_pages WHERE slug = $1`,
        [slug],
      );
      const page = rows[0];
      if (!page) throw notFound('Page not found');
      // Spec 02 reads `success` here where other calls have `status`: both are sent.
      return {
        status: true,
        success: true,
        data: { ...page, ...banner(page.banner_image), updated_at: new Date(page.updated_at).toISOString() },
      };
    });
  }

  const blogFields = 'slug, title, description, image, created_at';
  const blogOut = (row: { image: string | null; created_at: Date | string }) => {
    const { image, ...rest } = row;
    return { ...rest, image_url: imageUrl(image), created_at: new Date(row.created_at).toISOString() };
  };

  app.get('/all-blog', async () => {
    const { rows } = await db.query<{ image: string | null; created_at: Date | string }>(
      `SELECT ${blogFields} FROM blogs WHERE published ORDER BY created_at DESC, id DESC`,
    );
    return { status: true, data: rows.map(blogOut) };
  });

  app.get('/blog-details/:slug', async (request) => {
    const { slug } = parse(slugParams, request.params);
    const { rows } = await db.query<{ image: string | null; created_at: Date | string }>(
      `SELECT ${blogFields} FROM blogs WHERE published AND slug = $1`,
      [slug],
    );
    if (!rows[0]) throw notFound('Article not found');
    return { status: true, data: blogOut(rows[0]) };
  });
}
