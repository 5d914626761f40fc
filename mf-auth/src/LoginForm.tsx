import {
  apiRequest,
  type LoginInput,
  type LoginIntent,
  showFieldErrors,
  type UserType,
} from '@basera/shared';
import { prepareChecks, schemaResolver } from '@basera/shared/checks';
import { FormTextField } from '@basera/shared/forms';
import { USER_TYPE_LABELS } from '@basera/shared/rules';
import { Button, Link, Stack, Typography } from '@basera/shared/ui';
import { Alert } from '@basera/shared/ui-more';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { loginErrorMessage, rightUserType, wrongUserTypeMessage } from './errors';
import { SubmitButton, UserTypeField } from './fields';
import { type SessionResponse, useStartSession } from './session';

interface Props {
  postMode: boolean;
  intent: LoginIntent | null;
  onDone: () => void;
  onForgot: () => void;
  onSignUp: () => void;
}

const loginCheck = schemaResolver<LoginInput>((schemas) => schemas.loginSchema);

/** Why the last attempt failed: a plain message, or the account's real type to sign in with. */
type Failure = { message: string; rightType?: UserType };

/**
 * Spec 01: login by email or phone, password and user type; "Logging in..." while busy. A failure shows once,
 * above the button (not also as a toast). Right credentials with the other user type get a one-tap way on.
 */
export function LoginForm({ postMode, intent, onDone, onForgot, onSignUp }: Props) {
  const startSession = useStartSession(onDone, intent);
  const [failure, setFailure] = useState<Failure | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({
    resolver: loginCheck,
    defaultValues: { email_or_phone: '', password: '', user_type: postMode ? 'Lister' : 'Customer' },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const response = await apiRequest<SessionResponse>('/user-login', { method: 'POST', body: values });
      startSession(response, 'Login success');
    } catch (error) {
      const rightType = rightUserType(error);
      if (rightType) {
        setFailure({ message: wrongUserTypeMessage(rightType), rightType });
        return;
      }
      showFieldErrors(error, ['email_or_phone', 'password'] as const, setError);
      setFailure({ message: loginErrorMessage(error) || 'Something went wrong' });
    }
  });

  const signInAs = (type: UserType) => {
    setValue('user_type', type);
    void submit();
  };

  const rightType = failure?.rightType;
  return (
    <form onSubmit={submit} onFocus={prepareChecks} noValidate>
      <Stack spacing={2} sx={{ pt: 1 }}>
        <UserTypeField
          control={control}
          name="user_type"
          postMode={postMode}
          onChange={() => setFailure(null)}
        />
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
        {!failure && errors.root?.message && <Alert severity="error">{errors.root.message}</Alert>}
        {failure && (
          <Alert severity={rightType ? 'info' : 'error'}>
            {failure.message}
            {rightType && (
              <Button
                variant="outlined"
                color="inherit"
                size="small"
                disabled={isSubmitting}
                onClick={() => signInAs(rightType)}
                sx={{ display: 'flex', mt: 1 }}
              >
                Sign in as {USER_TYPE_LABELS[rightType]}
              </Button>
            )}
          </Alert>
        )}
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
