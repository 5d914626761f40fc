import { LoadError, toast } from '@basera/shared';
import { FormTextField } from '@basera/shared/forms';
import { Link as RouterLink, useParams } from '@basera/shared/router';
import { ADMIN_API } from '@basera/shared/rules';
import { CONTENT_LIMITS, pageUpdateSchema } from '@basera/shared/schemas';
import { Button, Grid, Paper, Skeleton, Stack, Typography } from '@basera/shared/ui';
import { Alert } from '@basera/shared/ui-more';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { usePage } from '../api/getPage';
import { useRefresh } from '../api/swr';
import type { AdminPage } from '../api/types';
import { updatePage } from '../api/updatePage';
import { changedOnly, NOTHING_CHANGED } from '../components/changed';
import { useSaveFailure } from '../components/failure';
import { HtmlPreview } from '../components/HtmlPreview';
import { useLeaveWarning } from '../components/useLeaveWarning';
import { CONTENT_PATHS } from '../paths';

type PageForm = z.input<typeof pageUpdateSchema>;
type PageValues = z.output<typeof pageUpdateSchema>;
const FIELDS = ['page_title', 'content', 'meta_description'] as const;

const formOf = (page: AdminPage): PageForm => ({
  page_title: page.page_title,
  content: page.content,
  meta_description: page.meta_description ?? '',
});

/** Edits a policy page (/admin/content/pages/:slug): title, meta description and HTML, beside its preview. */
export function PageEditor() {
  const { slug = '' } = useParams();
  const { item, error, isLoading, retry } = usePage(slug);
  const refresh = useRefresh(ADMIN_API.pages);
  const { control, handleSubmit, setError, reset, formState } = useForm<PageForm, unknown, PageValues>({
    resolver: zodResolver(pageUpdateSchema),
    defaultValues: { page_title: '', content: '', meta_description: '' },
  });
  const { failure, fail, clear } = useSaveFailure(FIELDS, setError);
  const { dirtyFields } = formState;
  useLeaveWarning(formState.isDirty);
  const [title, content, meta] = useWatch({ control, name: ['page_title', 'content', 'meta_description'] });

  // Filled from the first answer only: a later read never overwrites what is being typed.
  const filled = useRef<string | null>(null);
  useEffect(() => {
    if (!item || filled.current === item.slug) return;
    filled.current = item.slug;
    reset(formOf(item));
  }, [item, reset]);

  const submit = handleSubmit(async (values) => {
    clear();
    try {
      const changes = changedOnly(values, dirtyFields);
      if (!Object.keys(changes).length) {
        toast.show(NOTHING_CHANGED);
        return;
      }
      const answer = await updatePage(slug, changes);
      reset(formOf(answer.data));
      toast.success(answer.message || 'Page saved');
      await refresh();
    } catch (failed) {
      fail(failed);
    }
  });

  if (error) return <LoadError onRetry={retry} message="We could not load this page." />;
  if (isLoading || !item)
    return (
      <Stack spacing={2} aria-label="Loading">
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={240} />
      </Stack>
    );

  return (
    <section aria-labelledby="page-editor-heading">
      <Button component={RouterLink} to={CONTENT_PATHS.pages} size="small" sx={{ ml: -1 }}>
        ← All pages
      </Button>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2, mt: 0.5, flexWrap: 'wrap' }}>
        <Typography variant="h3" component="h2" id="page-editor-heading" sx={{ flex: 1 }}>
          Edit /{slug}
        </Typography>
      </Stack>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <form onSubmit={submit} noValidate>
            <Stack spacing={2}>
              <FormTextField control={control} name="page_title" label="Title" required />
              <FormTextField
                control={control}
                name="meta_description"
                label="Meta description"
                multiline
                minRows={2}
                helperText={`What search engines show under the title (${(meta ?? '').length} / ${CONTENT_LIMITS.metaDescriptionMax})`}
              />
              <FormTextField
                control={control}
                name="content"
                label="Content (HTML)"
                required
                multiline
                minRows={14}
                maxRows={32}
                helperText="HTML: <h2>, <h3>, <p>, <ul>, <ol>, <a>... Scripts and event handlers are removed."
                sx={{ '& textarea': { fontFamily: 'monospace', fontSize: '0.875rem' } }}
              />
              {failure && <Alert severity="error">{failure}</Alert>}
              {/* Sticky: the buttons stay in reach below a long text. */}
              <Stack
                direction="row"
                sx={{
                  gap: 1,
                  position: 'sticky',
                  bottom: 0,
                  zIndex: 2,
                  py: 1.5,
                  bgcolor: 'background.default',
                  borderTop: 1,
                  borderColor: 'divider',
                }}
              >
                <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
                  {formState.isSubmitting ? 'Please wait...' : 'Save'}
                </Button>
                <Button component="a" href={`/${slug}`} target="_blank" rel="noopener">
                  View on site
                </Button>
              </Stack>
            </Stack>
          </form>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <Paper variant="outlined" component="article" aria-label="Preview" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography variant="overline" color="text.secondary" component="p">
              Preview
            </Typography>
            <Typography variant="h2" sx={{ mb: 3, overflowWrap: 'anywhere' }}>
              {title}
            </Typography>
            <HtmlPreview html={content ?? ''} />
          </Paper>
        </Grid>
      </Grid>
    </section>
  );
}
