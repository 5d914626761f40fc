import { apiRequest, type LoginInput, showFieldErrors, toast } from '@basera/shared';
import { FormTextField } from '@basera/shared/forms';
import { loginSchema } from '@basera/shared/schemas';
import { Alert, Link, Stack, Typography } from '@basera/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { loginErrorMessage } from './errors';
import { SubmitButton, UserTypeField } from './fields';
import { type SessionResponse, useStartSession } from './session';

interface Props {
  postMode: boolean;
  onDone: () => void;
  onForgot: () => void;
  onSignUp: () => void;
}

/** Spec 01: login by email or phone, password and user type; "Logging in..." while busy. */
export function LoginForm({ postMode, onDone, onForgot, onSignUp }: Props) {
  const startSession = useStartSession(onDone);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email_or_phone: '', password: '', user_type: postMode ? 'Lister' : 'Customer' },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const response = await apiRequest<SessionResponse>('/user-login', { method: 'POST', body: values });
      startSession(response, 'Login success');
    } catch (error) {
      showFieldErrors(error, ['email_or_phone', 'password'] as const, setError);
      const message = loginErrorMessage(error);
      setFailure(message);
      toast.error(message || 'Something went wrong');
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack spacing={2} sx={{ pt: 1 }}>
        <UserTypeField control={control} name="user_type" postMode={postMode} />
        <FormTextField
          control={control}
          name="email_or_phone"
          label="Email or Phone Number"
          autoComplete="username"
        />
        <FormTextField
          control={control}
          name="password"
          type="password"
          label="Password"
          autoComplete="current-password"
        />
        <Link component="button" type="button" onClick={onForgot} sx={{ alignSelf: 'flex-end' }}>
          Forgot Password?
        </Link>
        {failure && <Alert severity="error">{failure}</Alert>}
        <SubmitButton busy={isSubmitting} label="Login" busyLabel="Logging in..." />
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          New to Basera?{' '}
          <Link component="button" type="button" onClick={onSignUp}>
            Sign Up
          </Link>
        </Typography>
      </Stack>
    </form>
  );
}
