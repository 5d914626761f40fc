import { PageHeader, useAuthStore, usePageMeta } from '@basera/shared';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/** /myaccount. Reads the signed-in user from the shell's (single) auth store. */
export default function ProfilePage() {
  const user = useAuthStore((state) => state.user);
  const usertype = useAuthStore((state) => state.usertype);
  usePageMeta('My Profile', null);
  const name = user ? `${user.fname} ${user.lname}`.trim() : '';
  return (
    <>
      <PageHeader title="My Profile" />
      <Container maxWidth="lg" sx={{ py: 4 }}>
        <Typography variant="h2" data-testid="account-name">
          {name ? `Welcome, ${name}` : 'Welcome'}
        </Typography>
        {user && (
          <Typography color="text.secondary">
            {user.email}
            {usertype ? ` · ${usertype === 'Customer' ? 'Search User' : usertype}` : ''}
          </Typography>
        )}
      </Container>
    </>
  );
}
