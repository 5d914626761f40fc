import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeContentApi, invalid, listOf, messageUnder, renderContent } from '../test-support';

const slide = {
  id: 5,
  title: 'Find your PG near campus',
  image: 'slide-1.webp',
  image_url: 'http://localhost:4000/storage/content/slide-1.webp',
  position: 0,
  active: true,
};
const dialog = () => within(screen.getByRole('dialog'));
const picture = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'hostel.jpg', { type: 'image/jpeg' });

describe('SlidesSection', () => {
  it('uploads the picture as multipart, then saves the slide with its stored path', async () => {
    const created = { ...slide, id: 6, title: 'Hostels in Pune', image: 'c-abc.webp', position: 1 };
    const api = fakeContentApi({
      'GET /admin/content/slides?page=1': [listOf([slide]), listOf([slide, created])],
      'POST /admin/content/images': [
        201,
        {
          status: true,
          message: 'Picture uploaded',
          data: { path: 'c-abc.webp', url: 'http://x/c-abc.webp' },
        },
      ],
      'POST /admin/content/slides': [201, { status: true, message: 'Slide created', data: created }],
    });
    renderContent('/admin/content/slides');
    await screen.findByRole('listitem', { name: slide.title });
    fireEvent.click(screen.getByRole('button', { name: 'Add slide' }));
    // Without a picture nothing is sent.
    fireEvent.change(dialog().getByLabelText(/^Title/), { target: { value: 'Hostels in Pune' } });
    fireEvent.click(dialog().getByRole('button', { name: 'Add slide' }));
    expect(await dialog().findByText('Upload a picture')).toBeTruthy();
    expect(api.writes()).toHaveLength(0);

    const file = picture();
    fireEvent.change(dialog().getByLabelText('Picture file'), { target: { files: [file] } });
    expect(await dialog().findByRole('button', { name: 'Uploading...' })).toBeTruthy();
    expect(await dialog().findByRole('img', { name: 'Picture: current picture' })).toBeTruthy();
    const upload = api.writes()[0]!;
    expect(upload.method).toBe('POST');
    expect(upload.path).toBe('/admin/content/images');
    expect(upload.body).toBeInstanceOf(FormData);
    expect((upload.body as FormData).get('image')).toBe(file);
    // The preview shows the slide as the home banner will.
    expect(dialog().getAllByText('Hostels in Pune').length).toBeGreaterThan(0);

    fireEvent.click(dialog().getByRole('button', { name: 'Add slide' }));
    expect(await screen.findByText('Slide created')).toBeTruthy();
    expect(api.writes()[1]).toEqual({
      method: 'POST',
      path: '/admin/content/slides',
      body: { title: 'Hostels in Pune', image: 'c-abc.webp', position: 1, active: true },
    });
    expect(await screen.findByRole('listitem', { name: 'Hostels in Pune' })).toBeTruthy();
  });

  it('a refused file says why under the picture and nothing is saved', async () => {
    const api = fakeContentApi({
      'GET /admin/content/slides?page=1': listOf([slide]),
      'POST /admin/content/images': invalid(
        'image',
        'This file is not a picture. Choose a JPEG, PNG, WebP, GIF or AVIF file',
      ),
    });
    renderContent('/admin/content/slides');
    await screen.findByRole('listitem', { name: slide.title });
    fireEvent.click(screen.getByRole('button', { name: 'Add slide' }));
    fireEvent.change(dialog().getByLabelText('Picture file'), { target: { files: [picture()] } });
    expect(
      await dialog().findByText('This file is not a picture. Choose a JPEG, PNG, WebP, GIF or AVIF file'),
    ).toBeTruthy();
    expect(api.writes().map((call) => call.path)).toEqual(['/admin/content/images']);
  });

  it('edits a title and position; a 422 shows under the field', async () => {
    const api = fakeContentApi({
      'GET /admin/content/slides?page=1': listOf([slide]),
      'PUT /admin/content/slides/5': invalid('title', 'Keep the title under 200 characters'),
    });
    renderContent('/admin/content/slides', true);
    const row = within(await screen.findByRole('listitem', { name: slide.title }));
    fireEvent.click(row.getByRole('button', { name: 'Edit' }));
    fireEvent.change(dialog().getByLabelText(/^Title/), { target: { value: 'A much longer title' } });
    fireEvent.change(dialog().getByLabelText(/^Position/), { target: { value: '4' } });
    fireEvent.click(dialog().getByRole('button', { name: 'Save' }));
    const title = dialog().getByLabelText(/^Title/) as HTMLInputElement;
    await waitFor(() => expect(messageUnder(title)).toBe('Keep the title under 200 characters'));
    expect(title.value).toBe('A much longer title');
    expect(api.writes()).toEqual([
      {
        method: 'PUT',
        path: '/admin/content/slides/5',
        body: { title: 'A much longer title', position: 4 },
      },
    ]);
  });
});
