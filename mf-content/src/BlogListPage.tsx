import { PageHeader, usePageMeta } from '@basera/shared';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export default function BlogListPage() {
  usePageMeta('Blog', 'Guides and news about shared living in India.');
  return (
    <>
      <PageHeader title="Blog" />
      <Container maxWidth="lg" sx={{ py: 5 }}>
        <Typography variant="h2">Latest articles</Typography>
      </Container>
    </>
  );
}
