import { Box, FormControl, FormHelperText, InputLabel, NativeSelect, OutlinedInput } from '@basera/shared/ui';
import type { SxProps, Theme } from '@mui/material/styles';
import {
  type ChangeEvent,
  type FocusEventHandler,
  type InputHTMLAttributes,
  type PointerEventHandler,
  type ReactNode,
  type Ref,
  useId,
} from 'react';

// The search box's fields, built from the parts MUI's TextField is made of (FormControl, InputLabel,
// OutlinedInput, FormHelperText) and so looking the same, small and outlined. TextField itself brings MUI's
// menu, popover, modal and focus trap with it (its select mode), about 25 KB brotli that home's first screen
// has no use for: it lives in `@basera/shared/ui-more`, which the first visit does not download.

/** The placeholder in the secondary text colour at full strength (MUI fades it to 42 %, too pale to read). */
export const READABLE_PLACEHOLDER: SxProps<Theme> = {
  '& .MuiInputBase-input::placeholder': { color: 'text.secondary', opacity: 1 },
};

export interface OutlinedFieldProps {
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  name?: string;
  placeholder?: string;
  required?: boolean;
  /** A message under the field; the field shows as invalid. */
  error?: string | null;
  inputRef?: Ref<HTMLInputElement>;
  /** Attributes of the <input> itself (role, aria-*, autoComplete, enterKeyHint). */
  htmlInput?: InputHTMLAttributes<HTMLInputElement> & Record<`aria-${string}`, unknown>;
  endAdornment?: ReactNode;
  onPointerDown?: PointerEventHandler<HTMLDivElement>;
  onFocus?: FocusEventHandler<HTMLInputElement>;
  sx?: SxProps<Theme>;
}

/** A one-line text field, small and outlined, its label always above the line (a TextField with `shrink`). */
export function OutlinedField(props: OutlinedFieldProps) {
  const { label, value, onChange, name, placeholder, required = false, error, inputRef, htmlInput } = props;
  const id = useId();
  const helperId = error ? `${id}-helper-text` : undefined;
  return (
    <FormControl
      fullWidth
      size="small"
      required={required}
      error={Boolean(error)}
      onPointerDown={props.onPointerDown}
      sx={props.sx}
    >
      <InputLabel htmlFor={id} id={`${id}-label`} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        label={label}
        notched
        value={value}
        onChange={onChange}
        onFocus={props.onFocus}
        placeholder={placeholder}
        inputRef={inputRef}
        inputProps={{ ...htmlInput, 'aria-describedby': helperId }}
        endAdornment={props.endAdornment}
      />
      {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
}

export interface Option {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
  options: readonly Option[];
  required?: boolean;
  error?: string;
  sx?: SxProps<Theme>;
  /**
   * The chosen option's text cut with an ellipsis when the field is too narrow for it (a browser clips a select's
   * own text mid-letter): drawn over the select, which keeps the focus, the keyboard and the phone's picker.
   */
  ellipsis?: boolean;
}

/** The select's own text hidden under the ellipsis text (its options keep their colour in the open list). */
const UNDER_ELLIPSIS: SxProps<Theme> = {
  '& select': { color: 'transparent' },
  '& option': { color: 'text.primary' },
};

/**
 * A select the phone draws itself (a native <select>): the picker a seeker's phone already knows, big rows for a
 * thumb, and no menu code to download.
 */
export function SelectField(props: SelectFieldProps) {
  const { value, onChange, label, options, required = false, error, sx, ellipsis = false } = props;
  const id = useId();
  const helperId = error ? `${id}-helper-text` : undefined;
  return (
    <FormControl fullWidth size="small" required={required} error={Boolean(error)} sx={sx}>
      <InputLabel htmlFor={id} id={`${id}-label`} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        input={<OutlinedInput label={label} notched />}
        inputProps={{ 'aria-describedby': helperId }}
        sx={ellipsis ? UNDER_ELLIPSIS : undefined}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      {ellipsis && (
        <Box
          aria-hidden="true"
          sx={{
            position: 'absolute',
            left: 14,
            right: 32,
            top: '50%',
            transform: 'translateY(-50%)',
            pointerEvents: 'none',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
            color: 'text.primary',
          }}
        >
          {options.find((option) => option.value === value)?.label}
        </Box>
      )}
      {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
}
