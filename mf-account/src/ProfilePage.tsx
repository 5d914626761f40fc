import {
  ACCOUNT_MESSAGES,
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
import { FormTextField } from '@basera/shared/forms';
import { profileUpdateSchema } from '@basera/shared/schemas';
import { Alert, Box, Button, CircularProgress, Paper, TextField, Typography } from '@basera/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import useSWR from 'swr';
import { AccountLayout } from './AccountLayout';
import { useSaveFailure } from './failure';

export const PROFILE_PATH = '/profile';

interface ProfileResponse {
  status: boolean;
  message?: string;
  user: User;
  user_type: UserType;
}

const EDITABLE = { required: true } as const;
/** Shown read-only, as the spec says; still sent, so the API checks the whole profile. */
const READ_ONLY = { slotProps: { htmlInput: { readOnly: true } }, variant: 'filled' } as const;
const FIELDS = [
  { name: 'fname', label: 'First Name', autoComplete: 'given-name', ...EDITABLE },
  { name: 'lname', label: 'Last Name', autoComplete: 'family-name', ...EDITABLE },
  { name: 'email', label: 'Email', type: 'email', ...READ_ONLY },
  { name: 'phone', label: 'Phone Number', ...READ_ONLY },
] as const;

function ProfileForm({ user, onSaved }: { user: User; onSaved: (response: ProfileResponse) => void }) {
  const { control, handleSubmit, setError, formState } = useForm<ProfileUpdateInput>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: { fname: user.fname, lname: user.lname, email: user.email, phone: user.phone },
  });
  const { failure, fail, clear } = useSaveFailure(
    FIELDS.map((field) => field.name),
    setError,
  );

  const submit = handleSubmit(async (values) => {
    clear();
    try {
      const response = await apiRequest<ProfileResponse>(PROFILE_PATH, { method: 'POST', body: values });
      onSaved(response);
      toast.success(response.message || ACCOUNT_MESSAGES.profileUpdated);
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
 * /myaccount: first and last name to edit; email, phone and registration date shown read-only. The form starts
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
    </AccountLayout>
  );
}
