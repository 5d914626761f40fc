import { LoadError, PageHeader, usePageMeta } from '@basera/shared';
import { Container, Skeleton, Stack, Typography } from '@basera/shared/ui';
import { Accordion, AccordionDetails, AccordionSummary } from '@basera/shared/ui-more';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { type FaqData, useContent } from './content-api';

/** FAQ (/faq): question and answer pairs as an accordion, the first one open. */
export default function FaqPage() {
  usePageMeta('FAQ', 'Answers to common questions about finding and listing PGs, hostels, mess and rooms.');
  const { data, error, isLoading, retry } = useContent<FaqData>('/faqs');
  return (
    <>
      <PageHeader title="FAQ" bannerImage={data?.banner_image_url} />
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <Typography variant="h2" sx={{ mb: 3 }}>
          Frequently Asked Questions
        </Typography>
        {error && <LoadError onRetry={retry} />}
        {isLoading && (
          <Stack role="status" aria-busy="true" spacing={1} aria-label="Loading">
            {[1, 2, 3, 4].map((n) => (
              <Skeleton key={n} variant="rounded" height={56} />
            ))}
          </Stack>
        )}
        {data?.faqs.map((faq, index) => (
          <Accordion key={faq.id} defaultExpanded={index === 0} disableGutters variant="outlined">
            <AccordionSummary
              expandIcon={<ExpandMoreIcon />}
              aria-controls={`faq-${faq.id}-answer`}
              id={`faq-${faq.id}-question`}
            >
              <Typography component="h3" sx={{ fontWeight: 600 }}>
                {faq.question}
              </Typography>
            </AccordionSummary>
            <AccordionDetails id={`faq-${faq.id}-answer`}>
              <Typography color="text.secondary" sx={{ lineHeight: 1.7 }}>
                {faq.answer}
              </Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Container>
    </>
  );
}
