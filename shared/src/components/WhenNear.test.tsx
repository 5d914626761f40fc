import { act, render, screen } from '@testing-library/react';
import { WhenNear } from './WhenNear';

type Callback = (entries: { isIntersecting: boolean }[]) => void;

describe('WhenNear', () => {
  const original = globalThis.IntersectionObserver;
  let notify: Callback = () => undefined;
  const disconnect = jest.fn();

  beforeEach(() => {
    disconnect.mockReset();
    globalThis.IntersectionObserver = jest.fn((callback: Callback) => {
      notify = callback;
      return { observe: jest.fn(), disconnect };
    }) as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    globalThis.IntersectionObserver = original;
  });

  it('keeps a box of the section height until the section nears the screen, then renders it', () => {
    const { container } = render(
      <WhenNear height={640}>
        <p>Most Recent Listing</p>
      </WhenNear>,
    );
    expect(screen.queryByText('Most Recent Listing')).toBeNull();
    expect(getComputedStyle(container.firstElementChild as Element).height).toBe('640px');

    act(() => notify([{ isIntersecting: false }]));
    expect(screen.queryByText('Most Recent Listing')).toBeNull();

    act(() => notify([{ isIntersecting: true }]));
    expect(screen.queryByText('Most Recent Listing')).not.toBeNull();
    expect(disconnect).toHaveBeenCalled();
  });

  it('renders at once where the browser cannot observe', () => {
    globalThis.IntersectionObserver = undefined as unknown as typeof IntersectionObserver;
    render(
      <WhenNear height={640}>
        <p>What People Say</p>
      </WhenNear>,
    );
    expect(screen.queryByText('What People Say')).not.toBeNull();
  });
});
