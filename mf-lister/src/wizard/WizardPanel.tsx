import type { ListingType, OwnListing } from '@basera/shared';
import { WIZARD_STEP_COUNT, wizardStepNames } from '@basera/shared/rules';
import { Box, Button, Paper, Typography } from '@basera/shared/ui';
import { Tab, Tabs } from '@basera/shared/ui-extra';
import { Alert } from '@basera/shared/ui-more';
import { useDeferredValue, useState } from 'react';
import { AddressForm } from './AddressForm';
import { FeaturesForm } from './FeaturesForm';
import { FoodForm } from './FoodForm';
import { useLeaveGuard } from './leave-guard';
import { MessDetailsForm } from './MessDetailsForm';
import { OtherDetailsForm } from './OtherDetailsForm';
import { PricingForm } from './PricingForm';
import { RoomDetailsForm } from './RoomDetailsForm';
import { SubscriptionForm } from './SubscriptionForm';
import { StepDraftReport, type StepDraftState } from './step-draft';

/** Whether tab `index` (0-based) may open: tab n opens once step n-1 is saved; a published listing has all. */
export function stepOpen(listing: OwnListing | null, index: number): boolean {
  if (index === 0) return true;
  if (!listing) return false;
  return listing.status !== 'draft' || listing.wizard_step >= index;
}

/** The step to show first: the first one not saved yet, or the first for a complete listing (an edit). */
export function firstStep(listing: OwnListing | null): number {
  if (!listing || listing.wizard_step >= WIZARD_STEP_COUNT) return 0;
  return Math.min(listing.wizard_step, WIZARD_STEP_COUNT - 1);
}

/** The note over a step that opened with what was typed before and not saved (step-draft.ts). */
export const RESTORED_NOTE =
  'We kept what you typed here last time. It is not saved yet: check it and save the step, or discard it to go back to what was saved.';

/**
 * The seven tabs and the form of the open one (one form component per step). A step with unsaved input says
 * so when it opened with a draft, and leaving it (another tab, a link, back, closing the page) asks first.
 */
export function WizardPanel({
  type,
  listing,
  active,
  onSelect,
  onSaved,
}: {
  type: ListingType;
  listing: OwnListing | null;
  active: number;
  onSelect: (index: number) => void;
  onSaved: (listing: OwnListing) => void;
}) {
  const names = wizardStepNames(type);
  const props = { listing, onSaved };
  const [step, setStep] = useState<StepDraftState | null>(null);
  const guard = useLeaveGuard(Boolean(step?.dirty));
  // A tap on a tab moves the tab and the step's title at once; the step's form (tens of fields) follows in a
  // low-priority render. Rendered with the tap, it held the tap's paint back by over half a second on a slow phone
  // (INP, scripts/bench/inp.mjs). Until it comes, the panel says it is busy and the old form is dimmed.
  const shown = useDeferredValue(active);
  const form = () => {
    if (shown > 0 && !listing) return null;
    switch (shown) {
      case 0:
        return <AddressForm {...props} type={type} />;
      case 1:
        return type === 'Mess' ? <MessDetailsForm {...props} /> : <RoomDetailsForm {...props} />;
      case 2:
        return <PricingForm {...props} />;
      case 3:
        return <FoodForm {...props} type={type} />;
      case 4:
        return <FeaturesForm {...props} />;
      case 5:
        return <OtherDetailsForm {...props} />;
      default:
        return listing ? <SubscriptionForm listing={listing} /> : null;
    }
  };
  return (
    <>
      <Tabs
        value={active}
        onChange={(_event, index: number) => guard.confirm(() => onSelect(index))}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label="Listing steps"
        id="wizard-steps"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {names.map((name, index) => (
          <Tab
            key={name}
            id={`wizard-tab-${index}`}
            aria-controls="wizard-panel"
            label={`${index + 1}. ${name}`}
            disabled={!stepOpen(listing, index)}
            sx={{ textTransform: 'none', minHeight: 56 }}
          />
        ))}
      </Tabs>
      <Paper
        variant="outlined"
        role="tabpanel"
        id="wizard-panel"
        aria-labelledby={`wizard-tab-${active}`}
        sx={{ mt: 2, p: { xs: 2, md: 3 } }}
      >
        <Box sx={{ mb: 2 }}>
          <Typography variant="overline" color="text.secondary" component="p">
            Step {active + 1} of {WIZARD_STEP_COUNT}
          </Typography>
          <Typography variant="h2" sx={{ fontSize: { xs: '1.35rem', md: '1.6rem' } }}>
            {names[active]}
          </Typography>
        </Box>
        {step?.restored && step.dirty && (
          <Alert
            severity="info"
            sx={{ mb: 2 }}
            action={
              <Button color="inherit" size="small" onClick={step.discard}>
                Discard
              </Button>
            }
          >
            {RESTORED_NOTE}
          </Alert>
        )}
        {/* A new key per listing and step: each form starts from the saved data (and its draft). */}
        <StepDraftReport.Provider value={setStep}>
          <Box
            key={`${listing?.id ?? 'new'}-${shown}`}
            aria-busy={shown !== active}
            sx={shown !== active ? { opacity: 0.5, pointerEvents: 'none' } : undefined}
          >
            {form()}
          </Box>
        </StepDraftReport.Provider>
      </Paper>
      {guard.dialog}
    </>
  );
}
