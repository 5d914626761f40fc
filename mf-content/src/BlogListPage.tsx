import { cutWords, formatDate, LoadError, PageHeader, usePageMeta } from '@basera/shared';
import { Link as RouterLink } from '@basera/shared/router';
import { Box, Button, Card, Container, Grid, Link, Skeleton, Typography } from '@basera/shared/ui';
import { useMemo } from 'react';
import { ContentImage } from './ContentImage';
import { type Blog, useContent } from './content-api';
import { htmlToText } from './text';

/** Spec 02 section 9: card titles cut at 12 words, descriptions at 30. */
export const TITLE_WORDS = 12;
export const DESCRIPTION_WORDS = 30;
export const ALL_BLOG_PATH = '/all-blog';

function BlogCard({ blog }: { blog: Blog }) {
  const summary = useMemo(
    () => cutWords(htmlToText(blog.description), DESCRIPTION_WORDS),
    [blog.description],
  );
  const to = `/blogdetails/${blog.slug}`;
  return (
    <Card
      variant="outlined"
      component="article"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <ContentImage src={blog.image_url} width={1200} height={675} />
      <Box sx={{ p: 2.5, display: 'flex', flexDirection: 'column', flexGrow: 1 }}>
        <Typography variant="body2" color="text.secondary" component="time" dateTime={blog.created_at}>
          {formatDate(blog.created_at)}
        </Typography>
        <Typography variant="h3" component="h2" sx={{ fontSize: '1.2rem', my: 1 }}>
          <Link component={RouterLink} to={to} color="inherit" underline="hover">
            {cutWords(blog.title, TITLE_WORDS)}
          </Link>
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2, flexGrow: 1 }}>
          {summary}
        </Typography>
        <div>
          <Button component={RouterLink} to={to} variant="outlined" aria-label={`Read more: ${blog.title}`}>
            Read More
          </Button>
        </div>
      </Box>
    </Card>
  );
}

/** Blog (/blog): every published article as a card, newest first. */
export default function BlogListPage() {
  usePageMeta('Blog', 'Guides and news about shared living in India.');
  const { data, error, isLoading, retry } = useContent<Blog[]>(ALL_BLOG_PATH);
  return (
    <>
      <PageHeader title="Blog" />
      <Container maxWidth="xl" sx={{ py: { xs: 4, md: 6 } }}>
        {error && <LoadError onRetry={retry} />}
        <Grid container spacing={3}>
          {isLoading &&
            [1, 2, 3].map((n) => (
              <Grid key={n} size={{ xs: 12, sm: 6, lg: 4 }}>
                <Skeleton variant="rounded" height={380} />
              </Grid>
            ))}
          {data?.map((blog) => (
            <Grid key={blog.slug} size={{ xs: 12, sm: 6, lg: 4 }}>
              <BlogCard blog={blog} />
            </Grid>
          ))}
        </Grid>
        {data && !data.length && <Typography>No articles yet.</Typography>}
      </Container>
    </>
  );
}
