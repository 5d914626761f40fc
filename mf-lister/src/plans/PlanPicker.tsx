import { rupees, type SubscriptionPlan } from '@basera/shared';
import { PLAN_MESSAGES } from '@basera/shared/rules';
import { Box, Skeleton, Typography } from '@basera/shared/ui';
import { Radio, RadioGroup } from '@basera/shared/ui-more';
import Check from '@mui/icons-material/Check';
import { useId } from 'react';
import { isFree, planAdds, planLabel } from './rules';

export interface PlanPickerProps {
  /** Basic first (see orderPlans). */
  plans: SubscriptionPlan[];
  chosen: SubscriptionPlan | null;
  onChoose: (plan: SubscriptionPlan) => void;
  isLoading?: boolean;
  /**
   * 'grid' (step 7): Basic across the top, the paid plans side by side as the width allows;
   * 'list' (a dialog): one card under the other.
   */
  layout?: 'grid' | 'list';
}

/**
 * The plans as radio cards, under the promise that listing is free: Basic first, then each paid plan with what
 * it adds in plain words. The whole card is the radio's label; the radio's name is short ("Basic, free").
 */
export function PlanPicker({ plans, chosen, onChoose, isLoading = false, layout = 'grid' }: PlanPickerProps) {
  const id = useId();
  const grid = layout === 'grid';
  return (
    <Box>
      <Typography sx={{ mb: 2 }}>{PLAN_MESSAGES.freeIntro}</Typography>
      <RadioGroup
        aria-label="Plans"
        name={`plans-${id}`}
        value={chosen ? String(chosen.id) : ''}
        onChange={(event) => {
          const plan = plans.find((item) => String(item.id) === event.target.value);
          if (plan) onChoose(plan);
        }}
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: grid
            ? { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }
            : 'minmax(0, 1fr)',
        }}
      >
        {isLoading
          ? [1, 2, 3].map((key) => (
              <Skeleton
                key={key}
                variant="rounded"
                height={grid && key > 1 ? 150 : 96}
                sx={grid && key === 1 ? { gridColumn: '1 / -1' } : undefined}
              />
            ))
          : plans.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                selected={plan.id === chosen?.id}
                detailsId={`${id}-plan-${plan.id}`}
                wide={grid && isFree(plan)}
              />
            ))}
      </RadioGroup>
    </Box>
  );
}

function PlanCard({
  plan,
  selected,
  detailsId,
  wide,
}: {
  plan: SubscriptionPlan;
  selected: boolean;
  detailsId: string;
  /** Basic on step 7 spans the row: the free choice stands on its own above the paid ones. */
  wide: boolean;
}) {
  const free = isFree(plan);
  const adds = planAdds(plan);
  return (
    <Box
      component="label"
      sx={{
        gridColumn: wide ? '1 / -1' : undefined,
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1,
        p: 1.5,
        pl: 0.5,
        border: selected ? 2 : 1,
        // The border grows by a pixel when chosen: the padding gives it back, so nothing moves.
        m: selected ? 0 : '1px',
        borderColor: selected ? 'primary.main' : 'divider',
        borderRadius: 1,
        bgcolor: selected ? 'action.selected' : 'background.paper',
        cursor: 'pointer',
        '&:hover': { borderColor: 'primary.main' },
      }}
    >
      <Radio
        value={String(plan.id)}
        slotProps={{ input: { 'aria-label': planLabel(plan), 'aria-describedby': detailsId } }}
        sx={{ p: 0.75, mt: -0.5 }}
      />
      <Box id={detailsId} sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, alignItems: 'baseline' }}>
          <Typography component="span" sx={{ fontWeight: 700, flex: 1, minWidth: 'min(100%, 9rem)' }}>
            {plan.name}
          </Typography>
          <Typography
            component="span"
            sx={{ fontWeight: 700, color: free ? 'success.dark' : 'primary.main', whiteSpace: 'nowrap' }}
          >
            {free ? 'Free' : `Rs. ${rupees(plan.price)}`}
          </Typography>
        </Box>
        {adds.length > 0 && (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5 }}>
            {adds.map((line) => (
              <Typography
                key={line}
                component="li"
                variant="body2"
                sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start', fontWeight: 500 }}
              >
                <Check fontSize="small" color="success" sx={{ mt: '1px' }} aria-hidden />
                {line}
              </Typography>
            ))}
          </Box>
        )}
        {plan.description && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {plan.description}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
