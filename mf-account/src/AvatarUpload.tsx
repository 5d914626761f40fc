import { ApiError, apiRequest, toast, type User, useAuthStore } from '@basera/shared';
import { ACCOUNT_MESSAGES } from '@basera/shared/rules';
import { Button, Stack, Typography } from '@basera/shared/ui';
import { Avatar } from '@basera/shared/ui-more';
import { useRef, useState } from 'react';

/** The API's limit; checked here too so nobody waits for a 5 MB upload to be refused. */
const MAX_BYTES = 5 * 1024 * 1024;
export const TOO_LARGE = 'The image is larger than 5 MB. Please choose a smaller one.';
export const AVATAR_PATH = '/profile-image';

interface AvatarResponse {
  status: boolean;
  message: string;
  avatar_url: string | null;
  user?: User;
}

/** The profile photo with choose + upload ('Uploading...'); the stored user follows the new picture. */
export function AvatarUpload() {
  const user = useAuthStore((state) => state.user);
  const setUser = useAuthStore((state) => state.setUser);
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const name = user ? `${user.fname} ${user.lname}`.trim() : '';
  const initials = user ? `${user.fname.charAt(0)}${user.lname.charAt(0)}`.toUpperCase() : '';

  const upload = async () => {
    if (!file) {
      toast.error(ACCOUNT_MESSAGES.selectImage);
      return;
    }
    if (file.size > MAX_BYTES) {
      toast.error(TOO_LARGE);
      return;
    }
    const form = new FormData();
    form.append('avatar', file);
    setBusy(true);
    try {
      const response = await apiRequest<AvatarResponse>(AVATAR_PATH, { method: 'POST', body: form });
      const current = useAuthStore.getState().user;
      if (response.user) setUser(response.user);
      else if (current) setUser({ ...current, avatar_url: response.avatar_url });
      toast.success(response.message);
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (error) {
      // The server's reason for a refused file (not an image, too large); anything else is the spec's text.
      const refused = error instanceof ApiError && [413, 422, 429].includes(error.status);
      toast.error(refused ? (error.fieldError('avatar') ?? error.message) : ACCOUNT_MESSAGES.uploadFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack
      direction={{ xs: 'row', md: 'column' }}
      spacing={2}
      sx={{ alignItems: 'center', textAlign: { xs: 'left', md: 'center' } }}
    >
      <Avatar
        src={user?.avatar_url ?? undefined}
        alt={name || 'Profile photo'}
        data-testid="account-avatar"
        sx={{ width: { xs: 72, md: 112 }, height: { xs: 72, md: 112 }, fontSize: { xs: 28, md: 40 } }}
        slotProps={{ img: { width: 112, height: 112 } }}
      >
        {initials}
      </Avatar>
      <Stack spacing={1} sx={{ minWidth: 0, alignItems: { xs: 'flex-start', md: 'center' } }}>
        <Typography variant="h4" component="p" data-testid="account-name" sx={{ wordBreak: 'break-word' }}>
          {name ? `Welcome, ${name}` : 'Welcome'}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button component="label" variant="outlined" size="small" disabled={busy}>
            Choose Photo
            <input
              ref={input}
              hidden
              type="file"
              accept="image/*"
              aria-label="Profile photo"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </Button>
          <Button variant="contained" size="small" onClick={upload} disabled={busy}>
            {busy ? 'Uploading...' : 'Upload'}
          </Button>
        </Stack>
        {file && (
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            {file.name}
          </Typography>
        )}
      </Stack>
    </Stack>
  );
}
