import {
  apiRequest,
  type LoginInput,
  loginSchema,
  PasswordField,
  showFieldErrors,
  toast,
  type User,
  type UserType,
  useAuthStore,
} from '@basera/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { loginErrorMessage } from './errors';
import { UserTypeRadios } from './fields';

export interface SessionResponse {
  status: boolean;
  message?: string;
  token: string;
  user: User;
  user_type: UserType;
}

interface Props {
  postMode: boolean;
  onDone: () => void;
  onForgot: () => void;
  onSignUp: () => void;
}

/** Spec 01: login by email or phone, password and user type; "Logging in..." while busy. */
export function LoginForm({ postMode, onDone, onForgot, onSignUp }: Props) {
  const navigate = useNavigate();
  const setSession = useAuthStore((state) => state.setSession);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email_or_phone: '', password: '', user_type: postMode ? 'Lister' : 'Customer' },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const response = await apiRequest<SessionResponse>('/user-login', { method: 'POST', body: values });
      setSession({ token: response.token, user: response.user, usertype: response.user_type });
      onDone();
      navigate('/myaccount');
      toast.success(response.message || 'Login success');
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
        <Controller
          control={control}
          name="user_type"
          render={({ field }) => (
            <UserTypeRadios value={field.value} onChange={field.onChange} postMode={postMode} />
          )}
        />
        <TextField
          label="Email or Phone Number"
          autoComplete="username"
          {...register('email_or_phone')}
          error={Boolean(errors.email_or_phone)}
          helperText={errors.email_or_phone?.message}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          {...register('password')}
          error={Boolean(errors.password)}
          helperText={errors.password?.message}
        />
        <Link component="button" type="button" onClick={onForgot} sx={{ alignSelf: 'flex-end' }}>
          Forgot Password?
        </Link>
        {failure && <Alert severity="error">{failure}</Alert>}
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
          {isSubmitting ? 'Logging in...' : 'Login'}
        </Button>
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
