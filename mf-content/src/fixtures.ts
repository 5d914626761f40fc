/** Content API answers for component tests (jest only), shaped like the real ones. */
import type { Listing } from '@basera/shared';
import type { Blog, HomeData } from './content-api';

export const listing = (id: number): Listing =>
  ({
    id,
    propty_id: id,
    listing_id: `BAS-${id}`,
    property_type: 'PG',
    accommodation_name: `Sunrise PG ${id}`,
    accommodation_gender: 'Female',
    address_line_1: 'HSR Layout',
    address_line_2: null,
    photo: 'property-01.jpg',
  }) as unknown as Listing;

export const home = (overrides: Partial<HomeData> = {}): HomeData => ({
  // Short: the slider's code is asked for 2 s before the first slide's time is up (HomePage's useBannerSlider).
  banner_sliding_time: 3,
  slider: [
    {
      id: 1,
      title: 'Find a PG near your college or office',
      image: 'http://api/storage/content/banner-1-1280.webp',
      icon: null,
    },
    {
      id: 2,
      title: 'Home-style mess food, paid by the month',
      image: 'http://api/storage/content/banner-2-1280.webp',
      icon: 'http://api/storage/content/slide-icon.png',
    },
  ],
  searching: { text_one: 'Find your PG, hostel, mess or shared room', text_two: 'Pick a state' },
  search: {
    text_one: 'What We Offer',
    text_two: 'Search shared housing by type',
    description: 'Every listing...',
    hostel_file: 'http://api/h.jpg',
    pg_file: 'http://api/p.jpg',
    room_file: 'http://api/r.jpg',
    mess_file: 'http://api/m.jpg',
  },
  listing: { text_one: 'List Your Property', text_two: 'Own a PG?', description: 'Listing is free.' },
  most_recent_listing: [1, 2, 3, 4, 5, 6, 7].map(listing),
  photoPath: 'http://api/storage/properties/',
  galleryPaths: 'http://api/storage/properties/',
  whychooseus: {
    text_one: 'Why Choose Us',
    text_two: 'Shared housing without the guesswork',
    description: 'Real photos, real rents.',
    media_title: 'See how Basera works',
    video: 'https://youtu.be/aqz-KE-bpKQ',
  },
  why_choose_us_points: [
    {
      id: 1,
      icon_tag: '<svg viewBox="0 0 24 24"><path d="M1 1h2z"/></svg><script>window.pwned()</script>',
      heading: 'No brokerage, ever',
      description: 'Free for tenants.',
    },
  ],
  people_say: [
    {
      id: 1,
      name: 'Ananya Iyer',
      designation: 'B.Tech student',
      image: null,
      say: 'I found a girls PG in my first week.',
    },
    {
      id: 2,
      name: 'Rohit Kulkarni',
      designation: 'Engineer',
      image: null,
      say: 'Food included, short commute.',
    },
  ],
  feedback: {
    text_one: 'Any Queries?',
    text_two: 'Please Message us for any feedback or Queries',
    image: null,
  },
  listing_counts: { PG: 42, Hostel: 1, Mess: 17, Room: 0 },
  ...overrides,
});

const words = (n: number, stem: string) => Array.from({ length: n }, (_, i) => `${stem}${i + 1}`).join(' ');

export const blogs: Blog[] = Array.from({ length: 8 }, (_, i) => ({
  slug: `article-${i + 1}`,
  title:
    i === 0
      ? words(15, 'title')
      : `Article ${i + 1} about shared housing in India for students and employees`,
  description: `<h2>Heading ${i + 1}</h2><p>${words(40, 'word')}</p>`,
  // Stored in three widths (named after the largest), but the last one: a picture of one size (older data).
  image_url: `http://api/storage/content/blog-${i + 1}${i === 7 ? '.jpg' : '-1280.webp'}`,
  created_at: `2026-10-${String(28 - i).padStart(2, '0')}T09:30:00+05:30`,
}));
