import { ApiError, cutWords, formatDate, LoadError, PageHeader, usePageMeta } from '@basera/shared';
import { Link as RouterLink, useParams } from '@basera/shared/router';
import { Box, Button, Container, Grid, Link, Paper, Skeleton, Stack, Typography } from '@basera/shared/ui';
import { ALL_BLOG_PATH } from './BlogListPage';
import { ContentImage } from './ContentImage';
import { type Blog, useContent } from './content-api';
import { SafeHtml } from './SafeHtml';
import { htmlToText } from './text';

/** Spec 02 section 9: up to 6 other articles, titles cut at 8 words. */
export const TRENDING_MAX = 6;
export const TRENDING_WORDS = 8;

function TrendingTopics({ current }: { current: string }) {
  const { data } = useContent<Blog[]>(ALL_BLOG_PATH);
  const others = (data ?? []).filter((blog) => blog.slug !== current).slice(0, TRENDING_MAX);
  return (
    <Paper variant="outlined" component="aside" aria-labelledby="trending-heading" sx={{ p: 2.5 }}>
      <Typography variant="h3" id="trending-heading" sx={{ mb: 2 }}>
        Trending Topics
      </Typography>
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {others.map((blog) => (
          <Stack component="li" key={blog.slug} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <ContentImage
              src={blog.image_url}
              width={96}
              height={54}
              sizes="96px"
              sx={{ width: 96, height: 54, borderRadius: 1, flexShrink: 0 }}
            />
            <div>
              <Link
                component={RouterLink}
                to={`/blogdetails/${blog.slug}`}
                underline="hover"
                sx={{ fontWeight: 600, display: 'block', lineHeight: 1.35 }}
              >
                {cutWords(blog.title, TRENDING_WORDS)}
              </Link>
              <Typography variant="caption" color="text.secondary">
                {formatDate(blog.created_at)}
              </Typography>
            </div>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}

/** A blog article (/blogdetails/{slug}) beside Trending Topics; picking a topic swaps the article. */
export default function BlogArticlePage() {
  const { slug = '' } = useParams();
  const { data, error, isLoading, retry } = useContent<Blog>(
    slug ? `/blog-details/${encodeURIComponent(slug)}` : null,
  );
  const missing = error instanceof ApiError && error.status === 404;
  usePageMeta(
    missing ? 'Article not found' : (data?.title ?? 'Blog'),
    data ? cutWords(htmlToText(data.description), 30) : null,
  );
  return (
    <>
      <PageHeader title="Blog" crumb={data ? cutWords(data.title, TRENDING_WORDS) : 'Article'} />
      <Container maxWidth="xl" sx={{ py: { xs: 4, md: 6 } }}>
        <Grid container spacing={{ xs: 4, md: 5 }}>
          <Grid size={{ xs: 12, md: 8 }}>
            {missing && (
              <Box role="alert">
                <Typography variant="h2" gutterBottom>
                  Article not found
                </Typography>
                <Typography color="text.secondary" sx={{ mb: 2 }}>
                  It may have been moved or taken down.
                </Typography>
                <Button component={RouterLink} to="/blog" variant="contained">
                  All articles
                </Button>
              </Box>
            )}
            {error && !missing && <LoadError onRetry={retry} />}
            {isLoading && (
              // On phones Trending Topics comes after the article: at least a screen high, the placeholder keeps
              // it below the fold until the article (always longer) takes its place.
              <Stack
                role="status"
                aria-busy="true"
                spacing={2}
                aria-label="Loading"
                sx={{ minHeight: { xs: '100vh', md: 0 } }}
              >
                <Skeleton variant="text" height={56} />
                <Skeleton variant="rounded" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
                {[1, 2, 3, 4, 5].map((n) => (
                  <Skeleton key={n} variant="text" />
                ))}
              </Stack>
            )}
            {data && !error && (
              <Box component="article" key={data.slug}>
                <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.25rem' }, mb: 1 }}>
                  {data.title}
                </Typography>
                <Typography color="text.secondary" component="time" dateTime={data.created_at}>
                  {formatDate(data.created_at)}
                </Typography>
                <ContentImage
                  src={data.image_url}
                  width={1200}
                  height={675}
                  sizes="(min-width: 768px) 60vw, 100vw"
                  priority
                  sx={{ borderRadius: 2, my: 3 }}
                />
                <SafeHtml html={data.description} sx={{ fontSize: '1.05rem' }} />
              </Box>
            )}
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <TrendingTopics current={slug} />
          </Grid>
        </Grid>
      </Container>
    </>
  );
}
