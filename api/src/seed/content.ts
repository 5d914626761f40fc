import { LISTING_TYPES, type ListingType } from '@basera/shared/schemas';
import sharp from 'sharp';
import { BANNER_SLIDING_TIME, CONTENT_DIR, typeCardField } from '../content/constants';
import type { Queryable } from '../db';
import type { Storage } from '../storage/storage';
import {
  ABOUT,
  BLOGS,
  CONTACT,
  FAQS,
  HOME_BLOCKS,
  SLIDES,
  STATIC_PAGES,
  TESTIMONIALS,
  WHY_CHOOSE_US_POINTS,
} from './content-text';
import type { SeedContext } from './context';
import { rng, writePhotoVariants } from './photos';

type Rng = ReturnType<typeof rng>;
const SKIES = [
  ['#fde7c7', '#f6b38a'],
  ['#cfe7f7', '#8fbde0'],
  ['#f3d9e4', '#c9a2d6'],
  ['#d8efe3', '#8fcfb0'],
];
const BUILDINGS = ['#1e3a5f', '#27496d', '#334e68', '#3d5a80', '#7c2d12', '#9a3412'];
const ACCENTS = ['#c2410c', '#1e3a5f', '#0f766e', '#b45309', '#be123c', '#7c3aed'];

// Illustrations as SVG (no text, so no fonts needed), rendered to WebP at three widths like the listing photos.

function skyline(r: Rng, width: number, height: number): string {
  const [top, bottom] = r.pick(SKIES);
  let shapes = '';
  for (const [depth, shade] of [
    [0.55, 0.45],
    [0.35, 1],
  ] as const) {
    let x = -20;
    while (x < width) {
      const w = r.int(70, 160);
      const h = Math.round(height * (depth + r.next() * 0.35));
      const y = height - h;
      const color = r.pick(BUILDINGS);
      shapes += `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${color}" opacity="${shade}"/>`;
      if (shade === 1) {
        for (let wy = y + 18; wy < height - 24; wy += 30)
          for (let wx = x + 12; wx < x + w - 18; wx += 24)
            if (r.next() > 0.35)
              shapes += `<rect x="${wx}" y="${wy}" width="12" height="16" fill="#fde68a" opacity="${0.5 + r.next() * 0.5}"/>`;
      }
      x += w + r.int(4, 18);
    }
  }
  const sun = `<circle cx="${r.int(width * 0.55, width * 0.9)}" cy="${Math.round(height * 0.28)}" r="${Math.round(height * 0.12)}" fill="#fff7ed" opacity="0.9"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>${sun}${shapes}</svg>`;
}

