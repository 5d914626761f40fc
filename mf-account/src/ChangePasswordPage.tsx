import { apiRequest, type ChangePasswordInput, type NoProps, Notice, toast } from '@basera/shared';
import { FormTextField } from '@basera/shared/forms';
import { ACCOUNT_MESSAGES } from '@basera/shared/rules';
import { changePasswordSchema } from '@basera/shared/schemas';
import { Button, Paper, Stack, Typography } from '@basera/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AccountLayout } from './AccountLayout';
import { useSaveFailure } from './failure';

export const CHANGE_PASSWORD_PATH = '/change-password';
const FIELDS = [
  ['current_password', 'Current Password', 'current-password'],
  ['new_password', 'New Password', 'new-password'],
  ['new_password_confirmation', 'Confirm New Password', 'new-password'],
] as const;
const EMPTY: ChangePasswordInput = { current_password: '', new_password: '', new_password_confirmation: '' };

/** /user/change-password: current, new and confirm, with the spec's rules and messages. */
export default function ChangePasswordPage(_props: NoProps) {
  const [done, setDone] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset, formState } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY,
  });
  const { failure, fail, clear } = useSaveFailure(
    FIELDS.map(([name]) => name),
    setError,
  );

  const submit = handleSubmit(async (values) => {
    clear();
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
      fail(error);
    }
  });

  return (
    <AccountLayout title="Change Password">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 560 }}>
        <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
          Change Password
        </Typography>
        <form onSubmit={submit} noValidate>
          <Stack spacing={2}>
            {FIELDS.map(([name, label, autoComplete]) => (
              <FormTextField
                key={name}
                control={control}
                name={name}
                type="password"
                hint={ACCOUNT_MESSAGES.passwordTooltip}
                label={label}
                autoComplete={autoComplete}
                required
              />
            ))}
            {failure && <Notice severity="error">{failure}</Notice>}
            {done && (
              <Notice severity="success" role="status">
                {done}
              </Notice>
            )}
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={formState.isSubmitting}
              sx={{ alignSelf: { sm: 'flex-start' } }}
            >
              {formState.isSubmitting ? 'Please wait...' : 'Update Password'}
            </Button>
          </Stack>
        </form>
      </Paper>
    </AccountLayout>
  );
}
