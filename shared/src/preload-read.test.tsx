import { act, render, screen, waitFor } from '@testing-library/react';
import useSWR from 'swr';
import { preloadRead, servedFresh } from './preload-read';

interface Answer {
  name: string;
}

/** A page reading `key` as the app's pages do (swr's own cache, as in the app), counting its renders. */
function Page({
  path,
  fetcher,
  renders,
}: {
  path: string;
  fetcher: () => Promise<Answer>;
  renders: string[];
}) {
  const { data, isLoading } = useSWR<Answer>(path, fetcher, { revalidateIfStale: !servedFresh(path) });
  const shown = isLoading || !data ? 'Loading' : data.name;
  renders.push(shown);
  return <p>{shown}</p>;
}

afterEach(() => {
  delete window.__baseraBoot;
  jest.restoreAllMocks();
});

describe('preloadRead', () => {
  it('puts the answer the server wrote into the page in the cache at once: one render, no request', async () => {
    const answer = { name: 'Sunrise PG' };
    window.__baseraBoot = { data: { '/served-1': Promise.resolve(answer) }, served: { '/served-1': answer } };
    const read = jest.fn(async () => ({ name: 'from the API' }));
    void preloadRead('/served-1', '/served-1', read);
    expect(servedFresh('/served-1')).toBe(true);

    const renders: string[] = [];
    const fetcher = jest.fn(async () => ({ name: 'asked again' }));
    await act(async () => {
      render(<Page path="/served-1" fetcher={fetcher} renders={renders} />);
    });
    expect(screen.getByText('Sunrise PG')).toBeTruthy();
    // No loading render before it, and no second render when a promise or a revalidation ended.
    expect(renders).toEqual(['Sunrise PG']);
    expect(read).not.toHaveBeenCalled();
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('without a written answer, starts the read with what index.html asked for: the page loads, then shows it', async () => {
    const answer = { name: 'Green Hostel' };
    window.__baseraBoot = { data: { '/served-2': Promise.resolve(answer) } };
    const read = jest.fn(async () => ({ name: 'from the API' }));
    void preloadRead('/served-2', '/served-2', read);
    expect(servedFresh('/served-2')).toBe(false);

    const renders: string[] = [];
    render(<Page path="/served-2" fetcher={read} renders={renders} />);
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByText('Green Hostel')).toBeTruthy();
    expect(read).not.toHaveBeenCalled();
  });

  it('asks the API again on a later visit: a written answer stays fresh for five seconds only', async () => {
    const answer = { name: 'Old answer' };
    window.__baseraBoot = { data: { '/served-3': Promise.resolve(answer) }, served: { '/served-3': answer } };
    void preloadRead('/served-3', '/served-3', jest.fn());
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + 5_001);
    expect(servedFresh('/served-3')).toBe(false);

    const fetcher = jest.fn(async () => ({ name: 'New answer' }));
    render(<Page path="/served-3" fetcher={fetcher} renders={[]} />);
    await waitFor(() => expect(screen.getByText('New answer')).toBeTruthy());
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('uses a written answer once: a second preload of the same read asks for it', async () => {
    const answer = { name: 'Once' };
    window.__baseraBoot = {
      data: { '/served-4?a=1&b=2': Promise.resolve(answer) },
      served: { '/served-4?a=1&b=2': answer },
    };
    // Its query keys in another order are the same read.
    await expect(preloadRead('/served-4', '/served-4?b=2&a=1', jest.fn())).resolves.toEqual(answer);
    const read = jest.fn(async () => ({ name: 'again' }));
    await expect(preloadRead('/served-4b', '/served-4?a=1&b=2', read)).resolves.toEqual({ name: 'again' });
    expect(read).toHaveBeenCalledTimes(1);
  });
});
