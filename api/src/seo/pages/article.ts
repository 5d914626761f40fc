import { cutWords, formatDate } from '@basera/shared/schemas';
import { writeBlock } from '../body';
import { description, pageTitle, sharePicture, writeHead } from '../head';
import { blogPosting, breadcrumbList } from '../jsonld';
import { articlePath, type BlogAnswerItem, blogImage } from './blog';
import {
  homeCrumb,
  htmlParagraphs,
  htmlToText,
  missingPage,
  type PageContext,
  type PageResult,
  readPublic,
  siteUrl,
} from './common';

export const ARTICLE_PATH = /^\/blogdetails\/([^/]+)$/i;

/** A blog article (`/blogdetails/{slug}`): its title, excerpt and cover; an unknown or unpublished one is a 404. */
export async function articlePage(ctx: PageContext, slug: string): Promise<PageResult> {
  // The article page's own read, spelt as it spells it (mf-content BlogArticlePage).
  const apiPath = `/blog-details/${encodeURIComponent(slug)}`;
  const read = await readPublic<{ status: boolean; data: BlogAnswerItem }>(ctx, apiPath);
  if (read.status !== 200 || !read.body)
    return missingPage('not_found', 'Article not found', [{ href: '/blog', text: 'All articles' }]);
  const article = read.body.data;
  const url = siteUrl(ctx, articlePath(article.slug));
  const text = htmlToText(article.description);
  const excerpt = description(
    [cutWords(text, 30)],
    ['An article from the Basera blog on shared living in India.'],
  );
  const image = article.image_url ? blogImage(ctx, article.slug) : null;
  const head = writeHead({
    title: pageTitle(article.title),
    description: excerpt,
    canonical: url,
    robots: 'index',
    ogType: 'article',
    image: image ? sharePicture(image, article.title) : null,
    published: article.created_at,
    modified: article.created_at,
    jsonLd: [
      // The table keeps no edit time: the article's date is the only true one.
      blogPosting({
        url,
        headline: article.title.slice(0, 110),
        description: excerpt,
        image,
        published: article.created_at,
        modified: article.created_at,
        siteUrl: ctx.siteUrl,
      }),
      breadcrumbList([
        homeCrumb(ctx),
        { name: 'Blog', url: siteUrl(ctx, '/blog') },
        { name: article.title, url },
      ]),
    ],
  });
  const body = writeBlock({
    h1: article.title,
    crumbs: [
      { href: '/', text: 'Home' },
      { href: '/blog', text: 'Blog' },
      { href: articlePath(article.slug), text: article.title },
    ],
    facts: [`Published ${formatDate(article.created_at)}`],
    paragraphs: htmlParagraphs(article.description, 1500),
    sections: [{ heading: 'More from the blog', links: [{ href: '/blog', text: 'All articles' }] }],
  });
  return { kind: 'article', status: 200, robots: 'index', head, body, boot: { [apiPath]: read.body } };
}
