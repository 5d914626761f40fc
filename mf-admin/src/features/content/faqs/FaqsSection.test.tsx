import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeContentApi, invalid, listOf, messageUnder, renderContent } from '../test-support';

const faqs = [
  { id: 1, question: 'Is food included?', answer: 'In most PGs, yes.', position: 0, active: true },
  {
    id: 2,
    question: 'Can I visit first?',
    answer: 'Always visit before you pay.',
    position: 1,
    active: true,
  },
  { id: 3, question: 'Old question', answer: 'Hidden.', position: 2, active: false },
];
const field = (name: RegExp) => within(screen.getByRole('dialog')).getByLabelText(name) as HTMLInputElement;

describe('FaqsSection', () => {
  it('adds an FAQ with what was typed (the API puts it last) and lists it', async () => {
    const added = { id: 9, question: 'Is there Wi-Fi?', answer: 'Ask the owner.', position: 3, active: true };
    const api = fakeContentApi({
      'GET /admin/content/faqs?page=1': [listOf(faqs), listOf([...faqs, added])],
      'POST /admin/content/faqs': [201, { status: true, message: 'FAQ created', data: added }],
    });
    renderContent('/admin/content/faqs');
    await screen.findByRole('listitem', { name: 'Is food included?' });
    fireEvent.click(screen.getByRole('button', { name: 'Add FAQ' }));
    fireEvent.change(field(/^Question/), { target: { value: 'Is there Wi-Fi?' } });
    fireEvent.change(field(/^Answer/), { target: { value: 'Ask the owner.' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Add FAQ' }));
    expect(await screen.findByText('FAQ created')).toBeTruthy();
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/admin/content/faqs',
        body: { question: 'Is there Wi-Fi?', answer: 'Ask the owner.', active: true },
      },
    ]);
    expect(await screen.findByRole('listitem', { name: 'Is there Wi-Fi?' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('edits an FAQ; a 422 shows under its field and the dialog keeps the text', async () => {
    const api = fakeContentApi({
      'GET /admin/content/faqs?page=1': listOf(faqs),
      'PUT /admin/content/faqs/2': invalid('question', 'Keep the question under 300 characters'),
    });
    renderContent('/admin/content/faqs', true);
    const row = within(await screen.findByRole('listitem', { name: 'Can I visit first?' }));
    fireEvent.click(row.getByRole('button', { name: 'Edit' }));
    expect(field(/^Question/).value).toBe('Can I visit first?');
    fireEvent.change(field(/^Question/), { target: { value: 'Can I visit before paying anything at all?' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(messageUnder(field(/^Question/))).toBe('Keep the question under 300 characters'),
    );
    expect(field(/^Question/).value).toBe('Can I visit before paying anything at all?');
    expect(api.writes()[0]).toEqual({
      method: 'PUT',
      path: '/admin/content/faqs/2',
      body: { question: 'Can I visit before paying anything at all?' },
    });
  });

  it('an edit that changes nothing sends nothing', async () => {
    const api = fakeContentApi({ 'GET /admin/content/faqs?page=1': listOf(faqs) });
    renderContent('/admin/content/faqs');
    const row = within(await screen.findByRole('listitem', { name: 'Is food included?' }));
    fireEvent.click(row.getByRole('button', { name: 'Edit' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Nothing to save: no field was changed')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.writes()).toHaveLength(0);
  });

  it('moves an FAQ down by swapping positions, and hides or shows one', async () => {
    const api = fakeContentApi({
      'GET /admin/content/faqs?page=1': listOf(faqs),
      'PUT /admin/content/faqs/1': [200, { status: true, message: 'FAQ saved', data: faqs[0] }],
      'PUT /admin/content/faqs/2': [200, { status: true, message: 'FAQ saved', data: faqs[1] }],
      'POST /admin/content/faqs/2/unpublish': [
        200,
        { status: true, message: 'FAQ unpublished', data: faqs[1] },
      ],
      'POST /admin/content/faqs/3/publish': [200, { status: true, message: 'FAQ published', data: faqs[2] }],
    });
    renderContent('/admin/content/faqs');
    const first = within(await screen.findByRole('listitem', { name: 'Is food included?' }));
    expect((first.getByRole('button', { name: 'Move up' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(first.getByRole('button', { name: 'Move down' }));
    expect(await screen.findByText('Moved down')).toBeTruthy();
    expect(api.writes()).toEqual([
      { method: 'PUT', path: '/admin/content/faqs/1', body: { position: 1 } },
      { method: 'PUT', path: '/admin/content/faqs/2', body: { position: 0 } },
    ]);
    const hidden = within(screen.getByRole('listitem', { name: 'Old question' }));
    expect(hidden.getByText('Hidden')).toBeTruthy();
    fireEvent.click(hidden.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('FAQ published')).toBeTruthy();
    fireEvent.click(
      within(screen.getByRole('listitem', { name: 'Can I visit first?' })).getByRole('button', {
        name: 'Hide',
      }),
    );
    expect(await screen.findByText('FAQ unpublished')).toBeTruthy();
    expect(
      api
        .writes()
        .slice(2)
        .map((call) => call.path),
    ).toEqual(['/admin/content/faqs/3/publish', '/admin/content/faqs/2/unpublish']);
  });
});
