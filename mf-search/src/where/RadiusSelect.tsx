import { DEFAULT_RADIUS_KM, RADIUS_OPTIONS } from '@basera/shared';
import { TextField } from '@basera/shared/ui';
import { menuItems } from '../options';

export const RADIUS_CHOICES = RADIUS_OPTIONS.map((km) => ({ value: String(km), label: `${km} km` }));

/** "Within": how far from the chosen place or the seeker's location (1, 2, 5 or 10 km; 5 unless chosen). */
export function RadiusSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const known = RADIUS_CHOICES.some((choice) => choice.value === value);
  return (
    <TextField
      value={known ? value : String(DEFAULT_RADIUS_KM)}
      onChange={(event) => onChange(event.target.value)}
      label="Within"
      select
      fullWidth
      size="small"
    >
      {menuItems(RADIUS_CHOICES)}
    </TextField>
  );
}