function roomScene(r: Rng, width: number, height: number): string {
  const accent = r.pick(ACCENTS);
  const horizon = Math.round(height * 0.66);
  const bedW = Math.round(width * 0.5);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="${width}" height="${horizon}" fill="${r.pick(['#f4e3c3', '#dfe8ef', '#efe0e6', '#e3efe0'])}"/>
  <rect y="${horizon}" width="${width}" height="${height - horizon}" fill="${r.pick(['#b98b5e', '#c9b79c', '#9c7a5b'])}"/>
  <rect x="${width * 0.08}" y="${height * 0.12}" width="${width * 0.26}" height="${height * 0.3}" rx="6" fill="#bfe3f7" stroke="#fff" stroke-width="8"/>
  <rect x="${width * 0.4}" y="${horizon - height * 0.1}" width="${bedW}" height="${height * 0.18}" rx="10" fill="${accent}"/>
  <rect x="${width * 0.41}" y="${horizon - height * 0.15}" width="${bedW - 20}" height="${height * 0.08}" rx="10" fill="#fff"/>
  <rect x="${width * 0.42}" y="${horizon - height * 0.2}" width="${width * 0.12}" height="${height * 0.07}" rx="8" fill="#fafafa" stroke="#ddd"/>
  <rect x="${width * 0.14}" y="${horizon - height * 0.12}" width="${width * 0.16}" height="${height * 0.12}" fill="#8b5e3c"/>
  <rect x="${width * 0.2}" y="${horizon - height * 0.26}" width="6" height="${height * 0.14}" fill="#444"/>
  <path d="M${width * 0.17} ${horizon - height * 0.26} h${width * 0.08} l-${width * 0.02} -${height * 0.07} h-${width * 0.04} z" fill="#fde68a"/>
</svg>`;
}

function building(r: Rng, width: number, height: number, floors: number): string {
  const color = r.pick(BUILDINGS);
  const bw = Math.round(width * 0.56);
  const bx = Math.round((width - bw) / 2);
  const top = Math.round(height * (floors > 3 ? 0.1 : 0.3));
  const ground = Math.round(height * 0.85);
  let windows = '';
  const rowH = (ground - top - 50) / floors;
  for (let f = 0; f < floors; f += 1)
    for (let c = 0; c < 4; c += 1)
      windows += `<rect x="${bx + 22 + c * ((bw - 44) / 4)}" y="${top + 18 + f * rowH}" width="${(bw - 44) / 4 - 14}" height="${rowH * 0.55}" fill="#fde68a" opacity="${0.55 + r.next() * 0.45}"/>`;
  const roof =
    floors <= 3
      ? `<path d="M${bx - 20} ${top} L${width / 2} ${top - height * 0.18} L${bx + bw + 20} ${top} Z" fill="${r.pick(ACCENTS)}"/>`
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="${width}" height="${height}" fill="${r.pick(SKIES)[0]}"/>
  <rect y="${ground}" width="${width}" height="${height - ground}" fill="#9ccf8f"/>
  ${roof}<rect x="${bx}" y="${top}" width="${bw}" height="${ground - top}" fill="${color}"/>${windows}
  <rect x="${width / 2 - 22}" y="${ground - 50}" width="44" height="50" fill="#7c2d12"/>
  <circle cx="${width * 0.1}" cy="${ground - 40}" r="${height * 0.1}" fill="#15803d"/>
  <rect x="${width * 0.1 - 5}" y="${ground - 20}" width="10" height="20" fill="#6b4423"/>
</svg>`;
}

