import { LISTING_MESSAGES as M } from '@basera/shared/rules';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ownListing, savedAnswer } from './fixtures';
import { moved } from './PhotoManager';
import { choose, openWizard, save, sent } from './test-support';

jest.setTimeout(30_000);

/** A fake XMLHttpRequest: records each upload; the test makes it progress and answer. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  progress(loaded: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total: 100 });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const catalogs = {
  '/amenities-facilities': () => [
    200,
    {
      status: true,
      data: {
        amenities: [
          { id: 1, name: 'Wi-Fi', icon: 'wifi' },
          { id: 2, name: 'Power Backup', icon: 'power' },
        ],
        facilities: [{ id: 7, name: 'CCTV', icon: 'cctv' }],
      },
    },
  ],
} as const satisfies Record<string, () => [number, unknown]>;

const photo = (id: number) => ({ id, file_name: `p${id}-1280.webp` });
const photos = (list: Array<{ id: number; file_name: string }>) =>
  [200, { status: true, data: list, photoPath: 'http://api/storage/properties/' }] as [number, unknown];
const image = (name: string, type = 'image/jpeg', size = 1000) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
const listing = ownListing({ wizard_step: 4 });

beforeEach(() => {
  FakeXhr.sent = [];
  (globalThis as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
  URL.createObjectURL = jest.fn((file: File) => `blob:${file.name}`);
  URL.revokeObjectURL = jest.fn();
});

async function openStep5(routes: Parameters<typeof openWizard>[1]) {
  const api = openWizard('/user/pg/12', { ...catalogs, ...routes }, listing);
  await screen.findByRole('heading', { name: 'Facilities & Amenities', level: 2 });
  await screen.findByRole('checkbox', { name: 'Wi-Fi' });
  return api;
}

const pickFiles = (files: File[]) =>
  fireEvent.change(screen.getByLabelText('Add photos'), { target: { files } });

describe('step 5, facilities, amenities and photos', () => {
  it('needs a photo before saving, then saves the chosen ids and opens Other Details', async () => {
    let list = [] as Array<{ id: number; file_name: string }>;
    const api = await openStep5({
      '/property-photos/12': () => photos(list),
      '/add-property-features': () => savedAnswer({ ...listing, wizard_step: 5 }),
    });
    choose('Amenities', 'Power Backup');
    choose('Amenities', 'Wi-Fi');
    choose('Facilities', 'CCTV');
    await screen.findByText(/No photos yet/);
    save();
    expect(await screen.findByText(M.photoRequired)).toBeTruthy();
    expect(sent(api, '/add-property-features')).toBeUndefined();

    list = [photo(5)];
    pickFiles([image('front.jpg')]);
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() =>
      FakeXhr.sent[0]?.answer(200, { status: true, data: list, photoPath: 'http://api/storage/properties/' }),
    );
    expect(await screen.findByRole('img', { name: 'Main photo' })).toBeTruthy();
    save();
    await screen.findByRole('heading', { name: 'Other Details', level: 2 });
    // In the catalog's order, whatever the order of the clicks.
    expect(sent(api, '/add-property-features')).toEqual({ id: 12, amenities: [1, 2], facilities: [7] });
  });

  it('shows a server 422 on photos under the photo manager', async () => {
    await openStep5({
      '/property-photos/12': () => photos([photo(5)]),
      '/add-property-features': () => [
        422,
        { status: false, message: 'Invalid', errors: { photos: [M.photoRequired] } },
      ],
    });
    await screen.findByRole('img', { name: 'Main photo' });
    save();
    expect(await screen.findByText(M.photoRequired)).toBeTruthy();
  });

  it('uploads two picked photos, each with its own progress and preview, with the bearer token', async () => {
    await openStep5({ '/property-photos/12': () => photos([]) });
    await screen.findByText(/No photos yet/);
    pickFiles([image('room.jpg'), image('kitchen.png', 'image/png')]);
    // Both show a preview at once; the first uploads, the second waits its turn.
    expect(await screen.findByRole('img', { name: 'Preview of room.jpg' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Preview of kitchen.png' })).toBeTruthy();
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const first = FakeXhr.sent[0]!;
    expect(first.method).toBe('POST');
    expect(first.url).toBe('http://localhost:4000/api/property-photos/12');
    expect(first.headers.Authorization).toBe('Bearer tok');
    expect((first.body?.get('photos') as File | undefined)?.name).toBe('room.jpg');
    act(() => first.progress(40));
    expect(await screen.findByText('40%')).toBeTruthy();
    expect(screen.getByText('Waiting...')).toBeTruthy();
    act(() =>
      first.answer(200, { status: true, data: [photo(5)], photoPath: 'http://api/storage/properties/' }),
    );
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect((FakeXhr.sent[1]?.body?.get('photos') as File | undefined)?.name).toBe('kitchen.png');
    act(() =>
      FakeXhr.sent[1]?.answer(200, {
        status: true,
        data: [photo(5), photo(6)],
        photoPath: 'http://api/storage/properties/',
      }),
    );
    const list = screen.getByRole('list', { name: 'Photos' });
    await waitFor(() => expect(within(list).getAllByRole('img')).toHaveLength(2));
    expect(within(list).getByRole('img', { name: 'Main photo' }).getAttribute('src')).toBe(
      'http://api/storage/properties/p5-320.webp',
    );
    expect(screen.getByText('Main photo', { selector: '.MuiChip-label' })).toBeTruthy();
  });

  it('refuses a file that is not an image, or too large, before any upload', async () => {
    await openStep5({ '/property-photos/12': () => photos([]) });
    pickFiles([image('notes.pdf', 'application/pdf'), image('huge.jpg', 'image/jpeg', 11 * 1024 * 1024)]);
    expect(await screen.findByText(M.photoNotImage('notes.pdf'))).toBeTruthy();
    expect(screen.getByText(M.photoTooLarge('huge.jpg'))).toBeTruthy();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('reorders by the buttons (earlier, later, make main) and sends the new order', async () => {
    const api = await openStep5({
      '/property-photos/12': () => photos([photo(5), photo(6), photo(7)]),
      '/property-photos/12/order': (body) => photos((body.photo_ids as number[]).map((id) => photo(id))),
    });
    await screen.findByRole('img', { name: 'Main photo' });
    fireEvent.click(screen.getByRole('button', { name: 'Make photo 3 the main photo' }));
    await waitFor(() => expect(sent(api, '/property-photos/12/order')).toEqual({ photo_ids: [7, 5, 6] }));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Main photo' }).getAttribute('src')).toContain('p7-320.webp'),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move photo 1 later' }).hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Move photo 1 later' }));
    await waitFor(() => expect(sent(api, '/property-photos/12/order')).toEqual({ photo_ids: [5, 7, 6] }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move photo 3 earlier' }).hasAttribute('disabled')).toBe(
        false,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Move photo 3 earlier' }));
    await waitFor(() => expect(sent(api, '/property-photos/12/order')).toEqual({ photo_ids: [5, 6, 7] }));
  });

  it('reorders by drag and drop', async () => {
    const api = await openStep5({
      '/property-photos/12': () => photos([photo(5), photo(6)]),
      '/property-photos/12/order': (body) => photos((body.photo_ids as number[]).map((id) => photo(id))),
    });
    await screen.findByRole('img', { name: 'Main photo' });
    const items = within(screen.getByRole('list', { name: 'Photos' })).getAllByRole('listitem');
    fireEvent.dragStart(items[1]!, { dataTransfer: { effectAllowed: '' } });
    fireEvent.dragOver(items[0]!);
    fireEvent.drop(items[0]!);
    await waitFor(() => expect(sent(api, '/property-photos/12/order')).toEqual({ photo_ids: [6, 5] }));
  });

  it('deletes a photo after a confirmation', async () => {
    let deleted = false;
    await openStep5({
      '/property-photos/12': () => photos([photo(5), photo(6)]),
      '/property-photos/12/6': () => {
        deleted = true;
        return photos([photo(5)]);
      },
    });
    await screen.findByRole('img', { name: 'Photo 2' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete photo 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this photo?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toBe(true));
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Photo 2' })).toBeNull());
  });

  it('moves an item of a list', () => {
    expect(moved([1, 2, 3], 2, 0)).toEqual([3, 1, 2]);
    expect(moved([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
  });
});
