import { Slider } from '@basera/shared/ui-extra';
import { BUDGET, budgetAmount } from './search-state';

export interface BudgetSliderProps {
  /** What the thumbs show: the budget in the URL, or where a thumb is being moved to. */
  value: [number, number];
  /** While a thumb moves. */
  onMove: (value: [number, number]) => void;
  /** When a thumb is let go (or a key pressed): the one moment the search changes. */
  onCommit: (value: [number, number]) => void;
}

/**
 * The budget's two-thumb slider. Its own module (with MUI's Slider, from `@basera/shared/ui-extra`): the results
 * page loads it with the filters panel, so a phone's first screen carries neither.
 */
export default function BudgetSlider({ value, onMove, onCommit }: BudgetSliderProps) {
  return (
    <Slider
      value={value}
      min={BUDGET.min}
      max={BUDGET.max}
      step={BUDGET.step}
      shiftStep={BUDGET.step * 10}
      disableSwap
      size="small"
      getAriaLabel={(index) => (index === 0 ? 'Minimum budget' : 'Maximum budget')}
      getAriaValueText={budgetAmount}
      onChange={(_event, next) => onMove(next as [number, number])}
      onChangeCommitted={(_event, next) => onCommit(next as [number, number])}
      sx={{ mx: 1, width: 'calc(100% - 16px)' }}
    />
  );
}
