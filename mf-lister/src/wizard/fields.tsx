import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

/** One column on a phone, two from md. `wide` children span both (add `sx={{ gridColumn: '1 / -1' }}`). */
export function FieldGrid({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Box
      sx={[
        {
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          gap: 2,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}

export const WIDE = { gridColumn: '1 / -1' } as const;

/** A heading inside a step form. */
export function SectionTitle({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h6" component="h3" sx={{ ...WIDE, mt: 1, fontSize: '1.05rem' }}>
      {children}
    </Typography>
  );
}

export type Option = string | { value: string | number; label: string };
const optionValue = (option: Option) => (typeof option === 'string' ? option : option.value);
const optionLabel = (option: Option) => (typeof option === 'string' ? option : option.label);

interface ChoiceProps<V extends FieldValues> {
  control: Control<V>;
  name: FieldPath<V>;
  label: string;
  options: readonly Option[];
  required?: boolean;
  helperText?: ReactNode;
  sx?: SxProps<Theme>;
  disabled?: boolean;
}

/** One of a short list, as radio buttons (easier on a phone than a menu; every option in view). */
export function RadioField<V extends FieldValues>({
  control,
  name,
  label,
  options,
  required,
  helperText,
  sx,
}: ChoiceProps<V>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormControl component="fieldset" error={Boolean(fieldState.error)} required={required} sx={sx}>
          <FormLabel component="legend">{label}</FormLabel>
          <RadioGroup
            row
            name={field.name}
            value={field.value ?? ''}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
          >
            {options.map((option) => (
              <FormControlLabel
                key={String(optionValue(option))}
                value={optionValue(option)}
                control={
                  <Radio
                    size="small"
                    slotProps={{
                      input: {
                        ref: optionValue(option) === optionValue(options[0]!) ? field.ref : undefined,
                      },
                    }}
                  />
                }
                label={optionLabel(option)}
              />
            ))}
          </RadioGroup>
          {(fieldState.error?.message || helperText) && (
            <FormHelperText>{fieldState.error?.message ?? helperText}</FormHelperText>
          )}
        </FormControl>
      )}
    />
  );
}

/** Several of a list, as checkboxes; the value is the array of chosen option values. */
export function CheckboxGroupField<V extends FieldValues>({
  control,
  name,
  label,
  options,
  required,
  helperText,
  sx,
  disabled,
}: ChoiceProps<V>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const chosen: Array<string | number> = Array.isArray(field.value) ? field.value : [];
        const toggle = (value: string | number) =>
          field.onChange(
            chosen.includes(value)
              ? chosen.filter((item) => item !== value)
              : options.map(optionValue).filter((item) => item === value || chosen.includes(item)),
          );
        return (
          <FormControl
            component="fieldset"
            error={Boolean(fieldState.error)}
            required={required}
            disabled={disabled}
            sx={sx}
          >
            <FormLabel component="legend">{label}</FormLabel>
            <FormGroup row>
              {options.map((option, index) => (
                <FormControlLabel
                  key={String(optionValue(option))}
                  control={
                    <Checkbox
                      size="small"
                      checked={chosen.includes(optionValue(option))}
                      onChange={() => toggle(optionValue(option))}
                      onBlur={field.onBlur}
                      slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }}
                    />
                  }
                  label={optionLabel(option)}
                />
              ))}
            </FormGroup>
            {(fieldState.error?.message || helperText) && (
              <FormHelperText>{fieldState.error?.message ?? helperText}</FormHelperText>
            )}
          </FormControl>
        );
      }}
    />
  );
}

/** A native select (rows of the beds and meal tables): light, and the phone's own picker. */
export function NativeSelectField<V extends FieldValues>({
  control,
  name,
  label,
  options,
  placeholder = 'Choose...',
  ...props
}: Omit<TextFieldProps, 'name' | 'select'> & {
  control: Control<V>;
  name: FieldPath<V>;
  options: readonly Option[];
  placeholder?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          select
          label={label}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? props.helperText}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={String(optionValue(option))} value={optionValue(option)}>
              {optionLabel(option)}
            </option>
          ))}
        </TextField>
      )}
    />
  );
}

/** The step's save button: 'Please wait...' and disabled while saving. */
export function SaveBar({ saving, label = 'Save and continue' }: { saving: boolean; label?: string }) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: { xs: 'stretch', sm: 'flex-end' },
        mt: 3,
        pt: 2,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={saving}
        sx={{ width: { xs: '100%', sm: 'auto' }, minWidth: 200 }}
      >
        {saving ? 'Please wait...' : label}
      </Button>
    </Box>
  );
}

/** Props of a numeric text field: the phone's number pad. */
export const NUMERIC = { htmlInput: { inputMode: 'numeric' as const } };
/** Props of date and time fields: the label stays above the browser's own placeholder. */
export const SHRINK = { inputLabel: { shrink: true } };
