import { TextField, type TextFieldProps } from '@basera/shared/ui-more';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { type Option, optionLabel, optionValue } from './options';

/** A native select (rows of the beds and meal tables): light, and the phone's own picker. */
export function NativeSelectField<V extends FieldValues>({
  control,
  name,
  label,
  options,
  placeholder = 'Choose...',
  ...props
}: Omit<TextFieldProps, 'name' | 'select' | 'placeholder'> & {
  control: Control<V>;
  name: FieldPath<V>;
  options: readonly Option[];
  /** The empty first choice; null for none, where the field always holds an option. */
  placeholder?: string | null;
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
          {placeholder !== null && <option value="">{placeholder}</option>}
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
