import {
  ApiError,
  apiRequest,
  errorMessage,
  type LoginIntent,
  type SignUpForm as SignUpValues,
  toast,
} from '@basera/shared';
import { prepareChecks, schemaResolver } from '@basera/shared/checks';
import { FormTextField } from '@basera/shared/forms';
import { AUTH_MESSAGES, NAME_MAX } from '@basera/shared/rules';
import { FormHelperText, Link, Stack, Typography } from '@basera/shared/ui';
import { Alert, Checkbox, FormControlLabel } from '@basera/shared/ui-more';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { REGISTER_FIELD_MAP } from './errors';
import { SubmitButton, UserTypeField } from './fields';
import { type SessionResponse, useStartSession } from './session';
import { type Channel, VerifyContact } from './VerifyContact';

const NAME_FIELDS = [
  ['firstName', 'First Name', 'given-name'],
  ['lastName', 'Last Name', 'family-name'],
] as const;

const signUpCheck = schemaResolver<SignUpValues>((schemas) => schemas.signUpFormSchema);

/** The field whose address each code verifies. */
const CONTACT_FIELDS = { email: 'email', phone: 'userphone' } as const;

interface Props {
  postMode: boolean;
  intent: LoginIntent | null;
  onDone: () => void;
  onLogin: () => void;
}

/** Spec 01: sign-up validated on each change and on submit; email (and, for a Lister, phone) verified by OTP. */
export function SignUpForm({ postMode, intent, onDone, onLogin }: Props) {
  const startSession = useStartSession(onDone, intent);
  const [verified, setVerified] = useState({ email: false, phone: false });
  const [notice, setNotice] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignUpValues>({
    mode: 'onChange',
    resolver: signUpCheck,
    defaultValues: {
      firstName: '',
      lastName: '',
      userphone: '',
      email: '',
      password: '',
      confirmPassword: '',
      acceptTerms: false,
      user_type: postMode ? 'Lister' : 'Customer',
    },
  });
  const userType = watch('user_type');
  const lister = userType === 'Lister';

  const submit = handleSubmit(async (values) => {
    setNotice(null);
    if (!verified.email || (lister && !verified.phone)) {
      setNotice(lister ? AUTH_MESSAGES.verifyBoth : AUTH_MESSAGES.verifyEmail);
      return;
    }
    try {
      const response = await apiRequest<SessionResponse>('/user-register', {
        method: 'POST',
        body: {
          first_name: values.firstName.trim(),
          last_name: values.lastName.trim(),
          phone: values.userphone.trim(),
          email: values.email.trim(),
          password: values.password,
          password_confirmation: values.confirmPassword,
          user_type: values.user_type,
        },
      });
      startSession(response, 'Registration successful!');
    } catch (error) {
      const messages: string[] = [];
      if (error instanceof ApiError) {
        for (const [field, list] of Object.entries(error.errors)) {
          const formField = REGISTER_FIELD_MAP[field] as keyof SignUpValues | undefined;
          if (formField && list[0]) setError(formField, { message: list[0] });
          messages.push(...list.slice(0, 1));
        }
      }
      toast.error(messages.join(' ') || errorMessage(error, 'Registration failed. Try again.'));
    }
  });

  const verifyWithOtp = (channel: Channel) => {
    const name = CONTACT_FIELDS[channel];
    return (
      <VerifyContact
        channel={channel}
        value={watch(name)}
        invalid={Boolean(errors[name])}
        usertype={userType}
        verified={verified[channel]}
        onVerified={() => setVerified((v) => ({ ...v, [channel]: true }))}
        onFieldError={(message) => setError(name, { message })}
      />
    );
  };

  return (
    <form onSubmit={submit} onFocus={prepareChecks} noValidate>
      <Stack spacing={2} sx={{ pt: 1 }}>
        <UserTypeField
          control={control}
          name="user_type"
          postMode={postMode}
          onChange={() => setNotice(null)}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {NAME_FIELDS.map(([name, label, autoComplete]) => (
            <FormTextField
              key={name}
              control={control}
              name={name}
              label={label}
              fullWidth
              autoComplete={autoComplete}
              slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
            />
          ))}
        </Stack>
        <FormTextField
          control={control}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          slotProps={{ htmlInput: { readOnly: verified.email } }}
        />
        {verifyWithOtp('email')}
        <FormTextField
          control={control}
          name="userphone"
          label="Phone Number"
          type="tel"
          autoComplete="tel-national"
          slotProps={{
            htmlInput: { maxLength: 10, inputMode: 'numeric', readOnly: lister && verified.phone },
          }}
        />
        {lister && verifyWithOtp('phone')}
        <FormTextField
          control={control}
          name="password"
          type="password"
          label="Password"
          autoComplete="new-password"
        />
        <FormTextField
          control={control}
          name="confirmPassword"
          type="password"
          label="Confirm Password"
          autoComplete="new-password"
        />
        <div>
          <FormControlLabel
            control={<Checkbox {...register('acceptTerms')} />}
            label={
              <Typography variant="body2">
                I accept the{' '}
                <Link href="/term_and_condition" target="_blank" rel="noopener">
                  Terms & Conditions
                </Link>{' '}
                and{' '}
                <Link href="/privacy_policies" target="_blank" rel="noopener">
                  Privacy Policy
                </Link>
              </Typography>
            }
          />
          {errors.acceptTerms && <FormHelperText error>{errors.acceptTerms.message}</FormHelperText>}
        </div>
        {errors.root?.message && <Alert severity="error">{errors.root.message}</Alert>}
        {notice && <Alert severity="warning">{notice}</Alert>}
        <SubmitButton busy={isSubmitting} label="Sign Up" busyLabel="Signing Up..." />
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          Already have an account?{' '}
          <Link component="button" type="button" onClick={onLogin}>
            Login
          </Link>
        </Typography>
      </Stack>
    </form>
  );
}