function thali(r: Rng, width: number, height: number): string {
  const cx = width / 2;
  const cy = height / 2;
  const radius = Math.min(width, height) * 0.38;
  const bowls = ['#f59e0b', '#b45309', '#fef3c7', '#16a34a', '#dc2626'];
  let katoris = '';
  bowls.forEach((color, i) => {
    const angle = (Math.PI * 2 * i) / bowls.length - Math.PI / 2;
    const x = cx + Math.cos(angle) * radius * 0.62;
    const y = cy + Math.sin(angle) * radius * 0.62;
    katoris += `<circle cx="${x}" cy="${y}" r="${radius * 0.22}" fill="#d4d4d8"/><circle cx="${x}" cy="${y}" r="${radius * 0.18}" fill="${color}"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="${width}" height="${height}" fill="${r.pick(['#7c2d12', '#92400e', '#57534e'])}"/>
  <circle cx="${cx}" cy="${cy}" r="${radius}" fill="#e4e4e7"/><circle cx="${cx}" cy="${cy}" r="${radius * 0.92}" fill="#f4f4f5"/>
  ${katoris}<ellipse cx="${cx}" cy="${cy}" rx="${radius * 0.2}" ry="${radius * 0.14}" fill="#fffbeb"/>
</svg>`;
}

function avatar(r: Rng, size: number): string {
  const skin = r.pick(['#8d5524', '#c68642', '#e0ac69', '#a0522d']);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
  <rect width="${size}" height="${size}" fill="${r.pick(SKIES)[1]}"/>
  <ellipse cx="${size / 2}" cy="${size * 0.98}" rx="${size * 0.36}" ry="${size * 0.3}" fill="${r.pick(ACCENTS)}"/>
  <circle cx="${size / 2}" cy="${size * 0.42}" r="${size * 0.2}" fill="${skin}"/>
  <path d="M${size * 0.3} ${size * 0.4} a${size * 0.2} ${size * 0.2} 0 0 1 ${size * 0.4} 0 q-${size * 0.2} -${size * 0.08} -${size * 0.4} 0z" fill="#1f1b16"/>
</svg>`;
}

function messageArt(r: Rng, width: number, height: number): string {
  const accent = r.pick(ACCENTS);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="${width}" height="${height}" fill="#f1ece4"/>
  <rect x="${width * 0.15}" y="${height * 0.3}" width="${width * 0.55}" height="${height * 0.4}" rx="12" fill="#fff" stroke="${accent}" stroke-width="6"/>
  <path d="M${width * 0.15} ${height * 0.3} L${width * 0.425} ${height * 0.52} L${width * 0.7} ${height * 0.3}" fill="none" stroke="${accent}" stroke-width="6"/>
  <rect x="${width * 0.55}" y="${height * 0.12}" width="${width * 0.32}" height="${height * 0.2}" rx="20" fill="#1e3a5f"/>
  <path d="M${width * 0.6} ${height * 0.32} l-${width * 0.03} ${height * 0.07} l${width * 0.09} -${height * 0.07} z" fill="#1e3a5f"/>
  <circle cx="${width * 0.63}" cy="${height * 0.22}" r="8" fill="#fff"/><circle cx="${width * 0.71}" cy="${height * 0.22}" r="8" fill="#fff"/><circle cx="${width * 0.79}" cy="${height * 0.22}" r="8" fill="#fff"/>
</svg>`;
}

/** A cover that fits each article's subject (the order of BLOGS), repeating for later ones. */
function blogArt(r: Rng, index: number): string {
  const kinds = [
    () => building(r, 1200, 675, 2),
    () => skyline(r, 1200, 675),
    () => thali(r, 1200, 675),
    () => roomScene(r, 1200, 675),
    () => building(r, 1200, 675, 5),
    () => roomScene(r, 1200, 675),
    () => skyline(r, 1200, 675),
  ];
  return kinds[index % kinds.length]!();
}

const HOUSE_ICON = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 24 24">
  <circle cx="12" cy="12" r="12" fill="#c2410c"/><path d="M10 19v-5h4v5h4.5v-7h2.5L12 4 3 12h2.5v7z" fill="#fff" transform="translate(2.4 2.2) scale(0.8)"/>
</svg>`;

/**
 * Writes a small picture of one size (the slide icon as PNG, testimonial faces as JPEG: shown at 56 and 52 px,
 * they need no other widths) under the content folder, kept when it already exists.
 */
async function renderOne(storage: Storage, name: string, svg: string): Promise<string> {
  const key = `${CONTENT_DIR}/${name}`;
  if (!(await storage.exists(key))) {
    const image = sharp(Buffer.from(svg));
    await storage.put(
      key,
      await (name.endsWith('.png') ? image.png() : image.jpeg({ quality: 80, mozjpeg: true })).toBuffer(),
    );
  }
  return name;
}

const block = (db: Queryable, key: string, data: unknown) =>
  db.query('INSERT INTO content_blocks (key, data) VALUES ($1, $2)', [key, JSON.stringify(data)]);

/** Home page blocks, slider, why choose us, testimonials, about, contact, FAQs, blog and policy pages. */
export async function seedContent(db: Queryable, context: SeedContext): Promise<void> {
  const { storage } = context;
  const r = rng(2026);

  // Every picture is drawn first, in a fixed order (the same pictures on every machine), and encoded in parallel.
  const picture = (stem: string, svg: string) => writePhotoVariants(storage, CONTENT_DIR, stem, svg);
  const drawn = {
    pageBanner: picture('page-banner', skyline(r, 1600, 420)),
    Hostel: picture('type-hostel', building(r, 600, 400, 5)),
    PG: picture('type-pg', building(r, 600, 400, 2)),
    Room: picture('type-room', roomScene(r, 600, 400)),
    Mess: picture('type-mess', thali(r, 600, 400)),
    whyBack: picture('why-back', skyline(r, 900, 700)),
    whyFront: picture('why-front', roomScene(r, 520, 520)),
    feedback: picture('feedback', messageArt(r, 640, 560)),
    icon: renderOne(storage, 'slide-icon.png', HOUSE_ICON),
    slides: Promise.all(SLIDES.map((_, index) => picture(`banner-${index + 1}`, skyline(r, 1600, 568)))),
    people: Promise.all(
      TESTIMONIALS.map((_, index) => renderOne(storage, `person-${index + 1}.jpg`, avatar(r, 240))),
    ),
    blogs: Promise.all(BLOGS.map((_, index) => picture(`blog-${index + 1}`, blogArt(r, index)))),
  };
  await Promise.all(Object.values(drawn));

  const pageBanner = await drawn.pageBanner;
  const typePictures: Record<ListingType, string> = {
    Hostel: await drawn.Hostel,
    PG: await drawn.PG,
    Room: await drawn.Room,
    Mess: await drawn.Mess,
  };
  const typeFiles = Object.fromEntries(
    LISTING_TYPES.map((type) => [typeCardField(type), typePictures[type]]),
  );
  await block(db, 'home', { banner_sliding_time: BANNER_SLIDING_TIME });
  await block(db, 'searching', HOME_BLOCKS.searching);
  await block(db, 'search', { ...HOME_BLOCKS.search, ...typeFiles });
  await block(db, 'listing', { ...HOME_BLOCKS.listing, ...typeFiles });
  await block(db, 'whychooseus', {
    ...HOME_BLOCKS.whychooseus,
    back_image: await drawn.whyBack,
    font_image: await drawn.whyFront,
  });
  await block(db, 'feedback', {
    ...HOME_BLOCKS.feedback,
    image: await drawn.feedback,
  });
  await block(db, 'about', { ...ABOUT, banner_image: pageBanner });
  await block(db, 'contact', { ...CONTACT, banner_image: pageBanner });
  await block(db, 'faq', { banner_image: pageBanner });

  const icon = await drawn.icon;
  const slideImages = await drawn.slides;
  for (const [index, slide] of SLIDES.entries()) {
    const image = slideImages[index];
    await db.query('INSERT INTO home_slides (title, image, icon, position) VALUES ($1, $2, $3, $4)', [
      slide.title,
      image,
      slide.icon ? icon : null,
      index,
    ]);
  }
  for (const [index, point] of WHY_CHOOSE_US_POINTS.entries()) {
    await db.query(
      'INSERT INTO why_choose_us_points (icon_tag, heading, description, position) VALUES ($1, $2, $3, $4)',
      [point.icon_tag, point.heading, point.description, index],
    );
  }
  const personImages = await drawn.people;
  for (const [index, person] of TESTIMONIALS.entries()) {
    const image = personImages[index];
    await db.query(
      'INSERT INTO testimonials (name, designation, image, say, position) VALUES ($1, $2, $3, $4, $5)',
      [person.name, person.designation, image, person.say, index],
    );
  }
  for (const [index, faq] of FAQS.entries()) {
    await db.query('INSERT INTO faqs (question, answer, position) VALUES ($1, $2, $3)', [
      faq.question,
      faq.answer,
      index,
    ]);
  }
  const blogImages = await drawn.blogs;
  for (const [index, blog] of BLOGS.entries()) {
    const image = blogImages[index];
    await db.query(
      'INSERT INTO blogs (slug, title, description, image, created_at) VALUES ($1, $2, $3, $4, $5)',
      [blog.slug, blog.title, blog.description.trim(), image, blog.created_at],
    );
  }
  for (const page of STATIC_PAGES) {
    await db.query(
      `INSERT INTO static_pages (slug, page_title, content, meta_description, banner_image)
       VALUES ($1, $2, $3, $4, $5)`,
      [page.slug, page.page_title, page.content, page.meta_description, pageBanner],
    );
  }
}
