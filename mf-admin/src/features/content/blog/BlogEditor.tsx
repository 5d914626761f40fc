import { ApiError, formatDate, LoadError, toast } from '@basera/shared';
import { FormTextField } from '@basera/shared/forms';
import { Link as RouterLink, useNavigate, useParams } from '@basera/shared/router';
import { ADMIN_API } from '@basera/shared/rules';
import { blogCreateSchema } from '@basera/shared/schemas';
import { Box, Button, Grid, Paper, Skeleton, Stack, Typography } from '@basera/shared/ui';
import { Alert, Chip } from '@basera/shared/ui-more';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { createBlog } from '../api/createBlog';
import { deleteBlog } from '../api/deleteBlog';
import { useBlog } from '../api/getBlog';
import { useRefresh } from '../api/swr';
import type { AdminBlog } from '../api/types';
import { updateBlog } from '../api/updateBlog';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { changedOnly, NOTHING_CHANGED } from '../components/changed';
import { toastFailure, useSaveFailure } from '../components/failure';
import { HtmlPreview } from '../components/HtmlPreview';
import { ImageField } from '../components/ImageField';
import { useLeaveWarning } from '../components/useLeaveWarning';
import { CONTENT_PATHS } from '../paths';
import { usePublishToggle } from './BlogList';

const schema = blogCreateSchema.omit({ published: true });
type BlogForm = z.input<typeof schema>;
type BlogValues = z.output<typeof schema>;
const FIELDS = ['title', 'slug', 'description', 'image'] as const;
const EMPTY: BlogForm = { title: '', slug: '', description: '', image: null };

/** A title as an article address: "Moving to Pune?" -> "moving-to-pune". */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

const formOf = (blog: AdminBlog): BlogForm => ({
  title: blog.title,
  slug: blog.slug,
  description: blog.description,
  image: blog.image,
});

/** The article as the site's article page shows it: title, date, picture, then the sanitised body. */
function ArticlePreview({
  title,
  html,
  imageUrl,
  date,
}: {
  title: string;
  html: string;
  imageUrl: string | null;
  date: string | null;
}) {
  return (
    <Paper variant="outlined" component="article" aria-label="Preview" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="overline" color="text.secondary" component="p">
        Preview
      </Typography>
      <Typography
        variant="h1"
        sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, mb: 1, overflowWrap: 'anywhere' }}
      >
        {title || 'Untitled article'}
      </Typography>
      {date && (
        <Typography color="text.secondary" component="time" dateTime={date}>
          {formatDate(date)}
        </Typography>
      )}
      {imageUrl && (
        <Box
          component="img"
          src={imageUrl}
          alt=""
          sx={{
            display: 'block',
            width: '100%',
            aspectRatio: '16 / 9',
            objectFit: 'cover',
            borderRadius: 2,
            my: 3,
          }}
        />
      )}
      <HtmlPreview html={html} sx={{ fontSize: '1.05rem', mt: imageUrl ? 0 : 2 }} />
    </Paper>
  );
}

/**
 * Writes or edits an article (/admin/content/blog/new, /admin/content/blog/:id): title, address, picture and the
 * HTML body beside a preview rendered with the site's sanitising rules. A new article is saved as a draft (or
 * saved and published at once); a failed save keeps everything typed.
 */
