import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeContentApi, invalid, listOf, messageUnder, renderContent } from '../test-support';

const page = {
  slug: 'privacy-policy',
  page_title: 'Privacy Policy',
  content: '<h2>What we keep</h2><p>Your phone number.</p>',
  meta_description: 'How Basera uses your data.',
  updated_at: '2026-03-14T10:00:00.000Z',
};
const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('Policy pages', () => {
  it('lists the pages and opens one to edit', async () => {
    fakeContentApi({
      'GET /admin/content/pages?page=1': listOf([page]),
      'GET /admin/content/pages/privacy-policy': [200, { status: true, data: page }],
    });
    renderContent('/admin/content/pages');
    const row = within(await screen.findByRole('listitem', { name: 'Privacy Policy' }));
    expect(row.getByText(/\/privacy-policy/)).toBeTruthy();
    fireEvent.click(row.getByRole('link', { name: 'Edit' }));
    await waitFor(() => expect(field(/^Title/).value).toBe('Privacy Policy'));
    expect(
      within(screen.getByRole('article', { name: 'Preview' })).getByRole('heading', { name: 'What we keep' }),
    ).toBeTruthy();
  });

  it('saves the changed fields as typed (the title was left alone)', async () => {
    const api = fakeContentApi({
      'GET /admin/content/pages/privacy-policy': [200, { status: true, data: page }],
      'PUT /admin/content/pages/privacy-policy': ({ body }) => [
        200,
        { status: true, message: 'Page saved', data: { ...page, ...(body as object) } },
      ],
    });
    renderContent('/admin/content/pages/privacy-policy', true);
    await waitFor(() => expect(field(/^Title/).value).toBe('Privacy Policy'));
    fireEvent.change(field(/^Content \(HTML\)/), {
      target: { value: '<p>We keep your phone.</p><img src=x onerror="alert(1)">' },
    });
    fireEvent.change(field(/^Meta description/), { target: { value: '' } });
    expect(screen.getByTestId('html-preview').innerHTML).not.toContain('onerror');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Please wait...' })).toBeTruthy();
    expect(await screen.findByText('Page saved')).toBeTruthy();
    expect(api.writes()).toEqual([
      {
        method: 'PUT',
        path: '/admin/content/pages/privacy-policy',
        body: {
          content: '<p>We keep your phone.</p><img src=x onerror="alert(1)">',
          meta_description: null,
        },
      },
    ]);
  });

  it('shows a 422 under the content and keeps it', async () => {
    fakeContentApi({
      'GET /admin/content/pages/privacy-policy': [200, { status: true, data: page }],
      'PUT /admin/content/pages/privacy-policy': invalid(
        'content',
        'Nothing would be left of this text once scripts are removed',
      ),
    });
    renderContent('/admin/content/pages/privacy-policy');
    await waitFor(() => expect(field(/^Title/).value).toBe('Privacy Policy'));
    fireEvent.change(field(/^Content \(HTML\)/), { target: { value: '<script>x()</script>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(messageUnder(field(/^Content \(HTML\)/))).toBe(
        'Nothing would be left of this text once scripts are removed',
      ),
    );
    expect(field(/^Content \(HTML\)/).value).toBe('<script>x()</script>');
  });
});
