import FormControl from '@mui/material/FormControl';
import FormHelperText, { type FormHelperTextProps } from '@mui/material/FormHelperText';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { TextFieldProps } from '@mui/material/TextField';
import { forwardRef, type InputHTMLAttributes, useId } from 'react';

/** TextField's props for an outlined text box: no select mode, slot props given as objects. */
export type TextInputProps = Omit<
  TextFieldProps,
  'select' | 'SelectProps' | 'children' | 'slots' | 'variant'
>;

interface Slots {
  input?: Partial<OutlinedInputProps>;
  htmlInput?: InputHTMLAttributes<HTMLInputElement> & Record<string, unknown>;
  inputLabel?: Partial<InputLabelProps>;
  formHelperText?: Partial<FormHelperTextProps>;
}

/**
 * MUI's outlined TextField, put together from the same parts the way TextField does (FormControl, InputLabel,
 * OutlinedInput, FormHelperText): the same look, labels, ids and aria wiring. TextField itself carries its
 * select mode, with MUI's menu, popover, modal and focus trap (about 25 KB brotli), into every page with a form;
 * these parts are in the first visit's `@basera/shared/ui` already. A select stays a TextField.
 */
export const TextInput = forwardRef<HTMLDivElement, TextInputProps>(function TextInput(props, ref) {
  const {
    autoComplete,
    autoFocus,
    className,
    defaultValue,
    helperText,
    id: idOverride,
    inputRef,
    label,
    maxRows,
    minRows,
    multiline,
    name,
    onBlur,
    onChange,
    onFocus,
    placeholder,
    rows,
    slotProps,
    type,
    value,
    ...formControl
  } = props;
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const slots = (slotProps ?? {}) as Slots;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const hasLabel = label != null && label !== '';
  const shrink = slots.inputLabel?.shrink;
  return (
    <FormControl
      ref={ref}
      className={className ? `MuiTextField-root ${className}` : 'MuiTextField-root'}
      variant="outlined"
      {...formControl}
    >
      {hasLabel && (
        <InputLabel htmlFor={id} id={`${id}-label`} {...slots.inputLabel}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        aria-describedby={helperTextId}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        defaultValue={defaultValue}
        fullWidth={formControl.fullWidth}
        multiline={multiline}
        name={name}
        rows={rows}
        maxRows={maxRows}
        minRows={minRows}
        type={type}
        value={value}
        id={id}
        inputRef={inputRef}
        onBlur={onBlur}
        onChange={onChange}
        onFocus={onFocus}
        placeholder={placeholder}
        inputProps={slots.htmlInput}
        label={label}
        {...(shrink !== undefined && { notched: shrink })}
        {...slots.input}
      />
      {helperText && (
        <FormHelperText id={helperTextId} {...slots.formHelperText}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
});
