import { PageHeader, usePageMeta } from '@basera/shared';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';

export default function BlogArticlePage() {
  const { slug = '' } = useParams();
  usePageMeta('Blog', null);
  return (
    <>
      <PageHeader title="Blog" crumb={slug} />
      <Container maxWidth="lg" sx={{ py: 5 }}>
        <Typography variant="h2">Trending Topics</Typography>
      </Container>
    </>
  );
}
