import { DEFAULT_RADIUS_KM, RADIUS_OPTIONS } from '@basera/shared/rules';
import { SelectField } from '../fields';

export const RADIUS_CHOICES = RADIUS_OPTIONS.map((km) => ({ value: String(km), label: `${km} km` }));

/** "Within": how far from the chosen place or the seeker's location (1, 2, 5 or 10 km; 5 unless chosen). */
export function RadiusSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const known = RADIUS_CHOICES.some((choice) => choice.value === value);
  return (
    <SelectField
      value={known ? value : String(DEFAULT_RADIUS_KM)}
      onChange={onChange}
      label="Within"
      options={RADIUS_CHOICES}
    />
  );
}
