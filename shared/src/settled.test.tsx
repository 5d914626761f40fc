import { act, render, screen } from '@testing-library/react';
import { LOADING_GIVE_UP_MS, QUIET_MS, useSettled, whenSettled } from './settled';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
});

describe('whenSettled', () => {
  it('runs once the loaded page has been quiet for a while, not before', () => {
    const then = jest.fn();
    whenSettled(then);
    jest.advanceTimersByTime(QUIET_MS - 10);
    expect(then).not.toHaveBeenCalled();
    jest.advanceTimersByTime(200);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('waits while the page shows a loading frame (aria-busy), then runs after its quiet wait', () => {
    const busy = document.createElement('div');
    busy.setAttribute('aria-busy', 'true');
    document.body.append(busy);
    const then = jest.fn();
    whenSettled(then);
    jest.advanceTimersByTime(3000);
    expect(then).not.toHaveBeenCalled();
    busy.setAttribute('aria-busy', 'false');
    jest.advanceTimersByTime(QUIET_MS * 3);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('gives a loading frame that never ends up after a while', () => {
    const busy = document.createElement('div');
    busy.setAttribute('aria-busy', 'true');
    document.body.append(busy);
    const then = jest.fn();
    whenSettled(then);
    jest.advanceTimersByTime(LOADING_GIVE_UP_MS - 500);
    expect(then).not.toHaveBeenCalled();
    jest.advanceTimersByTime(QUIET_MS * 3 + 500);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled', () => {
    const then = jest.fn();
    const cancel = whenSettled(then);
    cancel();
    jest.advanceTimersByTime(LOADING_GIVE_UP_MS * 2);
    expect(then).not.toHaveBeenCalled();
  });
});

function Probe() {
  return <p>{useSettled() ? 'settled' : 'starting'}</p>;
}

describe('useSettled', () => {
  it('is false while the page starts and true once it has settled', () => {
    render(<Probe />);
    expect(screen.getByText('starting')).toBeTruthy();
    act(() => {
      jest.advanceTimersByTime(QUIET_MS * 3);
    });
    expect(screen.getByText('settled')).toBeTruthy();
  });
});
