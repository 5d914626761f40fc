import { formatDate } from '@basera/shared';
import { Link as RouterLink } from '@basera/shared/router';
import { USER_TYPE_LABELS } from '@basera/shared/rules';
import { Card, Link, Stack, Typography } from '@basera/shared/ui';
import { Chip } from '@basera/shared/ui-more';
import type { AdminUserSummary } from '../api/getUsers';

export const userPath = (id: number) => `/admin/users/${id}`;

/** A user in the search's results: name (linking to the account), type, contact, age and listings. */
export function UserSummaryCard({ user }: { user: AdminUserSummary }) {
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={user.name || user.email}
      sx={{ p: { xs: 1.5, sm: 2 } }}
    >
      <Stack spacing={0.5} sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Link
            component={RouterLink}
            to={userPath(user.id)}
            underline="hover"
            sx={{ fontWeight: 700, fontSize: '1.0625rem', wordBreak: 'break-word' }}
          >
            {user.name || 'No name'}
          </Link>
          <Chip size="small" variant="outlined" label={USER_TYPE_LABELS[user.user_type] ?? user.user_type} />
          {user.banned_at && <Chip size="small" color="error" label="Banned" />}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
          {[user.email, user.phone].filter(Boolean).join(' · ')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Joined {formatDate(user.created_at)}
          {user.user_type === 'Lister'
            ? ` · ${user.listings_count} ${user.listings_count === 1 ? 'listing' : 'listings'}`
            : ''}
        </Typography>
      </Stack>
    </Card>
  );
}
