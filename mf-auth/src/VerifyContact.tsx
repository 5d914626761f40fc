import { ApiError, apiRequest, errorMessage, toast, type UserType } from '@basera/shared';
import { OtpField } from '@basera/shared/forms';
import { OTP_LENGTH } from '@basera/shared/rules';
import { Button, Stack, Typography } from '@basera/shared/ui';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { useState } from 'react';
import { formatCountdown, useCountdown } from './countdown';
import { retryAfter } from './errors';

export type Channel = 'email' | 'phone';

const CONFIG = {
  email: { send: '/email-send-otp', verify: '/email-verify-otp', wait: 60, noun: 'email' },
  phone: { send: '/phone-send-otp', verify: '/phone-verify-otp', wait: 300, noun: 'phone' },
} as const;

interface Props {
  channel: Channel;
  /** The address as typed (email or 10-digit phone). */
  value: string;
  /** The field currently has a validation error. */
  invalid: boolean;
  usertype: UserType;
  verified: boolean;
  onVerified: () => void;
  /** Shows a server message under the address field. */
  onFieldError: (message: string) => void;
}

/** "Verify with OTP" for an email or phone field: send, enter the 6 digits, verify; resend after the wait. */
export function VerifyContact({
  channel,
  value,
  invalid,
  usertype,
  verified,
  onVerified,
  onFieldError,
}: Props) {
  const config = CONFIG[channel];
  const [sent, setSent] = useState(false);
  const [otp, setOtp] = useState('');
  const [busy, setBusy] = useState(false);
  const countdown = useCountdown();

  if (verified) {
    return (
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'success.main' }}>
        <CheckCircle fontSize="small" />
        <Typography variant="body2">Verified</Typography>
      </Stack>
    );
  }

  const send = async () => {
    if (channel === 'phone' && !value.trim()) {
      toast.error('Please enter your phone number.');
      return;
    }
    setBusy(true);
    try {
      const body =
        channel === 'email' ? { email: value.trim(), usertype } : { phone: value.trim(), usertype };
      const response = await apiRequest<{ message?: string; resend_after?: number }>(config.send, {
        method: 'POST',
        body,
      });
      setSent(true);
      setOtp('');
      countdown.start(response.resend_after ?? config.wait);
      // The spec toasts a sent phone code only; an email code arrives with no toast.
      if (channel === 'phone') toast.success('OTP sent successfully!');
    } catch (error) {
      const wait = retryAfter(error);
      if (wait) {
        setSent(true);
        countdown.start(wait);
      }
      const fieldMessage = error instanceof ApiError ? error.fieldError(channel) : undefined;
      if (fieldMessage) onFieldError(fieldMessage);
      else toast.error(errorMessage(error, 'Failed to send OTP'));
    } finally {
      setBusy(false);
    }
  };

  const verify = async () => {
    setBusy(true);
    try {
      const body = channel === 'email' ? { email: value.trim(), otp } : { phone: value.trim(), otp };
      const response = await apiRequest<{ message?: string }>(config.verify, { method: 'POST', body });
      onVerified();
      countdown.reset();
      if (response.message) toast.success(response.message);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to verify OTP'));
    } finally {
      setBusy(false);
    }
  };

  const waiting = countdown.secondsLeft > 0;
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          size="small"
          onClick={send}
          disabled={busy || invalid || (channel === 'email' && !value.trim()) || waiting}
        >
          {sent ? 'Resend OTP' : 'Verify with OTP'}
        </Button>
        {waiting && (
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            Resend in {formatCountdown(countdown.secondsLeft, channel === 'phone' ? 'minutes' : 'seconds')}
          </Typography>
        )}
      </Stack>
      {sent && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <OtpField
            size="small"
            label={`${channel === 'email' ? 'Email' : 'Phone'} OTP`}
            value={otp}
            onChange={setOtp}
            sx={{ maxWidth: 160 }}
          />
          <Button
            variant="contained"
            size="small"
            onClick={verify}
            disabled={busy || otp.length !== OTP_LENGTH}
            sx={{ mt: 0.5 }}
          >
            Verify
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
