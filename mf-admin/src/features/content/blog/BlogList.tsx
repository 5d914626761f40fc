import { formatDate, toast } from '@basera/shared';
import { Link as RouterLink } from '@basera/shared/router';
import { ADMIN_API } from '@basera/shared/rules';
import { Box, Button, Paper, Stack, Typography } from '@basera/shared/ui';
import { Chip } from '@basera/shared/ui-more';
import { useState } from 'react';
import { deleteBlog } from '../api/deleteBlog';
import { useBlogs } from '../api/getBlogs';
import { setPublished } from '../api/setPublished';
import { useRefresh } from '../api/swr';
import type { AdminBlog } from '../api/types';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { toastFailure } from '../components/failure';
import { ListPages, ListState } from '../components/ListState';
import { SectionBar } from '../components/SectionBar';
import { CONTENT_PATHS } from '../paths';

/** Publish / Unpublish one article; resolves when the answer is in (the list is read again). */
export function usePublishToggle(refresh: () => unknown) {
  const [busy, setBusy] = useState<number | null>(null);
  const toggle = async (blog: Pick<AdminBlog, 'id' | 'published'>) => {
    setBusy(blog.id);
    try {
      const answer = await setPublished<AdminBlog>('blogs', blog.id, !blog.published);
      toast.success(answer.message || (blog.published ? 'Article unpublished' : 'Article published'));
      await refresh();
      return answer.data;
    } catch (error) {
      return toastFailure(error);
    } finally {
      setBusy(null);
    }
  };
  return { busy, toggle };
}

function BlogRow({
  blog,
  busy,
  onToggle,
  onDelete,
}: {
  blog: AdminBlog;
  busy: boolean;
  onToggle: () => void;
  onDelete: () => void;
}) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }} aria-label={blog.title}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5, flexWrap: 'wrap' }}>
            <Chip
              size="small"
              label={blog.published ? 'Published' : 'Draft'}
              color={blog.published ? 'success' : 'default'}
            />
            <Typography variant="body2" color="text.secondary" component="time" dateTime={blog.created_at}>
              {formatDate(blog.created_at)}
            </Typography>
          </Stack>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{blog.title}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            /blogdetails/{blog.slug}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1, '& > *': { m: '0 !important' } }}>
          <Button variant="outlined" component={RouterLink} to={CONTENT_PATHS.blogPost(blog.id)}>
            Edit
          </Button>
          <Button
            variant="contained"
            color={blog.published ? 'inherit' : 'primary'}
            onClick={onToggle}
            disabled={busy}
          >
            {busy ? 'Please wait...' : blog.published ? 'Unpublish' : 'Publish'}
          </Button>
          {blog.published && (
            <Button component="a" href={`/blogdetails/${blog.slug}`} target="_blank" rel="noopener">
              View on site
            </Button>
          )}
          <Button color="error" onClick={onDelete} disabled={busy}>
            Delete
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

/** The blog's articles, drafts too, newest first: publish, unpublish, edit or delete each. */
export function BlogList() {
  const [page, setPage] = useState(1);
  const list = useBlogs(page);
  const refresh = useRefresh(ADMIN_API.blogs);
  const { busy, toggle } = usePublishToggle(refresh);
  const [deleting, setDeleting] = useState<AdminBlog | null>(null);

  const remove = async () => {
    if (!deleting) return false;
    try {
      const answer = await deleteBlog(deleting.id);
      toast.success(answer.message || 'Article deleted');
      await refresh();
      return true;
    } catch (error) {
      return toastFailure(error);
    }
  };

  return (
    <section aria-labelledby="blog-heading">
      <SectionBar
        id="blog-heading"
        title="Blog"
        hint="Drafts stay off the site; a published article shows on /blog at once."
        action={
          <Button variant="contained" component={RouterLink} to={CONTENT_PATHS.newBlog}>
            New article
          </Button>
        }
      />
      <ListState {...list} empty="No articles yet." count={list.items.length} />
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {list.items.map((blog) => (
          <BlogRow
            key={blog.id}
            blog={blog}
            busy={busy === blog.id}
            onToggle={() => void toggle(blog)}
            onDelete={() => setDeleting(blog)}
          />
        ))}
      </Stack>
      <ListPages page={page} total={list.total} perPage={list.perPage} onChange={setPage} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this article?"
        text={`"${deleting?.title ?? ''}" will be removed from the site and cannot be brought back.`}
        action="Delete"
        onClose={() => setDeleting(null)}
        onConfirm={remove}
      />
    </section>
  );
}
