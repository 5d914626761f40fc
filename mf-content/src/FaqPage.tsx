import { LoadError, PageHeader, usePageMeta } from '@basera/shared';
import { Box, ButtonBase, Container, Skeleton, Stack, Typography } from '@basera/shared/ui';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useState } from 'react';
import { type FaqData, useContent } from './content-api';

type Faq = FaqData['faqs'][number];

/**
 * One question and its answer, the WAI-ARIA accordion pattern: a heading holding a button that shows or hides
 * the answer below it. Drawn like MUI's outlined Accordion from parts every page has (MUI's Accordion, with its
 * Collapse and the rest of `@basera/shared/ui-more`, was a third of what this page downloaded).
 */
function FaqItem({ faq, initiallyOpen }: { faq: Faq; initiallyOpen: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const answerId = `faq-${faq.id}-answer`;
  return (
    <Box sx={{ '& + &': { borderTop: 1, borderColor: 'divider' } }}>
      <Typography component="h3" sx={{ m: 0 }}>
        <ButtonBase
          id={`faq-${faq.id}-question`}
          aria-expanded={open}
          aria-controls={answerId}
          onClick={() => setOpen((value) => !value)}
          sx={{
            width: '100%',
            minHeight: 48,
            px: 2,
            py: 1.5,
            gap: 2,
            justifyContent: 'space-between',
            textAlign: 'left',
            typography: 'body1',
            fontWeight: 600,
          }}
        >
          {faq.question}
          <ExpandMoreIcon
            aria-hidden
            sx={{
              color: 'action.active',
              flexShrink: 0,
              transform: open ? 'rotate(180deg)' : 'none',
              transition: (theme) => theme.transitions.create('transform'),
            }}
          />
        </ButtonBase>
      </Typography>
      <Box id={answerId} hidden={!open} sx={{ px: 2, pb: 2 }}>
        <Typography color="text.secondary" sx={{ lineHeight: 1.7 }}>
          {faq.answer}
        </Typography>
      </Box>
    </Box>
  );
}

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
        {data && data.faqs.length > 0 && (
          <Box
            sx={{
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              overflow: 'hidden',
              bgcolor: 'background.paper',
            }}
          >
            {data.faqs.map((faq, index) => (
              <FaqItem key={faq.id} faq={faq} initiallyOpen={index === 0} />
            ))}
          </Box>
        )}
      </Container>
    </>
  );
}
