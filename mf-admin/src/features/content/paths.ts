/** Where the content pages live in the console (the shell mounts mf-admin under /admin/*). */
export const CONTENT_BASE = '/admin/content';

export const CONTENT_PATHS = {
  blog: `${CONTENT_BASE}/blog`,
  newBlog: `${CONTENT_BASE}/blog/new`,
  blogPost: (id: number) => `${CONTENT_BASE}/blog/${id}`,
  faqs: `${CONTENT_BASE}/faqs`,
  pages: `${CONTENT_BASE}/pages`,
  page: (slug: string) => `${CONTENT_BASE}/pages/${slug}`,
  slides: `${CONTENT_BASE}/slides`,
  testimonials: `${CONTENT_BASE}/testimonials`,
  settings: `${CONTENT_BASE}/settings`,
} as const;

/** The sections, in the order of the tabs. */
export const CONTENT_SECTIONS = [
  { segment: 'blog', label: 'Blog', to: CONTENT_PATHS.blog },
  { segment: 'faqs', label: 'FAQs', to: CONTENT_PATHS.faqs },
  { segment: 'pages', label: 'Policy pages', to: CONTENT_PATHS.pages },
  { segment: 'slides', label: 'Home slides', to: CONTENT_PATHS.slides },
  { segment: 'testimonials', label: 'Testimonials', to: CONTENT_PATHS.testimonials },
  { segment: 'settings', label: 'Settings', to: CONTENT_PATHS.settings },
] as const;
