import { prepareChecks } from '@basera/shared/checks';
import { FormTextField } from '@basera/shared/forms';
import {
  ELECTRICITY_OPTIONS,
  LISTER_API,
  LISTING_LIMITS,
  VISITOR_OPTIONS,
  WATER_OPTIONS,
  YES_NO_OPTIONS,
} from '@basera/shared/rules';
import { Box } from '@basera/shared/ui';
import { Checkbox, FormControlLabel, InputAdornment } from '@basera/shared/ui-more';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { SHRINK } from '../components/options';
import { FieldGrid, RadioField, SaveBar, SectionTitle, WIDE } from './fields';
import { type StepProps, useStepForm } from './useStepForm';
import { field, text } from './values';

export interface OtherDetailsValues {
  id: number;
  pg_description: string;
  distance_in_meters: string;
  width_of_nearest_road_ft: string;
  nearest_conveying_facilities: string;
  water_availability: string;
  electricity_status: string;
  gate_closing_time: string;
  visitors_allowed: string;
  smoking_allowed: string;
  drinking_allowed: string;
  pets_allowed: string;
  affiliated: string;
  affiliation_details: string;
  video_link: string;
}

const NAMES = [
  'pg_description',
  'distance_in_meters',
  'width_of_nearest_road_ft',
  'nearest_conveying_facilities',
  'water_availability',
  'electricity_status',
  'gate_closing_time',
  'visitors_allowed',
  'smoking_allowed',
  'drinking_allowed',
  'pets_allowed',
  'affiliated',
  'affiliation_details',
  'video_link',
] as const;

const unit = (label: string) => ({
  htmlInput: { inputMode: 'numeric' as const },
  input: { endAdornment: <InputAdornment position="end">{label}</InputAdornment> },
});

/** Step 6: Other Details and house rules. */
export function OtherDetailsForm({ listing, onSaved }: StepProps) {
  const defaults = {
    id: listing?.id ?? 0,
    ...(Object.fromEntries(NAMES.map((name) => [name, text(field(listing, name))])) as Omit<
      OtherDetailsValues,
      'id'
    >),
  };
  // A saved listing with no gate time has no curfew; a new one starts with the time to fill.
  const [noCurfew, setNoCurfew] = useState(
    Boolean(listing?.wizard_step && listing.wizard_step >= 6 && !defaults.gate_closing_time),
  );
  const { form, submit, saving } = useStepForm<OtherDetailsValues>({
    schema: (schemas) => schemas.otherDetailsSchema,
    defaultValues: defaults,
    path: LISTER_API.otherDetails,
    onSaved,
  });
  const { control, setValue } = form;
  const [description, affiliated] = useWatch({ control, name: ['pg_description', 'affiliated'] });
  const length = description.trim().length;

  return (
    <form onSubmit={submit} onFocus={prepareChecks} noValidate aria-label="Other Details">
      <FieldGrid>
        <FormTextField
          control={control}
          name="pg_description"
          label="Description"
          required
          multiline
          minRows={4}
          sx={WIDE}
          helperText={`${length} / ${LISTING_LIMITS.descriptionMax} characters${
            length < LISTING_LIMITS.descriptionMin ? ` (at least ${LISTING_LIMITS.descriptionMin})` : ''
          }`}
        />
        <SectionTitle>Surroundings</SectionTitle>
        <FormTextField
          control={control}
          name="distance_in_meters"
          label="Distance from the main road"
          required
          slotProps={unit('m')}
          helperText="0 if it is on the main road"
        />
        <FormTextField
          control={control}
          name="width_of_nearest_road_ft"
          label="Width of the nearest road"
          required
          slotProps={unit('ft')}
        />
        <FormTextField
          control={control}
          name="nearest_conveying_facilities"
          label="Nearest conveyance"
          helperText="For example: Metro station 400 m, bus stop 100 m"
          sx={WIDE}
        />
        <RadioField
          control={control}
          name="water_availability"
          label="Water"
          options={WATER_OPTIONS}
          required
        />
        <RadioField
          control={control}
          name="electricity_status"
          label="Electricity"
          options={ELECTRICITY_OPTIONS}
          required
        />
        <SectionTitle>House rules</SectionTitle>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <FormTextField
            control={control}
            name="gate_closing_time"
            label="Gate closing time"
            type="time"
            disabled={noCurfew}
            slotProps={SHRINK}
            sx={{ flex: '1 1 160px' }}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={noCurfew}
                onChange={(event) => {
                  setNoCurfew(event.target.checked);
                  if (event.target.checked) setValue('gate_closing_time', '', { shouldValidate: true });
                }}
              />
            }
            label="No curfew"
          />
        </Box>
        <RadioField
          control={control}
          name="visitors_allowed"
          label="Visitors"
          options={VISITOR_OPTIONS}
          required
        />
        <RadioField
          control={control}
          name="smoking_allowed"
          label="Smoking allowed"
          options={YES_NO_OPTIONS}
          required
        />
        <RadioField
          control={control}
          name="drinking_allowed"
          label="Drinking allowed"
          options={YES_NO_OPTIONS}
          required
        />
        <RadioField
          control={control}
          name="pets_allowed"
          label="Pets allowed"
          options={YES_NO_OPTIONS}
          required
        />
        <SectionTitle>More</SectionTitle>
        <RadioField
          control={control}
          name="affiliated"
          label="Affiliated to a college or company"
          options={YES_NO_OPTIONS}
        />
        {affiliated === 'Yes' ? (
          <FormTextField
            control={control}
            name="affiliation_details"
            label="Affiliation details"
            helperText="Which college or company"
          />
        ) : (
          <span />
        )}
        <FormTextField
          control={control}
          name="video_link"
          label="Video link"
          type="url"
          sx={WIDE}
          helperText="YouTube or Vimeo"
          slotProps={{ htmlInput: { inputMode: 'url' } }}
        />
      </FieldGrid>
      <SaveBar saving={saving} />
    </form>
  );
}
