import { formatDate } from '@basera/shared';
import { Link as RouterLink } from '@basera/shared/router';
import { Box, Button, Paper, Stack, Typography } from '@basera/shared/ui';
import { usePages } from '../api/getPages';
import { ListState } from '../components/ListState';
import { SectionBar } from '../components/SectionBar';
import { CONTENT_PATHS } from '../paths';

/** The policy pages and the help center: their paths are fixed, their title, text and description are edited. */
export function PagesList() {
  const list = usePages();
  return (
    <section aria-labelledby="pages-heading">
      <SectionBar
        id="pages-heading"
        title="Policy pages"
        hint="Terms, privacy, cancellation, refunds and the help center, linked from the site's footer."
      />
      <ListState {...list} empty="No pages." count={list.items.length} />
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {list.items.map((page) => (
          <Paper component="li" key={page.slug} variant="outlined" sx={{ p: 2 }} aria-label={page.page_title}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>{page.page_title}</Typography>
                <Typography variant="body2" color="text.secondary">
                  /{page.slug} · updated {formatDate(page.updated_at)}
                </Typography>
              </Box>
              <Stack direction="row" spacing={1}>
                <Button variant="outlined" component={RouterLink} to={CONTENT_PATHS.page(page.slug)}>
                  Edit
                </Button>
                <Button component="a" href={`/${page.slug}`} target="_blank" rel="noopener">
                  View on site
                </Button>
              </Stack>
            </Stack>
          </Paper>
        ))}
      </Stack>
    </section>
  );
}
