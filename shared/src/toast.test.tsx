import { act, render, screen, waitFor } from '@testing-library/react';
import { HEADER_HEIGHT } from './layout';
import { AppProviders } from './providers';
import { toast } from './toast';

// The toast library loads with the page: toasts asked for before its host mounted wait for it, in order.
describe('toast', () => {
  it('shows the toasts asked for before the host mounted, without one dismissed meanwhile', async () => {
    const gone = toast.error('Could not save');
    toast.dismiss(gone);
    toast.success('Saved');
    render(
      <AppProviders>
        <p>page</p>
      </AppProviders>,
    );
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(screen.queryByText('Could not save')).toBeNull();
  });

  it('shows the next toasts at once, and dismisses them by their key', async () => {
    render(
      <AppProviders>
        <p>page</p>
      </AppProviders>,
    );
    let key: string | number = '';
    act(() => {
      key = toast.loading('Uploading photos...');
    });
    expect(await screen.findByText('Uploading photos...')).toBeTruthy();
    act(() => toast.dismiss(key));
    await waitFor(() => expect(screen.queryByText('Uploading photos...')).toBeNull(), { timeout: 3000 });
  });

  it('puts the toasts top right under the header, so the header’s Logout and account buttons stay free', async () => {
    render(
      <AppProviders>
        <p>page</p>
      </AppProviders>,
    );
    act(() => {
      toast.success('Login success');
    });
    const container = (await screen.findByText('Login success')).closest('.notistack-SnackbarContainer');
    expect(container).not.toBeNull();
    expect(getComputedStyle(container as Element).top).toBe(`${HEADER_HEIGHT + 6}px`);
  });
});
