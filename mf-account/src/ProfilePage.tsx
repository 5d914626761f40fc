import {
  ACCOUNT_MESSAGES,
  apiFetcher,
  apiRequest,
  LoadError,
  type ProfileUpdateInput,
  profileUpdateSchema,
  showFieldErrors,
  toast,
  type User,
  type UserType,
  useAuthStore,
} from '@basera/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import useSWR from 'swr';
import { AccountLayout } from './AccountLayout';
import { failureMessage, formatDate } from './format';

export const PROFILE_PATH = '/profile';

interface ProfileResponse {
  status: boolean;
  message?: string;
  user: User;
  user_type: UserType;
}

const FIELDS = ['fname', 'lname', 'email', 'phone'] as const;

function ProfileForm({ user, onSaved }: { user: User; onSaved: (response: ProfileResponse) => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProfileUpdateInput>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: { fname: user.fname, lname: user.lname, email: user.email, phone: user.phone },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const response = await apiRequest<ProfileResponse>(PROFILE_PATH, { method: 'POST', body: values });
      onSaved(response);
      toast.success(response.message || ACCOUNT_MESSAGES.profileUpdated);
    } catch (error) {
      const inline = showFieldErrors(error, FIELDS, setError);
      const message = failureMessage(error);
      if (!inline) setFailure(message);
      toast.error(message);
    }
  });

  // Read-only as the spec says; still sent, so the API checks the whole profile.
  const readOnly = { htmlInput: { readOnly: true } };
  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <TextField
          label="First Name"
          autoComplete="given-name"
          required
          {...register('fname')}
          error={Boolean(errors.fname)}
          helperText={errors.fname?.message}
        />
        <TextField
          label="Last Name"
          autoComplete="family-name"
          required
          {...register('lname')}
          error={Boolean(errors.lname)}
          helperText={errors.lname?.message}
        />
        <TextField
          label="Email"
          type="email"
          {...register('email')}
          slotProps={readOnly}
          variant="filled"
          error={Boolean(errors.email)}
          helperText={errors.email?.message}
        />
        <TextField
          label="Phone Number"
          {...register('phone')}
          slotProps={readOnly}
          variant="filled"
          error={Boolean(errors.phone)}
          helperText={errors.phone?.message}
        />
        <TextField
          label="Registration Date"
          value={formatDate(user.created_at)}
          slotProps={readOnly}
          variant="filled"
        />
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
        disabled={isSubmitting}
        sx={{ mt: 3, width: { xs: '100%', sm: 'auto' } }}
      >
        {isSubmitting ? 'Updating...' : 'Update Profile'}
      </Button>
    </Box>
  );
}

/**
 * /myaccount: first and last name to edit; email, phone and registration date shown read-only. The form starts
 * from the stored user, which the shell refreshes from the API (`/me`) when the site opens; only without one
 * (a damaged local copy) is the profile fetched here.
 */
export default function ProfilePage() {
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