export function BlogEditor() {
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const navigate = useNavigate();
  const { item, error, isLoading, retry } = useBlog(id);
  const refresh = useRefresh(ADMIN_API.blogs);
  const { busy: publishing, toggle } = usePublishToggle(refresh);
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const [published, setPublishedState] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // The address follows the title on a new article until it is edited by hand.
  const slugTouched = useRef(id !== null);

  const { control, handleSubmit, setError, reset, setValue, formState } = useForm<
    BlogForm,
    unknown,
    BlogValues
  >({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
  });
  const { failure, fail, clear } = useSaveFailure(FIELDS, setError);
  const { dirtyFields } = formState;
  useLeaveWarning(formState.isDirty);
  const [title, description, slug] = useWatch({ control, name: ['title', 'description', 'slug'] });
  useEffect(() => {
    if (!slugTouched.current) setValue('slug', slugify(title ?? ''), { shouldDirty: true });
  }, [title, setValue]);
  useEffect(() => {
    // Typed by hand once it differs from the title's own address.
    if (slug !== slugify(title ?? '')) slugTouched.current = true;
    // Only the address's own changes count: the title's are followed by the effect above.
  }, [slug]);

  // The form is filled from the first answer only: a later read never overwrites what is being typed.
  const filled = useRef<number | null>(null);
  useEffect(() => {
    if (!item || filled.current === item.id) return;
    filled.current = item.id;
    reset(formOf(item));
    setImageUrl(item.image_url);
    setPublishedState(item.published);
  }, [item, reset]);

  const save = (publish: boolean) =>
    handleSubmit(async (values) => {
      clear();
      try {
        if (id === null) {
          const answer = await createBlog({ ...values, published: publish });
          toast.success(answer.message || 'Article created');
          await refresh();
          reset(formOf(answer.data));
          navigate(CONTENT_PATHS.blogPost(answer.data.id), { replace: true });
          return;
        }
        const changes = changedOnly(values, dirtyFields);
        const changing = Object.keys(changes).length > 0;
        if (!changing && publish === published) {
          toast.show(NOTHING_CHANGED);
          return;
        }
        if (changing) {
          const answer = await updateBlog(id, changes);
          reset(formOf(answer.data));
          setImageUrl(answer.data.image_url);
          toast.success(answer.message || 'Article saved');
        }
        if (publish !== published) {
          const changed = await toggle({ id, published });
          if (changed) setPublishedState(changed.published);
        } else await refresh();
      } catch (failed) {
        fail(failed);
      }
    });

  const remove = async () => {
    if (id === null) return false;
    try {
      const answer = await deleteBlog(id);
      toast.success(answer.message || 'Article deleted');
      await refresh();
      navigate(CONTENT_PATHS.blog);
      return true;
    } catch (failed) {
      return toastFailure(failed);
    }
  };

  if (id !== null && error instanceof ApiError && error.status === 404)
    return (
      <Alert
        severity="warning"
        action={
          <Button component={RouterLink} to={CONTENT_PATHS.blog}>
            All articles
          </Button>
        }
      >
        This article no longer exists.
      </Alert>
    );
  if (id !== null && error) return <LoadError onRetry={retry} message="We could not load this article." />;
  if (id !== null && (isLoading || !item))
    return (
      <Stack spacing={2} aria-label="Loading">
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={240} />
      </Stack>
    );

  const busy = formState.isSubmitting || publishing !== null;
  return (
    <section aria-labelledby="blog-editor-heading">
      <Button component={RouterLink} to={CONTENT_PATHS.blog} size="small" sx={{ ml: -1 }}>
        ← All articles
      </Button>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2, mt: 0.5, flexWrap: 'wrap' }}>
        <Typography variant="h3" component="h2" id="blog-editor-heading" sx={{ flex: 1 }}>
          {id === null ? 'New article' : 'Edit article'}
        </Typography>
        {id !== null && (
          <Chip label={published ? 'Published' : 'Draft'} color={published ? 'success' : 'default'} />
        )}
      </Stack>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <form onSubmit={save(id === null ? false : published)} noValidate>
            <Stack spacing={2}>
              <FormTextField control={control} name="title" label="Title" required />
              <FormTextField
                control={control}
                name="slug"
                label="Address (slug)"
                required
                helperText={slug ? `Shown at /blogdetails/${slug}` : 'Lowercase letters, digits and hyphens'}
              />
              <ImageField
                label="Picture"
                url={imageUrl}
                error={formState.errors.image?.message}
                onUploaded={(path, url) => {
                  setValue('image', path, { shouldDirty: true });
                  setImageUrl(url);
                }}
                onRemove={() => {
                  setValue('image', null, { shouldDirty: true });
                  setImageUrl(null);
                }}
              />
              <FormTextField
                control={control}
                name="description"
                label="Body (HTML)"
                required
                multiline
                minRows={12}
                maxRows={30}
                helperText="HTML: <h2>, <h3>, <p>, <ul>, <ol>, <a>, <img>... Scripts and event handlers are removed."
                sx={{ '& textarea': { fontFamily: 'monospace', fontSize: '0.875rem' } }}
              />
              {failure && <Alert severity="error">{failure}</Alert>}
              {/* Sticky: the buttons stay in reach below a long body. */}
              <Stack
                direction="row"
                sx={{
                  flexWrap: 'wrap',
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
                {id === null ? (
                  <>
                    <Button type="submit" variant="contained" disabled={busy}>
                      {formState.isSubmitting ? 'Please wait...' : 'Save draft'}
                    </Button>
                    <Button variant="outlined" disabled={busy} onClick={save(true)}>
                      Save and publish
                    </Button>
                  </>
                ) : (
                  <>
                    <Button type="submit" variant="contained" disabled={busy}>
                      {busy ? 'Please wait...' : 'Save'}
                    </Button>
                    <Button variant="outlined" disabled={busy} onClick={save(!published)}>
                      {published ? 'Save and unpublish' : 'Save and publish'}
                    </Button>
                  </>
                )}
              </Stack>
              {id !== null && (
                <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                  {published && item && (
                    <Button component="a" href={`/blogdetails/${item.slug}`} target="_blank" rel="noopener">
                      View on site
                    </Button>
                  )}
                  <Button color="error" disabled={busy} onClick={() => setDeleting(true)}>
                    Delete
                  </Button>
                </Stack>
              )}
            </Stack>
          </form>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <ArticlePreview
            title={title}
            html={description}
            imageUrl={imageUrl}
            date={item?.created_at ?? null}
          />
        </Grid>
      </Grid>
      <ConfirmDialog
        open={deleting}
        title="Delete this article?"
        text={`"${item?.title ?? ''}" will be removed from the site and cannot be brought back.`}
        action="Delete"
        onClose={() => setDeleting(false)}
        onConfirm={remove}
      />
    </section>
  );
}
