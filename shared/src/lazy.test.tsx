import { act, fireEvent, render, screen } from '@testing-library/react';
import { type ComponentType, Suspense } from 'react';
import { ChunkBoundary, lazyWithRetry, loadOnce } from './lazy';

let online = true;
beforeEach(() => {
  online = true;
  jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const setNetwork = (up: boolean) =>
  act(() => {
    online = up;
    window.dispatchEvent(new Event(up ? 'online' : 'offline'));
  });

const Slider: ComponentType = () => <p>Budget slider</p>;
const chunkFailed = () => Promise.reject(new Error('Loading chunk 203 failed.'));

/** A form whose lazy part is under its own boundary: what was typed must survive that part failing. */
function Page({ Part }: { Part: ComponentType }) {
  return (
    <form>
      <input aria-label="Name" />
      <ChunkBoundary
        fallback={(retry) => (
          <button type="button" onClick={retry}>
            Retry part
          </button>
        )}
      >
        <Suspense fallback={<p>Loading part</p>}>
          <Part />
        </Suspense>
      </ChunkBoundary>
    </form>
  );
}

describe('lazyWithRetry', () => {
  it('offline, waits for the network and then shows the part; the form keeps what was typed', async () => {
    const load = jest.fn().mockImplementationOnce(chunkFailed).mockResolvedValue({ default: Slider });
    const Part = lazyWithRetry(load);
    setNetwork(false);
    render(<Page Part={Part} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Lotus PG' } });
    expect(await screen.findByText('Loading part')).toBeTruthy();

    setNetwork(true);
    expect(await screen.findByText('Budget slider')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Lotus PG');
  });

  it('online, a failed download shows the boundary (not a blank page), and Retry downloads again', async () => {
    const load = jest.fn().mockImplementationOnce(chunkFailed).mockResolvedValue({ default: Slider });
    const Part = lazyWithRetry(load);
    render(<Page Part={Part} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Lotus PG' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Retry part' }));
    expect(await screen.findByText('Budget slider')).toBeTruthy();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Lotus PG');
  });
});

describe('ChunkBoundary', () => {
  it('shows its fallback for a part that keeps failing, downloading it once per retry', async () => {
    const load = jest.fn().mockImplementation(chunkFailed);
    const Part = lazyWithRetry(load);
    render(<Page Part={Part} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Retry part' }));
    expect(await screen.findByRole('button', { name: 'Retry part' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('renders the part again by itself when the network comes back', async () => {
    const load = jest.fn().mockImplementationOnce(chunkFailed).mockResolvedValue({ default: Slider });
    const Part = lazyWithRetry(load);
    render(<Page Part={Part} />);
    // The download failed before the browser noticed the network was gone.
    expect(await screen.findByRole('button', { name: 'Retry part' })).toBeTruthy();
    setNetwork(false);
    setNetwork(true);
    expect(await screen.findByText('Budget slider')).toBeTruthy();
  });
});

describe('loadOnce', () => {
  it('downloads once for every caller, and again after a failure', async () => {
    let calls = 0;
    let fail = true;
    const load = loadOnce(async () => {
      calls += 1;
      if (fail) throw new Error('offline');
      return calls;
    });
    await expect(load()).rejects.toThrow('offline');
    fail = false;
    const [first, second] = await Promise.all([load(), load()]);
    expect([first, second]).toEqual([2, 2]);
    await expect(load()).resolves.toBe(2);
    expect(calls).toBe(2);
  });
});
