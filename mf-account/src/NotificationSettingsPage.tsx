import {
  apiFetcher,
  apiRequest,
  LoadError,
  type NoProps,
  type NotificationPrefs,
  toast,
} from '@basera/shared';
import {
  NOTIFY_API,
  NOTIFY_CHANNEL_LABELS,
  NOTIFY_CHANNELS,
  NOTIFY_MESSAGES,
  type NotifyChannel,
} from '@basera/shared/rules';
import { type NotificationPrefsInput, notificationPrefsSchema } from '@basera/shared/schemas';
import { Box, Button, CircularProgress, FormHelperText, Paper, Stack, Typography } from '@basera/shared/ui';
import { Switch } from '@basera/shared/ui-extra';
import { Alert, Divider } from '@basera/shared/ui-more';
import { zodResolver } from '@hookform/resolvers/zod';
import { Fragment, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import useSWR from 'swr';
import { AccountLayout } from './AccountLayout';
import { useSaveFailure } from './failure';

export const NOTIFICATIONS_TITLE = 'Notifications';
/** A channel this site has no provider for (production without an SMS/WhatsApp sender). */
export const NOT_OFFERED = 'Not available yet';

/** GET and PUT /account/notifications answer the preferences as `data` (PUT with its message). */
interface PrefsResponse {
  status: boolean;
  data: NotificationPrefs;
  message?: string;
}

const choices = (prefs: NotificationPrefs): NotificationPrefsInput => ({
  email: prefs.email,
  sms: prefs.sms,
  whatsapp: prefs.whatsapp,
});

/** Where a channel's messages go: the account's email, or its phone for SMS and WhatsApp. */
const addressOf = (channel: NotifyChannel, prefs: NotificationPrefs) =>
  ((channel === 'email' ? prefs.email_address : prefs.phone) ?? '').trim();

/** One channel: its name and where it goes, the switch at the end of the row, its own error under it. */
function ChannelRow({
  channel,
  prefs,
  checked,
  onChange,
  onBlur,
  error,
}: {
  channel: NotifyChannel;
  prefs: NotificationPrefs;
  checked: boolean;
  onChange: (on: boolean) => void;
  onBlur: () => void;
  error?: string;
}) {
  const id = useId();
  const address = addressOf(channel, prefs);
  const offered = prefs.available.includes(channel);
  // A channel the site cannot send on, or SMS and WhatsApp without a phone, cannot be turned on (one already on
  // can still be turned off).
  const blocked = (!offered || !address) && !checked;
  return (
    <Box sx={{ py: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Box
          component="label"
          htmlFor={id}
          sx={{ flexGrow: 1, minWidth: 0, cursor: blocked ? 'default' : 'pointer' }}
        >
          <Typography id={`${id}-name`} sx={{ fontWeight: 600 }}>
            {NOTIFY_CHANNEL_LABELS[channel]}
          </Typography>
          <Typography variant="body2" color="text.secondary" id={`${id}-to`} sx={{ wordBreak: 'break-word' }}>
            {!offered ? NOT_OFFERED : address ? `To ${address}` : NOTIFY_MESSAGES.channelNeedsPhone}
          </Typography>
        </Box>
        <Switch
          id={id}
          name={channel}
          checked={checked}
          disabled={blocked}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
          slotProps={{ input: { 'aria-labelledby': `${id}-name`, 'aria-describedby': `${id}-to` } }}
        />
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}

function PrefsForm({
  prefs,
  onSaved,
}: {
  prefs: NotificationPrefs;
  onSaved: (prefs: NotificationPrefs) => void;
}) {
  const { control, handleSubmit, setError, reset, formState } = useForm<NotificationPrefsInput>({
    resolver: zodResolver(notificationPrefsSchema),
    defaultValues: choices(prefs),
  });
  const { failure, fail, clear } = useSaveFailure(NOTIFY_CHANNELS, setError);

  const submit = handleSubmit(async (values) => {
    clear();
    try {
      const saved = await apiRequest<PrefsResponse>(NOTIFY_API.preferences, { method: 'PUT', body: values });
      const next: NotificationPrefs = { ...prefs, ...values, ...saved.data };
      reset(choices(next));
      onSaved(next);
      toast.success(saved.message || NOTIFY_MESSAGES.prefsSaved);
    } catch (error) {
      fail(error);
    }
  });

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Notification channels">
      <Box role="group" aria-label="Channels">
        {NOTIFY_CHANNELS.map((channel, index) => (
          <Fragment key={channel}>
            {index > 0 && <Divider />}
            <Controller
              control={control}
              name={channel}
              render={({ field, fieldState }) => (
                <ChannelRow
                  channel={channel}
                  prefs={prefs}
                  checked={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              )}
            />
          </Fragment>
        ))}
      </Box>
      <Stack spacing={2} sx={{ mt: 2 }}>
        {failure && <Alert severity="error">{failure}</Alert>}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={formState.isSubmitting || !formState.isDirty}
          sx={{ alignSelf: { sm: 'flex-start' } }}
        >
          {formState.isSubmitting ? 'Saving...' : 'Save'}
        </Button>
      </Stack>
    </Box>
  );
}

/**
 * /user/notifications: the channels this account is told on (email, SMS, WhatsApp), each with where it goes.
 * Visit requests, confirmations, changes and reminders, new messages and search alerts come on every channel
 * turned on; every message also carries a link that stops it.
 */
export default function NotificationSettingsPage(_props: NoProps) {
  const { data, error, mutate } = useSWR<PrefsResponse>(NOTIFY_API.preferences, apiFetcher, {
    revalidateOnFocus: false,
  });
  const prefs = data?.data;
  return (
    <AccountLayout title={NOTIFICATIONS_TITLE}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
        <Typography variant="h3" component="h2" sx={{ mb: 0.5 }}>
          How we reach you
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Visit requests, confirmations and reminders, replies to your enquiries and alerts for your saved
          searches come on each channel you turn on. Every message has a link to stop it.
        </Typography>
        {prefs ? (
          <PrefsForm
            prefs={prefs}
            onSaved={(next) => void mutate({ status: true, data: next }, { revalidate: false })}
          />
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
