import type { UserType } from '@basera/shared';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { forwardRef, useState } from 'react';

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

/** A password input with a show/hide toggle. */
export const PasswordField = forwardRef<HTMLInputElement, TextFieldProps>(function PasswordField(props, ref) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      inputRef={ref}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...props.slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={visible ? 'Hide password' : 'Show password'}
                onClick={() => setVisible((v) => !v)}
                edge="end"
                size="small"
              >
                {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
});
