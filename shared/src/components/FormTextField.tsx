import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { PasswordField } from './PasswordField';
import { TextInput, type TextInputProps } from './TextInput';

// No `select` (a TextInput has none): a select stays in the app that owns its options, as a TextField.
export type FormTextFieldProps<T extends FieldValues> = Omit<
  TextInputProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'
> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** The password rule, shown as a tooltip (with `type="password"` only). */
  hint?: string;
};

/**
 * A text field bound to a react-hook-form field: value, change, blur, and the field's message under it.
 * `type="password"` gives the shared PasswordField (show/hide toggle).
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  type,
  hint,
  helperText,
  ...props
}: FormTextFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const bound = {
    ...props,
    name: field.name,
    value: field.value ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    error: Boolean(fieldState.error),
    helperText: fieldState.error?.message ?? helperText,
  } as Omit<TextInputProps, 'ref'>;
  return type === 'password' ? (
    <PasswordField {...bound} ref={field.ref} hint={hint} />
  ) : (
    <TextInput {...bound} inputRef={field.ref} type={type} />
  );
}
