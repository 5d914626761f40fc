import { PageHeader, usePageMeta } from '@basera/shared';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export default function FaqPage() {
  usePageMeta('FAQ', 'Answers to common questions about finding and listing PGs, hostels, mess and rooms.');
  return (
    <>
      <PageHeader title="FAQ" />
      <Container maxWidth="lg" sx={{ py: 5 }}>
        <Typography variant="h2">Frequently Asked Questions</Typography>
      </Container>
    </>
  );
}
