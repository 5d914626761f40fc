import { act, render, screen } from '@testing-library/react';
import { useProgressiveCount } from './progressive';

function List({ items, resetKey }: { items: string[]; resetKey?: unknown }) {
  const shown = useProgressiveCount(items.length, 2, resetKey);
  return (
    <ul>
      {items.slice(0, shown).map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

const ITEMS = ['a', 'b', 'c', 'd', 'e'];
const shownItems = () => screen.queryAllByRole('listitem').map((item) => item.textContent);

describe('useProgressiveCount', () => {
  afterEach(() => {
    delete (window as Partial<Window>).requestIdleCallback;
    delete (window as Partial<Window>).cancelIdleCallback;
  });

  it('renders everything at once where the browser cannot say when it is idle', () => {
    render(<List items={ITEMS} />);
    expect(shownItems()).toEqual(ITEMS);
  });

  it('renders the first items at once and one more each time the browser is idle, again from the start on a new key', () => {
    const idle: Array<() => void> = [];
    window.requestIdleCallback = ((callback: () => void) => idle.push(callback)) as never;
    window.cancelIdleCallback = (() => undefined) as never;
    const runIdle = () => act(() => idle.splice(0).forEach((callback) => callback()));

    const { rerender } = render(<List items={ITEMS} resetKey={1} />);
    expect(shownItems()).toEqual(['a', 'b']);
    runIdle();
    expect(shownItems()).toEqual(['a', 'b', 'c']);
    runIdle();
    runIdle();
    expect(shownItems()).toEqual(ITEMS);
    // Nothing more to do once all are there.
    runIdle();
    expect(idle).toHaveLength(0);

    rerender(<List items={['v', 'w', 'x']} resetKey={2} />);
    expect(shownItems()).toEqual(['v', 'w']);
    runIdle();
    expect(shownItems()).toEqual(['v', 'w', 'x']);
  });
});
