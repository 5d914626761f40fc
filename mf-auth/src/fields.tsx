import type { UserType } from '@basera/shared';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

/** Search User / Lister. In "post" mode only Lister is offered (and preselected by the caller). */
export function UserTypeRadios({
  value,
  onChange,
  postMode,
}: {
  value: UserType;
  onChange: (value: UserType) => void;
  postMode: boolean;
}) {
  return (
    <RadioGroup
      row
      aria-label="User type"
      value={value}
      onChange={(event) => onChange(event.target.value as UserType)}
    >
      {!postMode && <FormControlLabel value="Customer" control={<Radio />} label="Search User" />}
      <FormControlLabel value="Lister" control={<Radio />} label="Lister" />
    </RadioGroup>
  );
}
