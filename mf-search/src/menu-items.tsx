import { MenuItem } from '@basera/shared/ui-more';
import type { Option } from './fields';

/**
 * A MUI select's options as its menu items (the results' sort and filters). The select and its menu items both
 * come from `@basera/shared/ui-more`: one copy of MUI for both, or the menu crashes.
 */
export const menuItems = (options: readonly Option[]) =>
  options.map(({ value, label }) => (
    <MenuItem key={value} value={value}>
      {label}
    </MenuItem>
  ));
