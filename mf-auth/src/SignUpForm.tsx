import {
  ApiError,
  AUTH_MESSAGES,
  apiRequest,
  NAME_MAX,
  PasswordField,
  type SignUpForm as SignUpValues,
  signUpFormSchema,
  toast,
  useAuthStore,
} from '@basera/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { REGISTER_FIELD_MAP } from './errors';
import { UserTypeRadios } from './fields';
import type { SessionResponse } from './LoginForm';
import { VerifyContact } from './VerifyContact';

interface Props {
  postMode: boolean;
  onDone: () => void;
  onLogin: () => void;
}

/** Spec 01: sign-up validated on each change and on submit; email (and, for a Lister, phone) verified by OTP. */
export function SignUpForm({ postMode, onDone, onLogin }: Props) {
  const navigate = useNavigate();
  const setSession = useAuthStore((state) => state.setSession);
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
    resolver: zodResolver(signUpFormSchema),
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
      setSession({ token: response.token, user: response.user, usertype: response.user_type });
      onDone();
      navigate('/myaccount');
      toast.success(response.message || 'Registration successful!');
    } catch (error) {
      const messages: string[] = [];
      if (error instanceof ApiError) {
        for (const [field, list] of Object.entries(error.errors)) {
          const formField = REGISTER_FIELD_MAP[field] as keyof SignUpValues | undefined;
          if (formField && list[0]) setError(formField, { message: list[0] });
          messages.push(...list.slice(0, 1));
        }
      }
      const fallback = error instanceof ApiError && error.status !== 0 ? error.message : '';
      toast.error(messages.join(' ') || fallback || 'Registration failed. Try again.');
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Controller
          control={control}
          name="user_type"
          render={({ field }) => (
            <UserTypeRadios
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                setNotice(null);
              }}
              postMode={postMode}
            />
          )}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label="First Name"
            fullWidth
            autoComplete="given-name"
            slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
            {...register('firstName')}
            error={Boolean(errors.firstName)}
            helperText={errors.firstName?.message}
          />
          <TextField
            label="Last Name"
            fullWidth
            autoComplete="family-name"
            slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
            {...register('lastName')}
            error={Boolean(errors.lastName)}
            helperText={errors.lastName?.message}
          />
        </Stack>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          {...register('email')}
          error={Boolean(errors.email)}
          helperText={errors.email?.message}
          slotProps={{ htmlInput: { readOnly: verified.email } }}
        />
        <VerifyContact
          channel="email"
          value={watch('email')}
          invalid={Boolean(errors.email)}
          usertype={userType}
          verified={verified.email}
          onVerified={() => setVerified((v) => ({ ...v, email: true }))}
          onFieldError={(message) => setError('email', { message })}
        />
        <TextField
          label="Phone Number"
          type="tel"
          autoComplete="tel-national"
          {...register('userphone')}
          error={Boolean(errors.userphone)}
          helperText={errors.userphone?.message}
          slotProps={{
            htmlInput: { maxLength: 10, inputMode: 'numeric', readOnly: lister && verified.phone },
          }}
        />
        {lister && (
          <VerifyContact
            channel="phone"
            value={watch('userphone')}
            invalid={Boolean(errors.userphone)}
            usertype={userType}
            verified={verified.phone}
            onVerified={() => setVerified((v) => ({ ...v, phone: true }))}
            onFieldError={(message) => setError('userphone', { message })}
          />
        )}
        <PasswordField
          label="Password"
          autoComplete="new-password"
          {...register('password')}
          error={Boolean(errors.password)}
          helperText={errors.password?.message}
        />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          {...register('confirmPassword')}
          error={Boolean(errors.confirmPassword)}
          helperText={errors.confirmPassword?.message}
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
        {notice && <Alert severity="warning">{notice}</Alert>}
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
          {isSubmitting ? 'Signing Up...' : 'Sign Up'}
        </Button>
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
