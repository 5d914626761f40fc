import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeContentApi, invalid, listOf, messageUnder, renderContent } from '../test-support';

const person = {
  id: 2,
  name: 'Asha Rao',
  designation: 'Student, Pune',
  say: 'Found a PG in two days.',
  image: null,
  image_url: null,
  position: 0,
  active: true,
};
const dialog = () => within(screen.getByRole('dialog'));
const type = (label: RegExp, value: string) =>
  fireEvent.change(dialog().getByLabelText(label), { target: { value } });

describe('TestimonialsSection', () => {
  it('adds a testimonial with what was typed', async () => {
    const added = {
      ...person,
      id: 3,
      name: 'Ravi K',
      designation: 'Engineer',
      say: 'Safe and clean.',
      position: 1,
    };
    const api = fakeContentApi({
      'GET /admin/content/testimonials?page=1': [listOf([person]), listOf([person, added])],
      'POST /admin/content/testimonials': [
        201,
        { status: true, message: 'Testimonial created', data: added },
      ],
    });
    renderContent('/admin/content/testimonials');
    await screen.findByRole('listitem', { name: 'Asha Rao' });
    fireEvent.click(screen.getByRole('button', { name: 'Add testimonial' }));
    type(/^Name/, 'Ravi K');
    type(/^Designation/, 'Engineer');
    type(/^What they said/, 'Safe and clean.');
    fireEvent.click(dialog().getByRole('button', { name: 'Add testimonial' }));
    expect(await screen.findByText('Testimonial created')).toBeTruthy();
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/admin/content/testimonials',
        body: {
          name: 'Ravi K',
          designation: 'Engineer',
          say: 'Safe and clean.',
          image: null,
          active: true,
        },
      },
    ]);
    expect(await screen.findByRole('listitem', { name: 'Ravi K' })).toBeTruthy();
  });

  it('edits one; a 422 shows under its field and the text stays', async () => {
    const api = fakeContentApi({
      'GET /admin/content/testimonials?page=1': listOf([person]),
      'PUT /admin/content/testimonials/2': invalid('say', 'Keep the testimonial under 1000 characters'),
    });
    renderContent('/admin/content/testimonials', true);
    fireEvent.click(
      within(await screen.findByRole('listitem', { name: 'Asha Rao' })).getByRole('button', { name: 'Edit' }),
    );
    type(/^What they said/, 'Found a PG in two days, and the owner was honest.');
    fireEvent.click(dialog().getByRole('button', { name: 'Save' }));
    const say = dialog().getByLabelText(/^What they said/) as HTMLTextAreaElement;
    await waitFor(() => expect(messageUnder(say)).toBe('Keep the testimonial under 1000 characters'));
    expect(say.value).toBe('Found a PG in two days, and the owner was honest.');
    // Only what changed is sent.
    expect(api.writes()[0]?.body).toEqual({ say: 'Found a PG in two days, and the owner was honest.' });
  });

  it('hides one and deletes one after the confirm', async () => {
    const api = fakeContentApi({
      'GET /admin/content/testimonials?page=1': listOf([person]),
      'POST /admin/content/testimonials/2/unpublish': [
        200,
        { status: true, message: 'Testimonial unpublished', data: { ...person, active: false } },
      ],
      'DELETE /admin/content/testimonials/2': [200, { status: true, message: 'Testimonial deleted' }],
    });
    renderContent('/admin/content/testimonials');
    const row = within(await screen.findByRole('listitem', { name: 'Asha Rao' }));
    fireEvent.click(row.getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('Testimonial unpublished')).toBeTruthy();
    fireEvent.click(row.getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Testimonial deleted')).toBeTruthy();
    expect(api.writes().map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /admin/content/testimonials/2/unpublish',
      'DELETE /admin/content/testimonials/2',
    ]);
  });
});
