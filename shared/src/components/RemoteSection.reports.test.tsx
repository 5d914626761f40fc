import { render, screen } from '@testing-library/react';
import { setBoundaryErrorHandler } from '../client-errors';
import { RemoteSection, setRemoteLoader, UNAVAILABLE_TEXT } from './RemoteSection';

function Broken(): never {
  throw new TypeError("Cannot read properties of undefined (reading 'photos')");
}

describe("RemoteSection's error boundary", () => {
  let consoleError: jest.SpyInstance;
  let consoleWarn: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    consoleWarn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    consoleError.mockRestore();
    consoleWarn.mockRestore();
  });

  it("hands what it caught to the page's handler: a failed load and a page that throws", async () => {
    const caught = jest.fn();
    setBoundaryErrorHandler(caught);
    const missing = Object.assign(new Error('Loading chunk 812 failed.'), { name: 'ChunkLoadError' });
    setRemoteLoader(
      jest
        .fn()
        .mockRejectedValueOnce(missing)
        .mockResolvedValueOnce(Broken as never),
    );

    const first = render(<RemoteSection module="mf_content/FaqPage" />);
    expect(await screen.findByText(UNAVAILABLE_TEXT)).toBeTruthy();
    expect(caught).toHaveBeenCalledWith(missing);
    first.unmount();

    render(<RemoteSection module="mf_content/FaqPage" />);
    expect(await screen.findByText(UNAVAILABLE_TEXT)).toBeTruthy();
    expect(caught).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'TypeError' }));
  });
});
