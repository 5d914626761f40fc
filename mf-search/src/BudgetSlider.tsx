import { Slider } from '@basera/shared/ui-extra';
import { useEffect, useState } from 'react';
import { BUDGET, budgetAmount } from './search-state';

export interface BudgetSliderProps {
  /** The budget in the URL: [min, max], the ends when unset. */
  value: [number, number];
  /** While a thumb moves: the readout follows it. */
  onMove: (value: [number, number]) => void;
  /** When a thumb is let go (or a key pressed): the one moment the search changes. */
  onCommit: (value: [number, number]) => void;
}

/**
 * The budget's two-thumb slider. Its own module (with MUI's Slider, from `@basera/shared/ui-extra`): the results
 * page loads it with the filters panel, so a phone's first screen carries neither.
 */
export default function BudgetSlider({ value, onMove, onCommit }: BudgetSliderProps) {
  // Dragging stays local: one search when the thumb is let go, not one per step.
  const [moving, setMoving] = useState(value);
  const [low, high] = value;
  useEffect(() => setMoving([low, high]), [low, high]);
  return (
    <Slider
      value={moving}
      min={BUDGET.min}
      max={BUDGET.max}
      step={BUDGET.step}
      shiftStep={BUDGET.step * 10}
      disableSwap
      size="small"
      getAriaLabel={(index) => (index === 0 ? 'Minimum budget' : 'Maximum budget')}
      getAriaValueText={budgetAmount}
      onChange={(_event, next) => {
        const pair = next as [number, number];
        setMoving(pair);
        onMove(pair);
      }}
      onChangeCommitted={(_event, next) => onCommit(next as [number, number])}
      sx={{ mx: 1, width: 'calc(100% - 16px)' }}
    />
  );
}
