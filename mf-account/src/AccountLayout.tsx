import { PageHeader, usePageMeta } from '@basera/shared';
import { Box, Container } from '@basera/shared/ui';
import type { ReactNode } from 'react';
import { AccountMenu } from './AccountMenu';

/** Every account page: the banner with its title, the side menu, and the page itself. */
export function AccountLayout({ title, children }: { title: string; children: ReactNode }) {
  usePageMeta(title, null);
  return (
    <>
      <PageHeader title={title} />
      <Container maxWidth="xl" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 2, md: 3 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '280px minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          <AccountMenu />
          <Box component="section" aria-label={title} sx={{ minWidth: 0 }}>
            {children}
          </Box>
        </Box>
      </Container>
    </>
  );
}
