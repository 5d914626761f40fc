import { act, render, screen, waitFor } from '@testing-library/react';
import { OFFLINE_BANNER_TEXT, OfflineBanner, RETRYING_TEXT } from './components/OfflineBanner';
import { onReconnect, retryWhenOnline } from './online';

let online = true;
beforeEach(() => {
  online = true;
  jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => jest.restoreAllMocks());

const goOffline = () =>
  act(() => {
    online = false;
    window.dispatchEvent(new Event('offline'));
  });
const goOnline = () =>
  act(() => {
    online = true;
    window.dispatchEvent(new Event('online'));
  });

describe('OfflineBanner', () => {
  it('says "You\'re offline" while offline, then "Retrying…" until what failed has loaded again', async () => {
    let finish: () => void = () => {};
    render(<OfflineBanner />);
    expect(screen.getByRole('status').textContent).toBe('');

    goOffline();
    expect(screen.getByRole('status').textContent).toBe(OFFLINE_BANNER_TEXT);
    onReconnect(() => new Promise<void>((resolve) => (finish = resolve)));

    goOnline();
    expect(screen.getByRole('status').textContent).toBe(RETRYING_TEXT);
    // Past the least time shown, it stays while the retry is still loading.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(screen.getByRole('status').textContent).toBe(RETRYING_TEXT);
    act(() => finish());
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(''));
  });

  it('shows "You\'re offline" again when the network drops during the retry', async () => {
    render(<OfflineBanner />);
    goOffline();
    goOnline();
    goOffline();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(screen.getByRole('status').textContent).toBe(OFFLINE_BANNER_TEXT);
    goOnline();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(''), { timeout: 3000 });
  });
});

describe('retryWhenOnline', () => {
  it('loads again when the network is back, instead of failing offline', async () => {
    const load = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk 203 failed.'))
      .mockResolvedValue('chunk');
    goOffline();
    const loaded = retryWhenOnline(load);
    const settled = jest.fn();
    loaded.then(settled, settled);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(1);

    goOnline();
    await expect(loaded).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('rejects at once when the load failed online (a server fault, not the network)', async () => {
    const load = jest.fn<Promise<string>, []>().mockRejectedValue(new Error('404'));
    await expect(retryWhenOnline(load)).rejects.toThrow('404');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
