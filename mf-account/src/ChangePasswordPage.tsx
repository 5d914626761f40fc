import {
  ACCOUNT_MESSAGES,
  apiRequest,
  type ChangePasswordInput,
  changePasswordSchema,
  PasswordField,
  showFieldErrors,
  toast,
} from '@basera/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AccountLayout } from './AccountLayout';
import { failureMessage } from './format';

export const CHANGE_PASSWORD_PATH = '/change-password';
const FIELDS = ['current_password', 'new_password', 'new_password_confirmation'] as const;
const EMPTY: ChangePasswordInput = { current_password: '', new_password: '', new_password_confirmation: '' };

/** /user/change-password: current, new and confirm, with the spec's rules and messages. */
export default function ChangePasswordPage() {
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordInput>({ resolver: zodResolver(changePasswordSchema), defaultValues: EMPTY });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    setDone(null);
    try {
      const response = await apiRequest<{ message?: string; sessions_ended?: number }>(CHANGE_PASSWORD_PATH, {
        method: 'POST',
        body: values,
      });
      reset(EMPTY);
      toast.success(response.message || ACCOUNT_MESSAGES.passwordUpdated);
      const ended = response.sessions_ended ?? 0;
      setDone(
        ended
          ? `Your other ${ended === 1 ? 'session was' : `${ended} sessions were`} signed out.`
          : 'You stay signed in on this device.',
      );
    } catch (error) {
      const inline = showFieldErrors(error, FIELDS, setError);
      const message = failureMessage(error);
      if (!inline) setFailure(message);
      toast.error(message);
    }
  });

  const field = (name: (typeof FIELDS)[number], label: string, autoComplete: string) => (
    <PasswordField
      hint={ACCOUNT_MESSAGES.passwordTooltip}
      label={label}
      autoComplete={autoComplete}
      required
      {...register(name)}
      error={Boolean(errors[name])}
      helperText={errors[name]?.message}
    />
  );

  return (
    <AccountLayout title="Change Password">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 560 }}>
        <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
          Change Password
        </Typography>
        <form onSubmit={submit} noValidate>
          <Stack spacing={2}>
            {field('current_password', 'Current Password', 'current-password')}
            {field('new_password', 'New Password', 'new-password')}
            {field('new_password_confirmation', 'Confirm New Password', 'new-password')}
            {failure && <Alert severity="error">{failure}</Alert>}
            {done && <Alert severity="success">{done}</Alert>}
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={isSubmitting}
              sx={{ alignSelf: { sm: 'flex-start' } }}
            >
              {isSubmitting ? 'Please wait...' : 'Update Password'}
            </Button>
          </Stack>
        </form>
      </Paper>
    </AccountLayout>
  );
}
