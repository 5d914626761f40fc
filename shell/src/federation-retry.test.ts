import { forgetFailedShare } from './federation-retry';

describe('forgetFailedShare', () => {
  it('drops the failed download of a shared module, so its next use downloads again', () => {
    const failed = Promise.reject(new Error('Loading chunk 203 failed.'));
    failed.catch(() => undefined);
    const ready = { loaded: true, lib: () => ({}), loading: Promise.resolve() };
    const scopes: Record<string, Record<string, unknown>> = {
      default: {
        'react-hook-form': { '7.92.0': { loading: failed, loaded: false, lib: null } },
        react: { '19.0.0': ready },
      },
    };

    forgetFailedShare('react-hook-form', scopes);
    forgetFailedShare('react', scopes);

    expect(
      (scopes.default['react-hook-form'] as Record<string, { loading: unknown }>)['7.92.0'].loading,
    ).toBe(null);
    // A module that has arrived keeps what it has.
    expect((scopes.default.react as Record<string, unknown>)['19.0.0']).toBe(ready);
    expect(ready.loading).toBeInstanceOf(Promise);
  });

  it('ignores a module no scope has', () => {
    expect(() => forgetFailedShare('swiper', { default: {} })).not.toThrow();
  });
});
