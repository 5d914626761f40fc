import {
  ApiError,
  apiFetcher,
  apiRequest,
  formatDate,
  LoadError,
  type NoProps,
  type ProfileUpdateInput,
  toast,
  type User,
  type UserType,
  useAuthStore,
} from '@basera/shared';
import { FormTextField, OtpField } from '@basera/shared/forms';
import { ACCOUNT_MESSAGES, OTP_LENGTH } from '@basera/shared/rules';
import { profileUpdateSchema } from '@basera/shared/schemas';
import { Box, Button, CircularProgress, Paper, Typography } from '@basera/shared/ui';
import { Alert, TextField } from '@basera/shared/ui-more';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import useSWR from 'swr';
import { AccountLayout } from './AccountLayout';
import { failureText, useSaveFailure } from './failure';
import { RecentlyViewedSection } from './RecentlyViewedSection';

export const PROFILE_PATH = '/profile';

interface ProfileResponse {
  status: boolean;
  message?: string;
  user: User;
  user_type: UserType;
}

/** A save with a new email or phone answers 202: nothing saved yet, a code went to the new address. */
interface CodeSentResponse {
  status: boolean;
  message: string;
  code_sent: 'email' | 'phone';
}

type Saved = ProfileResponse | CodeSentResponse;
type Values = Omit<ProfileUpdateInput, 'otp'>;

/** Shown read-only, as the spec says (the registration date). */
const READ_ONLY = { slotProps: { htmlInput: { readOnly: true } }, variant: 'filled' } as const;
// Email and phone are editable: a change is saved once the code sent to the new address is entered.
const FIELDS = [
  { name: 'fname', label: 'First Name', autoComplete: 'given-name', required: true },
  { name: 'lname', label: 'Last Name', autoComplete: 'family-name', required: true },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', required: true },
  { name: 'phone', label: 'Phone Number', autoComplete: 'tel-national', required: true },
] as const;

function ProfileForm({ user, onSaved }: { user: User; onSaved: (response: ProfileResponse) => void }) {
  const { control, handleSubmit, setError, formState } = useForm<Values>({
    resolver: zodResolver(profileUpdateSchema.omit({ otp: true })),
    defaultValues: { fname: user.fname, lname: user.lname, email: user.email, phone: user.phone },
  });
  const { failure, fail, clear } = useSaveFailure(
    FIELDS.map((field) => field.name),
    setError,
  );
  /** The values waiting for the code sent to their new email or phone. */
  const [pending, setPending] = useState<{ values: Values; message: string } | null>(null);

  // Only the four fields (never created_at or id): the server takes nothing else.
  const save = async (values: Values) => {
    const response = await apiRequest<Saved>(PROFILE_PATH, { method: 'POST', body: values });
    if ('code_sent' in response) {
      setPending({ values, message: response.message });
      return;
    }
    setPending(null);
    onSaved(response);
    toast.success(response.message || ACCOUNT_MESSAGES.profileUpdated);
  };

  const submit = handleSubmit(async (values) => {
    clear();
    try {
      await save(values);
    } catch (error) {
      fail(error);
    }
  });

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {FIELDS.map((field) => (
          <FormTextField key={field.name} control={control} {...field} />
        ))}
        <TextField label="Registration Date" value={formatDate(user.created_at)} {...READ_ONLY} />
      </Box>
      {pending && (
        <ConfirmContact
          message={pending.message}
          values={pending.values}
          onConfirmed={(response) => {
            setPending(null);
            onSaved(response);
            toast.success(response.message || ACCOUNT_MESSAGES.profileUpdated);
          }}
          onResend={() => save(pending.values)}
        />
      )}
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={formState.isSubmitting}
        sx={{ mt: 3, width: { xs: '100%', sm: 'auto' } }}
      >
        {formState.isSubmitting ? 'Updating...' : 'Update Profile'}
      </Button>
    </Box>
  );
}

/**
 * The second step of a new email or phone: the code sent to it, then the same save with the code. Resend asks
 * for a new code (the server says how long to wait when it is too soon).
 */
function ConfirmContact({
  message,
  values,
  onConfirmed,
  onResend,
}: {
  message: string;
  values: Values;
  onConfirmed: (response: ProfileResponse) => void;
  onResend: () => Promise<void>;
}) {
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await work();
    } catch (error) {
      const text = (error instanceof ApiError && error.fieldError('otp')) || failureText(error);
      setProblem(text);
      toast.error(text);
    } finally {
      setBusy(false);
    }
  };
  const confirm = () =>
    run(async () => {
      const body = { ...values, otp: code };
      onConfirmed(await apiRequest<ProfileResponse>(PROFILE_PATH, { method: 'POST', body }));
    });
  const resend = () =>
    run(async () => {
      setCode('');
      await onResend();
    });

  return (
    <Box sx={{ mt: 2 }}>
      <Alert severity="info" sx={{ mb: 2 }}>
        {message}
      </Alert>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <OtpField
          label="Verification code"
          value={code}
          onChange={setCode}
          error={Boolean(problem)}
          helperText={problem ?? ' '}
          size="small"
          sx={{ width: 180 }}
        />
        <Button
          variant="contained"
          onClick={confirm}
          disabled={busy || code.length !== OTP_LENGTH}
          sx={{ mt: 0.5 }}
        >
          {busy ? 'Please wait...' : 'Confirm'}
        </Button>
        <Button variant="text" onClick={resend} disabled={busy} sx={{ mt: 0.5 }}>
          Resend code
        </Button>
      </Box>
    </Box>
  );
}

/**
 * /myaccount: first and last name, email and phone to edit (a new email or phone with a code sent to it);
 * the registration date shown read-only; below, a seeker's recently viewed places. The form starts
 * from the stored user, which the shell refreshes from the API (`/me`) when the site opens; only without one
 * (a damaged local copy) is the profile fetched here.
 */
export default function ProfilePage(_props: NoProps) {
  const stored = useAuthStore((state) => state.user);
  const setUser = useAuthStore((state) => state.setUser);
  const { data, error, mutate } = useSWR<ProfileResponse>(stored ? null : PROFILE_PATH, apiFetcher, {
    revalidateOnFocus: false,
    onSuccess: (response) => setUser(response.user),
  });
  const user = stored ?? data?.user;

  return (
    <AccountLayout title="My Profile">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
          Profile Details
        </Typography>
        {user ? (
          <ProfileForm key={user.id} user={user} onSaved={(response) => setUser(response.user)} />
        ) : error ? (
          <LoadError onRetry={() => void mutate()} message="We could not load your profile." />
        ) : (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label="Loading profile" />
          </Box>
        )}
      </Paper>
      <RecentlyViewedSection />
    </AccountLayout>
  );
}
