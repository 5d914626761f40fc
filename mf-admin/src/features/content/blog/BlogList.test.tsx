import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeContentApi, listOf, renderContent } from '../test-support';

const draft = {
  id: 3,
  slug: 'deposit-scams',
  title: 'Deposit scams and how to avoid them',
  description: '<p>Never pay before a visit.</p>',
  image: null,
  image_url: null,
  published: false,
  created_at: '2026-03-14T10:00:00.000Z',
};
const live = { ...draft, id: 4, slug: 'food-in-pgs', title: 'Food in PGs', published: true };

describe('BlogList', () => {
  it('lists drafts and published articles; Publish publishes a draft and the list shows it', async () => {
    const api = fakeContentApi({
      'GET /admin/content/blogs?page=1': [
        listOf([draft, live]),
        listOf([{ ...draft, published: true }, live]),
      ],
      'POST /admin/content/blogs/3/publish': [
        200,
        { status: true, message: 'Article published', data: { ...draft, published: true } },
      ],
    });
    renderContent('/admin/content/blog', true);
    const row = within(await screen.findByRole('listitem', { name: draft.title }));
    expect(row.getByText('Draft')).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: live.title })).getByText('Published')).toBeTruthy();
    fireEvent.click(row.getByRole('button', { name: 'Publish' }));
    expect(await row.findByRole('button', { name: 'Please wait...' })).toBeTruthy();
    expect(await screen.findByText('Article published')).toBeTruthy();
    await waitFor(() => expect(row.getByText('Published')).toBeTruthy());
    expect(row.getByRole('button', { name: 'Unpublish' })).toBeTruthy();
    expect(api.writes()).toEqual([{ method: 'POST', path: '/admin/content/blogs/3/publish', body: null }]);
  });

  it('Unpublish takes a live article off the blog', async () => {
    const api = fakeContentApi({
      'GET /admin/content/blogs?page=1': [listOf([live]), listOf([{ ...live, published: false }])],
      'POST /admin/content/blogs/4/unpublish': [
        200,
        { status: true, message: 'Article unpublished', data: { ...live, published: false } },
      ],
    });
    renderContent('/admin/content/blog');
    const row = within(await screen.findByRole('listitem', { name: live.title }));
    fireEvent.click(row.getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText('Article unpublished')).toBeTruthy();
    await waitFor(() => expect(row.getByText('Draft')).toBeTruthy());
    expect(api.writes().map((call) => call.path)).toEqual(['/admin/content/blogs/4/unpublish']);
  });

  it('a refused publish says why and changes nothing', async () => {
    fakeContentApi({
      'GET /admin/content/blogs?page=1': listOf([draft]),
      'POST /admin/content/blogs/3/publish': [403, { status: false, message: 'Operators only' }],
    });
    renderContent('/admin/content/blog');
    const row = within(await screen.findByRole('listitem', { name: draft.title }));
    fireEvent.click(row.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Operators only')).toBeTruthy();
    expect(row.getByText('Draft')).toBeTruthy();
  });

  it('deletes only after the confirm', async () => {
    const api = fakeContentApi({
      'GET /admin/content/blogs?page=1': [listOf([draft]), listOf([])],
      'DELETE /admin/content/blogs/3': [200, { status: true, message: 'Article deleted' }],
    });
    renderContent('/admin/content/blog');
    const row = within(await screen.findByRole('listitem', { name: draft.title }));
    fireEvent.click(row.getByRole('button', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this article?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.writes()).toHaveLength(0);
    fireEvent.click(row.getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Article deleted')).toBeTruthy();
    expect(await screen.findByText('No articles yet.')).toBeTruthy();
    expect(api.writes()).toEqual([{ method: 'DELETE', path: '/admin/content/blogs/3', body: null }]);
  });
});
