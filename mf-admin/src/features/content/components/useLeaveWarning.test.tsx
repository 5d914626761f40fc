import { renderHook } from '@testing-library/react';
import { useLeaveWarning } from './useLeaveWarning';

const leave = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('useLeaveWarning', () => {
  it('asks before leaving only while something is unsaved', () => {
    const { rerender, unmount } = renderHook(({ dirty }) => useLeaveWarning(dirty), {
      initialProps: { dirty: false },
    });
    expect(leave()).toBe(false);
    rerender({ dirty: true });
    expect(leave()).toBe(true);
    rerender({ dirty: false });
    expect(leave()).toBe(false);
    rerender({ dirty: true });
    unmount();
    expect(leave()).toBe(false);
  });
});
