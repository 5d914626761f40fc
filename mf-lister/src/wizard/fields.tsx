import { Box, Button, FormControl, FormHelperText, Typography } from '@basera/shared/ui';
import { Checkbox, FormControlLabel, FormGroup, FormLabel, Radio, RadioGroup } from '@basera/shared/ui-more';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldError, type FieldPath, type FieldValues } from 'react-hook-form';
import { type Option, optionLabel, optionValue } from '../components/options';

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

/** The fieldset of a choice field: its legend, the options, and the field's message (else the hint) under them. */
function ChoiceFieldset({
  label,
  error,
  helperText,
  required,
  disabled,
  sx,
  children,
}: Pick<ChoiceProps<FieldValues>, 'label' | 'helperText' | 'required' | 'disabled' | 'sx'> & {
  error: FieldError | undefined;
  children: ReactNode;
}) {
  return (
    <FormControl component="fieldset" error={Boolean(error)} required={required} disabled={disabled} sx={sx}>
      <FormLabel component="legend">{label}</FormLabel>
      {children}
      {(error?.message || helperText) && <FormHelperText>{error?.message ?? helperText}</FormHelperText>}
    </FormControl>
  );
}

/** One of a short list, as radio buttons (easier on a phone than a menu; every option in view). */
export function RadioField<V extends FieldValues>({ control, name, options, ...fieldset }: ChoiceProps<V>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ChoiceFieldset {...fieldset} error={fieldState.error}>
          <RadioGroup
            row
            name={field.name}
            value={field.value ?? ''}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
          >
            {options.map((option, index) => (
              <FormControlLabel
                key={String(optionValue(option))}
                value={optionValue(option)}
                control={
                  <Radio size="small" slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }} />
                }
                label={optionLabel(option)}
              />
            ))}
          </RadioGroup>
        </ChoiceFieldset>
      )}
    />
  );
}

/** Several of a list, as checkboxes; the value is the array of chosen option values. */
export function CheckboxGroupField<V extends FieldValues>({
  control,
  name,
  options,
  ...fieldset
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
          <ChoiceFieldset {...fieldset} error={fieldState.error}>
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
          </ChoiceFieldset>
        );
      }}
    />
  );
}

/**
 * The step's main button under the form: 'Please wait...' and disabled while saving. The form's submit button,
 * or with `onClick` a plain one (the subscription step pays rather than submits).
 */
export function SaveBar({
  saving,
  label = 'Save and continue',
  onClick,
  disabled,
}: {
  saving: boolean;
  label?: string;
  onClick?: () => void;
  disabled?: boolean;
}) {
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
        type={onClick ? 'button' : 'submit'}
        onClick={onClick}
        variant="contained"
        size="large"
        disabled={saving || disabled}
        sx={{ width: { xs: '100%', sm: 'auto' }, minWidth: 200 }}
      >
        {saving ? 'Please wait...' : label}
      </Button>
    </Box>
  );
}
