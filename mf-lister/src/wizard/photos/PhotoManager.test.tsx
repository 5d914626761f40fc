import { LISTING_LIMITS, LISTING_MESSAGES as M } from '@basera/shared/rules';
import { mockApi, renderPage, signIn } from '@basera/shared/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { PhotoManager, photoProblem } from '../PhotoManager';
import { canResize, prepareForUpload } from './prepare';

// jsdom has no canvas: the resizing itself is tested in resize.test.ts; here it is replaced at its module
// boundary, and the test sees what the manager does with its answer.
jest.mock('./prepare', () => ({
  canResize: jest.fn(() => true),
  prepareForUpload: jest.fn(),
}));
const prepare = prepareForUpload as jest.MockedFunction<typeof prepareForUpload>;
const resizable = canResize as jest.MockedFunction<typeof canResize>;

jest.setTimeout(30_000);

const MB = 1024 * 1024;

/** A fake XMLHttpRequest: records each upload; the test makes it progress and answer. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open() {}
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

function picked(name: string, type: string, bytes: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}
const sentFile = (n: number) => FakeXhr.sent[n]?.body?.get('photos') as File | undefined;
const pick = (files: File[]) => fireEvent.change(screen.getByLabelText('Add photos'), { target: { files } });

beforeEach(() => {
  FakeXhr.sent = [];
  (globalThis as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
  URL.createObjectURL = jest.fn((file: File) => `blob:${file.name}`);
  URL.revokeObjectURL = jest.fn();
  prepare.mockReset();
  resizable.mockReturnValue(true);
});

async function openManager() {
  signIn('Lister');
  mockApi({
    '/property-photos/12': () => [
      200,
      { status: true, data: [], photoPath: 'http://api/storage/properties/' },
    ],
  });
  renderPage(<PhotoManager postId={12} />);
  await screen.findByText(/No photos yet/);
}

describe('photos are resized before they are uploaded', () => {
  it('shows "Resizing..." for a 12 MB phone photo, then uploads the resized JPEG with its progress', async () => {
    let resized: (file: File) => void = () => {};
    prepare.mockImplementation(() => new Promise((resolve) => (resized = resolve)));
    await openManager();
    const phone = picked('IMG_0001.jpg', 'image/jpeg', 12 * MB);
    pick([phone]);
    expect(await screen.findByText('Resizing...')).toBeTruthy();
    expect(prepare).toHaveBeenCalledWith(phone);
    expect(FakeXhr.sent).toHaveLength(0);

    const small = new File([new Uint8Array(2 * MB)], 'IMG_0001.jpg', { type: 'image/jpeg' });
    act(() => resized(small));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(sentFile(0)).toBe(small);
    act(() => FakeXhr.sent[0]?.upload.onprogress?.({ lengthComputable: true, loaded: 30, total: 100 }));
    expect(await screen.findByText('30%')).toBeTruthy();
    act(() =>
      FakeXhr.sent[0]?.answer(200, {
        status: true,
        data: [{ id: 5, file_name: 'p5-1280.webp' }],
        photoPath: 'http://api/storage/properties/',
      }),
    );
    expect(await screen.findByRole('img', { name: 'Main photo' })).toBeTruthy();
  });

  it('refuses a HEIC file with a message on how to send a JPEG, and uploads the others', async () => {
    prepare.mockImplementation(async (file) => file);
    await openManager();
    pick([picked('IMG_0002.HEIC', 'image/heic', 3 * MB), picked('room.jpg', 'image/jpeg', 300 * 1024)]);
    const message = await screen.findByText(/^HEIC photos cannot be uploaded/);
    expect(message.textContent).toContain('IMG_0002.HEIC');
    expect(message.textContent).toContain('Most Compatible');
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(sentFile(0)?.name).toBe('room.jpg');
    expect(prepare).toHaveBeenCalledTimes(1);
    // The picker does not ask for HEIC (an iPhone then sends a JPEG).
    expect(screen.getByLabelText('Add photos').getAttribute('accept')).not.toMatch(/heic/);
  });

  it('does not send a photo that is still over the limit after resizing', async () => {
    prepare.mockImplementation(async (file) => file);
    await openManager();
    pick([picked('odd.avif', 'image/avif', 12 * MB)]);
    expect(await screen.findByText(M.photoTooLarge('odd.avif'))).toBeTruthy();
    expect(FakeXhr.sent).toHaveLength(0);
  });
});

describe('which picked files are refused at once', () => {
  it('refuses HEIC by type or name, and a large file only where it cannot be resized', () => {
    expect(photoProblem(picked('a.heic', '', 1000), true)).toMatch(/^HEIC photos cannot be uploaded/);
    expect(photoProblem(picked('a.jpg', 'image/heif', 1000), true)).toMatch(
      /^HEIC photos cannot be uploaded/,
    );
    expect(photoProblem(picked('notes.pdf', 'application/pdf', 1000), true)).toBe(
      M.photoNotImage('notes.pdf'),
    );
    const big = picked('big.jpg', 'image/jpeg', LISTING_LIMITS.photoBytesMax + 1);
    expect(photoProblem(big, true)).toBeNull();
    expect(photoProblem(big, false)).toBe(M.photoTooLarge('big.jpg'));
    expect(photoProblem(picked('ok.png', 'image/png', 1000), false)).toBeNull();
  });
});
