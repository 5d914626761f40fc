import { MenuItem } from '@basera/shared/ui';

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
