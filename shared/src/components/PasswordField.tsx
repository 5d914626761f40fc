import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { forwardRef, useState } from 'react';

export type PasswordFieldProps = TextFieldProps & {
  /** The password rule, shown as a tooltip on an info button (the account page's change-password form). */
  hint?: string;
};

/** A password input with a show/hide toggle, for every form that asks for one. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { hint, ...props },
  ref,
) {
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
              {hint && (
                <Tooltip title={hint} enterTouchDelay={0} arrow>
                  <IconButton size="small" edge="end" sx={{ mr: 0.5 }}>
                    <InfoOutlined fontSize="small" />
                  </IconButton>
                </Tooltip>
              )}
              <IconButton
                aria-label={visible ? 'Hide password' : 'Show password'}
                onClick={() => setVisible((value) => !value)}
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
