import {
  CARD_GRID_CELL,
  CardGridFrame,
  cutWords,
  formatDate,
  LoadError,
  PageHeader,
  usePageMeta,
} from '@basera/shared';
import { Link as RouterLink } from '@basera/shared/router';
import { Box, Button, Card, Container, Grid, Link, Typography } from '@basera/shared/ui';
import { useMemo } from 'react';
import { ContentImage } from './ContentImage';
import { type Blog, preloadContent, useContent } from './content-api';
import { htmlToText } from './text';

/** Spec 02 section 9: card titles cut at 12 words, descriptions at 30. */
export const TITLE_WORDS = 12;
export const DESCRIPTION_WORDS = 30;
export const ALL_BLOG_PATH = '/all-blog';

/** Three cards a row from lg, two from sm (CARD_GRID_CELL): how wide a card's picture shows. */
const CARD_SIZES = '(min-width: 992px) 33vw, (min-width: 576px) 50vw, 100vw';

/** Read by screen readers and search engines, not shown (MUI's visuallyHidden). */
const VISUALLY_HIDDEN = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/** One article's card; the first one's picture is the page's largest above the fold (loaded first). */
function BlogCard({ blog, first }: { blog: Blog; first: boolean }) {
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
      <ContentImage src={blog.image_url} width={1200} height={675} sizes={CARD_SIZES} priority={first} />
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
          {/* The article's title is part of the link's text (hidden from sight): "Read More" alone tells a search
              engine nothing of where the link goes. */}
          <Button component={RouterLink} to={to} variant="outlined" aria-label={`Read more: ${blog.title}`}>
            Read More
            <Box component="span" sx={VISUALLY_HIDDEN}>
              : {blog.title}
            </Box>
          </Button>
        </div>
      </Box>
    </Card>
  );
}

/** Blog (/blog): every published article as a card, newest first. */
/** Called by the shell as soon as this page's code has loaded: the blog list starts before the first render. */
export function preload() {
  preloadContent(ALL_BLOG_PATH);
}

export default function BlogListPage() {
  usePageMeta('Blog', 'Guides and news about shared living in India.');
  const { data, error, isLoading, retry } = useContent<Blog[]>(ALL_BLOG_PATH);
  return (
    <>
      <PageHeader title="Blog" />
      <Container maxWidth="xl" sx={{ py: { xs: 4, md: 6 } }}>
        {error && <LoadError onRetry={retry} />}
        {/* While loading: the frame the shell showed, with the first picture index.html painted. */}
        {isLoading ? (
          <Box aria-busy="true">
            <CardGridFrame />
          </Box>
        ) : (
          <Grid container spacing={3}>
            {data?.map((blog, index) => (
              <Grid key={blog.slug} size={CARD_GRID_CELL}>
                <BlogCard blog={blog} first={index === 0} />
              </Grid>
            ))}
          </Grid>
        )}
        {data && !data.length && <Typography>No articles yet.</Typography>}
      </Container>
    </>
  );
}
