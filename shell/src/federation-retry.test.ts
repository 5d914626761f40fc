import { forgetFailedShare } from './federation-retry';

describe('forgetFailedShare', () => {
  it('drops the failed download of a shared module, so its next use downloads again', () => {
    const failed = Promise.reject(new Error('Loading chunk 203 failed.'));
    failed.catch(() => undefined);
    const failedShare = { loading: failed as Promise<unknown> | null, loaded: false, lib: null };
    const ready = { loaded: true, lib: () => ({}), loading: Promise.resolve() };
    const scopes = { default: { 'react-hook-form': { '7.92.0': failedShare }, react: { '19.0.0': ready } } };

    forgetFailedShare('react-hook-form', scopes);
    forgetFailedShare('react', scopes);

    expect(failedShare.loading).toBeNull();
    // A module that has arrived keeps what it has.
    expect(ready.loading).toBeInstanceOf(Promise);
  });

  it('ignores a module no scope has', () => {
    expect(() => forgetFailedShare('swiper', { default: {} })).not.toThrow();
  });
});
