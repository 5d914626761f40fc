import { reorder } from './useOrderedActions';

const item = (id: number, position: number) => ({ id, position, question: '', answer: '', active: true });

describe('reorder', () => {
  it('swaps two distinct positions', () => {
    expect(reorder([item(1, 10), item(2, 20), item(3, 30)], 2, -1)).toEqual([
      [3, 20],
      [2, 30],
    ]);
  });
  it('numbers the page afresh when the two share a position, sending only the changed ones', () => {
    expect(reorder([item(1, 0), item(2, 0), item(3, 0)], 0, 1)).toEqual([
      [1, 1],
      [3, 2],
    ]);
  });
  it('moves nothing past either end', () => {
    expect(reorder([item(1, 0), item(2, 1)], 0, -1)).toEqual([]);
    expect(reorder([item(1, 0), item(2, 1)], 1, 1)).toEqual([]);
  });
});
