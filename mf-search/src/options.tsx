import { CHOOSE, LISTING_TYPE_INFO, LISTING_TYPES } from '@basera/shared';
import { MenuItem, TextField } from '@basera/shared/ui';

export interface Option {
  value: string;
  label: string;
}

/** A select's options as its menu items (the search box's fields, the results' sort). */
export const menuItems = (options: readonly Option[]) =>
  options.map(({ value, label }) => (
    <MenuItem key={value} value={value}>
      {label}
    </MenuItem>
  ));

/**
 * The search box's room types: the URL keeps the spec's option values ('Pg', 'Room'), the seeker reads each type
 * as the rest of the site and the spec's own texts write it ('PG', 'Room Sharing', as in "Search PG Sharing").
 */
export const ROOM_TYPES: Option[] = LISTING_TYPES.map((type) => ({
  value: LISTING_TYPE_INFO[type].option.value,
  label: LISTING_TYPE_INFO[type].label,
}));

/**
 * One of the search box's selects, "Choose..." first. The select and its menu items both come from
 * `@basera/shared/ui`: one copy of MUI for both, or the menu crashes.
 */
export function SelectField(props: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  required?: boolean;
  options: readonly Option[];
  error?: string;
}) {
  const { value, onChange, label, required = false, options, error } = props;
  return (
    <TextField
      value={value}
      onChange={(event) => onChange(event.target.value)}
      label={label}
      required={required}
      error={Boolean(error)}
      helperText={error}
      select
      fullWidth
      size="small"
    >
      {menuItems([{ value: CHOOSE, label: CHOOSE }, ...options])}
    </TextField>
  );
}
