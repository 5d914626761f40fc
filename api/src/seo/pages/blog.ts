import { cutWords, SEO_API } from '@basera/shared/schemas';
import { writeBlock } from '../body';
import { description, pageTitle, sharePicture, writeHead } from '../head';
import { breadcrumbList, itemList } from '../jsonld';
import { homeCrumb, htmlToText, type PageContext, type PageResult, readPublic, siteUrl } from './common';

/** An article as /all-blog and /blog-details answer it. */
export interface BlogAnswerItem {
  slug: string;
  title: string;
  description: string;
  image_url: string | null;
  created_at: string;
}

export const articlePath = (slug: string) => `/blogdetails/${encodeURIComponent(slug)}`;
export const blogImage = (ctx: PageContext, slug: string) => `${ctx.publicUrl}/api${SEO_API.blogImage(slug)}`;

/** The blog (`/blog`): every published article, newest first. */
export async function blogPage(ctx: PageContext): Promise<PageResult> {
  const read = await readPublic<{ status: boolean; data: BlogAnswerItem[] }>(ctx, '/all-blog');
  if (read.status !== 200 || !read.body) throw new Error(`/all-blog answered ${read.status}`);
  const articles = read.body.data;
  const newest = articles[0];
  const url = siteUrl(ctx, '/blog');
  const head = writeHead({
    title: pageTitle('Blog: guides to PGs, hostels and shared living'),
    description: description(
      [
        articles.length
          ? `${articles.length} ${articles.length === 1 ? 'article' : 'articles'} on finding and living in PGs, hostels, mess and shared rooms in India.`
          : null,
        newest ? `Latest: ${newest.title}.` : null,
      ],
      ['Guides and news about shared living in India, from the Basera team.'],
    ),
    canonical: url,
    robots: 'index',
    image: newest?.image_url ? sharePicture(blogImage(ctx, newest.slug), newest.title) : null,
    jsonLd: [
      itemList(
        'Blog',
        articles.map((article) => ({ name: article.title, url: siteUrl(ctx, articlePath(article.slug)) })),
      ),
      breadcrumbList([homeCrumb(ctx), { name: 'Blog', url }]),
    ],
  });
  const body = writeBlock({
    h1: 'Blog',
    crumbs: [
      { href: '/', text: 'Home' },
      { href: '/blog', text: 'Blog' },
    ],
    paragraphs: ['Guides and news about shared living in India.'],
    sections: [
      {
        heading: 'Articles',
        links: articles.map((article) => ({
          href: articlePath(article.slug),
          text: article.title,
          note: cutWords(htmlToText(article.description), 20),
        })),
      },
    ],
  });
  return { kind: 'blog', status: 200, robots: 'index', head, body, boot: { '/all-blog': read.body } };
}
