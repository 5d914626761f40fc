import { boundaryHandler, failedLoad, installErrorReporting } from './errors';

function chunkLoadError() {
  const error = new Error('Loading chunk 812 failed.\n(missing: http://localhost:3005/812.1a2b3c4d.js)');
  error.name = 'ChunkLoadError';
  return error;
}

describe('installErrorReporting', () => {
  it('reports uncaught errors and unhandled rejections; a missing chunk takes the chunk path', () => {
    const report = jest.fn();
    const reload = jest.fn(() => true);
    const uninstall = installErrorReporting(report, reload);
    try {
      const thrown = new TypeError('x is undefined');
      window.dispatchEvent(new ErrorEvent('error', { error: thrown, message: thrown.message }));
      const rejection = Object.assign(new Event('unhandledrejection'), { reason: new Error('API down') });
      window.dispatchEvent(rejection);
      const chunk = Object.assign(new Event('unhandledrejection'), { reason: chunkLoadError() });
      window.dispatchEvent(chunk);
      // Another origin's script: no details, nothing worth a report.
      window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
      expect(report.mock.calls.map(([kind, error]) => [kind, (error as Error).message])).toEqual([
        ['error', 'x is undefined'],
        ['rejection', 'API down'],
        ['chunk', chunkLoadError().message],
      ]);
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      uninstall();
    }
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('after') }));
    expect(report).toHaveBeenCalledTimes(3);
  });
});

describe('boundaryHandler and failedLoad', () => {
  it("reports a section's error as boundary, and reloads only for a missing chunk", () => {
    const report = jest.fn();
    const reload = jest.fn(() => false);
    const handle = boundaryHandler(report, reload);
    handle(new Error('render failed'));
    handle(chunkLoadError());
    expect(report.mock.calls.map(([kind]) => kind)).toEqual(['boundary', 'chunk']);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("passes a remote load's failure on after the chunk path", async () => {
    const report = jest.fn();
    const reload = jest.fn(() => false);
    const error = chunkLoadError();
    await expect(Promise.reject(error).catch(failedLoad(report, reload))).rejects.toBe(error);
    expect(report).toHaveBeenCalledWith('chunk', error);
    const down = new Error('[ Federation Runtime ]: RUNTIME-008');
    await expect(Promise.reject(down).catch(failedLoad(report, reload))).rejects.toBe(down);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
