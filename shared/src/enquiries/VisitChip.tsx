import { VISIT_STATE_LABELS, type VisitState } from '@basera/shared/rules';
import { Chip } from '@basera/shared/ui-more';
import { VISIT_STATE_COLORS } from './format';

/** A visit's state as a coloured chip ("Visit confirmed"), in a thread and in the lists. */
export function VisitChip({ state }: { state: VisitState }) {
  const { color, ink } = VISIT_STATE_COLORS[state];
  return (
    <Chip
      component="span"
      size="small"
      variant="outlined"
      color={color}
      label={VISIT_STATE_LABELS[state]}
      data-testid="visit-state"
      sx={{ color: ink, borderColor: ink, fontWeight: 600 }}
    />
  );
}
