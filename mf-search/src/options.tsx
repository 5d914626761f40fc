import { LISTING_TYPE_INFO, LISTING_TYPES } from '@basera/shared';
import { CHOOSE } from '@basera/shared/rules';
import { SelectField as NativeSelectField, type Option, type SelectFieldProps } from './fields';

export type { Option } from './fields';

/**
 * The search box's room types: the URL keeps the spec's option values ('Pg', 'Room'), the seeker reads each type
 * as the rest of the site and the spec's own texts write it ('PG', 'Room Sharing', as in "Search PG Sharing").
 */
export const ROOM_TYPES: Option[] = LISTING_TYPES.map((type) => ({
  value: LISTING_TYPE_INFO[type].option.value,
  label: LISTING_TYPE_INFO[type].label,
}));

/** One of the search box's selects, "Choose..." first (a native select: fields.tsx says why). */
export function SelectField(props: SelectFieldProps) {
  return <NativeSelectField {...props} options={[{ value: CHOOSE, label: CHOOSE }, ...props.options]} />;
}
