import { fireEvent, render, screen } from '@testing-library/react';
import { FeatureDialog } from './FeatureDialog';

describe('FeatureDialog', () => {
  it('stays open when the page scrolls by itself, and closes when the visitor scrolls it', () => {
    const onClose = jest.fn();
    render(<FeatureDialog title="Amenities" features={[]} open onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Amenities' })).toBeTruthy();
    // Content arriving above the screen moves the page (scroll anchoring): no gesture, no close.
    fireEvent.scroll(window);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.wheel(window);
    fireEvent.scroll(window);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on a swipe that scrolls the page on a phone', () => {
    const onClose = jest.fn();
    render(<FeatureDialog title="Facilities" features={[]} open onClose={onClose} />);
    fireEvent.touchMove(window);
    fireEvent.scroll(window);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
