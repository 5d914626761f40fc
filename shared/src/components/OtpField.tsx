import { OTP_LENGTH } from '../rules/limits';
import { TextInput, type TextInputProps } from './TextInput';

export type OtpFieldProps = Omit<TextInputProps, 'value' | 'onChange' | 'type'> & {
  value: string;
  /** Called with digits only, at most OTP_LENGTH of them. */
  onChange: (code: string) => void;
};

/**
 * The field for a one-time code (sign-up's Verify with OTP, a profile's new email or phone): digits only, at most
 * six, the phone's number pad, and the browser's offer to fill a code it received.
 */
export function OtpField({ value, onChange, slotProps, ...props }: OtpFieldProps) {
  return (
    <TextInput
      {...props}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
      slotProps={{
        ...slotProps,
        htmlInput: { maxLength: OTP_LENGTH, inputMode: 'numeric', autoComplete: 'one-time-code' },
      }}
    />
  );
}
