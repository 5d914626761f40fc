import {
  apiFetcher,
  apiRequest,
  LoadError,
  NOTIFY_API,
  NOTIFY_CHANNEL_LABELS,
  NOTIFY_CHANNELS,
  NOTIFY_MESSAGES,
  type NoProps,
  type NotificationPrefs,
  type NotifyChannel,
  toast,
} from '@basera/shared';
import { type NotificationPrefsInput, notificationPrefsSchema } from '@basera/shared/schemas';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  FormControlLabel,
  FormHelperText,
  Paper,
  Stack,
  Typography,
} from '@basera/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import useSWR from 'swr';
import { AccountLayout } from './AccountLayout';
import { useSaveFailure } from './failure';

const pick = (prefs: NotificationPrefs): NotificationPrefsInput => ({
  email: prefs.email,
  sms: prefs.sms,
  whatsapp: prefs.whatsapp,
});

/** Where a channel's messages go, as the page says it under the channel. */
const whereTo = (channel: NotifyChannel, prefs: NotificationPrefs) =>
  channel === 'email' ? prefs.email_address : prefs.phone;

function PrefsForm({
  prefs,
  onSaved,
}: {
  prefs: NotificationPrefs;
  onSaved: (prefs: NotificationPrefs) => void;
}) {
  const { control, handleSubmit, setError, reset, formState } = useForm<NotificationPrefsInput>({
    resolver: zodResolver(notificationPrefsSchema),
    defaultValues: pick(prefs),
  });
  const { failure, fail, clear } = useSaveFailure(NOTIFY_CHANNELS, setError);

  const submit = handleSubmit(async (values) => {
    clear();
    try {
      const saved = await apiRequest<NotificationPrefs>(NOTIFY_API.preferences, {
        method: 'PUT',
        body: values,
      });
      const next = { ...prefs, ...values, ...(saved && typeof saved === 'object' ? saved : {}) };
      reset(pick(next));
      onSaved(next);
      toast.success(NOTIFY_MESSAGES.prefsSaved);
    } catch (error) {
      fail(error);
    }
  });

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Stack spacing={1.5}>
        {NOTIFY_CHANNELS.map((channel) => (
          <Controller
            key={channel}
            control={control}
            name={channel}
            render={({ field, fieldState }) => (
              <Box>
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={field.value}
                      onChange={(event) => field.onChange(event.target.checked)}
                      onBlur={field.onBlur}
                      name={field.name}
                    />
                  }
                  label={NOTIFY_CHANNEL_LABELS[channel]}
                />
                <FormHelperText sx={{ ml: 4, mt: 0 }}>{whereTo(channel, prefs) || '—'}</FormHelperText>
                {fieldState.error && (
                  <FormHelperText error sx={{ ml: 4 }}>
                    {fieldState.error.message}
                  </FormHelperText>
                )}
              </Box>
            )}
          />
        ))}
        {failure && <Alert severity="error">{failure}</Alert>}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={formState.isSubmitting}
          sx={{ alignSelf: { sm: 'flex-start' } }}
        >
          {formState.isSubmitting ? 'Saving...' : 'Save'}
        </Button>
      </Stack>
    </Box>
  );
}

/** /user/notifications: the channels this account is told on. */
export default function NotificationSettingsPage(_props: NoProps) {
  const { data, error, mutate } = useSWR<NotificationPrefs>(NOTIFY_API.preferences, apiFetcher, {
    revalidateOnFocus: false,
  });
  return (
    <AccountLayout title="Notifications">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
        <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
          How we tell you
        </Typography>
        {data ? (
          <PrefsForm prefs={data} onSaved={(next) => void mutate(next, { revalidate: false })} />
        ) : error ? (
          <LoadError onRetry={() => void mutate()} message="We could not load your notification settings." />
        ) : (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label="Loading notification settings" />
          </Box>
        )}
      </Paper>
    </AccountLayout>
  );
}
