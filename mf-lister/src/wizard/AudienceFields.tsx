import { CATEGORY_OPTIONS, GENDER_OPTIONS } from '@basera/shared/rules';
import type { Control } from 'react-hook-form';
import { CheckboxGroupField, RadioField } from './fields';

interface AudienceValues {
  accommodation_gender: string;
  accommodation_occupation: string[];
}

/** Step 2's first fields for every type: who may stay (or eat), by gender and occupation. */
export function AudienceFields<V extends AudienceValues>({ control }: { control: Control<V> }) {
  // The fields bind only these two names, whatever else the step's form holds.
  const audience = control as unknown as Control<AudienceValues>;
  return (
    <>
      <RadioField
        control={audience}
        name="accommodation_gender"
        label="Gender"
        options={GENDER_OPTIONS}
        required
      />
      <CheckboxGroupField
        control={audience}
        name="accommodation_occupation"
        label="Occupation"
        options={CATEGORY_OPTIONS}
        required
      />
    </>
  );
}
