import { Box, Grid, Paper } from '@basera/shared/ui';
import { ContactForm } from '../ContactForm';
import { ContentImage } from '../ContentImage';

/** The home page's feedback block: a decorative picture beside the "Any Queries?" form. */
export function FeedbackSection({
  block,
}: {
  block?: { text_one?: string; text_two?: string; image?: string | null };
}) {
  return (
    <Box component="section" sx={{ py: { xs: 4, md: 7 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 5 } }}>
        <Grid container spacing={{ xs: 3, md: 6 }} sx={{ alignItems: 'center' }}>
          {block?.image && (
            <Grid size={{ xs: 12, md: 5 }} sx={{ display: { xs: 'none', md: 'block' } }}>
              <ContentImage src={block.image} width={640} height={560} sx={{ borderRadius: 2 }} />
            </Grid>
          )}
          <Grid size={{ xs: 12, md: block?.image ? 7 : 12 }}>
            <ContactForm heading={block?.text_one} invitation={block?.text_two} />
          </Grid>
        </Grid>
      </Paper>
    </Box>
  );
}
