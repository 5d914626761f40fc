import {
  ApiError,
  apiRequest,
  changeForgotPasswordSchema,
  forgotPasswordSchema,
  OTP_LENGTH,
  PasswordField,
  showFieldErrors,
  toast,
  type UserType,
} from '@basera/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { UserTypeRadios } from './fields';

type Step1 = z.infer<typeof forgotPasswordSchema>;
type Step2 = z.input<typeof changeForgotPasswordSchema>;

interface Props {
  postMode: boolean;
  /** Step 2 succeeded: the caller closes this and opens the login box. */
  onReset: () => void;
  onLogin: () => void;
}

/** Spec 01: step 1 requests a code for email and user type; step 2 takes the code and the new password. */
export function ForgotPasswordForm({ postMode, onReset, onLogin }: Props) {
  const [request, setRequest] = useState<{ email: string; usertype: UserType } | null>(null);
  const step1 = useForm<Step1>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '', usertype: postMode ? 'Lister' : 'Customer' },
  });
  const step2 = useForm<Step2>({
    resolver: zodResolver(changeForgotPasswordSchema),
    defaultValues: {
      email: '',
      otp: '',
      new_password: '',
      new_password_confirmation: '',
      usertype: 'Customer',
    },
  });

  const sendCode = step1.handleSubmit(async (values) => {
    try {
      const response = await apiRequest<{ message?: string }>('/user-forgot-password', {
        method: 'POST',
        body: values,
      });
      toast.success(response.message || 'Password reset link sent to your email');
      setRequest(values);
      step2.reset({
        email: values.email,
        usertype: values.usertype,
        otp: '',
        new_password: '',
        new_password_confirmation: '',
      });
    } catch (error) {
      const message =
        error instanceof ApiError && error.status !== 0
          ? error.fieldError('email') || error.message
          : 'Failed to send reset link';
      toast.error(message || 'Failed to send reset link');
    }
  });

  const changePassword = step2.handleSubmit(async (values) => {
    try {
      const response = await apiRequest<{ message?: string }>('/change-forgot-password', {
        method: 'POST',
        body: values,
      });
      toast.success(response.message || 'Password updated successfully');
      step1.reset();
      step2.reset();
      setRequest(null);
      onReset();
    } catch (error) {
      if (!(error instanceof ApiError) || error.status === 0) {
        toast.error('An error occurred. Please try again.');
        return;
      }
      showFieldErrors(error, ['otp', 'new_password', 'new_password_confirmation'] as const, step2.setError);
      toast.error(error.message || 'Failed to update password');
    }
  });

  if (!request) {
    const { errors, isSubmitting } = step1.formState;
    return (
      <form onSubmit={sendCode} noValidate>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            Enter the email of your account. We will send you a code to set a new password.
          </Typography>
          <Controller
            control={step1.control}
            name="usertype"
            render={({ field }) => (
              <UserTypeRadios value={field.value} onChange={field.onChange} postMode={postMode} />
            )}
          />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            {...step1.register('email')}
            error={Boolean(errors.email)}
            helperText={errors.email?.message}
          />
          <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
            {isSubmitting ? 'Please wait...' : 'Send Reset Code'}
          </Button>
          <Link component="button" type="button" onClick={onLogin}>
            Back to Login
          </Link>
        </Stack>
      </form>
    );
  }

  const { errors, isSubmitting } = step2.formState;
  return (
    <form onSubmit={changePassword} noValidate>
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          Enter the code sent to {request.email} and choose a new password.
        </Typography>
        <TextField
          label="OTP"
          autoComplete="one-time-code"
          slotProps={{ htmlInput: { maxLength: OTP_LENGTH, inputMode: 'numeric' } }}
          {...step2.register('otp')}
          error={Boolean(errors.otp)}
          helperText={errors.otp?.message}
        />
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          {...step2.register('new_password')}
          error={Boolean(errors.new_password)}
          helperText={errors.new_password?.message}
        />
        <PasswordField
          label="Confirm New Password"
          autoComplete="new-password"
          {...step2.register('new_password_confirmation')}
          error={Boolean(errors.new_password_confirmation)}
          helperText={errors.new_password_confirmation?.message}
        />
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
          {isSubmitting ? 'Please wait...' : 'Update Password'}
        </Button>
        <Link component="button" type="button" onClick={() => setRequest(null)}>
          Use another email
        </Link>
      </Stack>
    </form>
  );
}
