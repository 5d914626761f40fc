import { Link as RouterLink } from '@basera/shared/router';
import { RATING_MESSAGES as M, writeReviewPath } from '@basera/shared/rules';
import { Button, Paper, Stack, Typography } from '@basera/shared/ui';
import { useReviewPrompts } from './calls/getReviewPrompts';
import { ListingLine } from './ListingLine';

/**
 * Above My enquiries: "How was your visit to {name}?" for each past confirmed visit not reviewed yet (GET
 * /review-prompts), with "Write a review". Nothing at all while it loads, when there is none or when the call
 * fails: the enquiries below are the page.
 */
export function ReviewPrompts() {
  const prompts = useReviewPrompts();
  if (prompts.length === 0) return null;
  return (
    <Stack
      component="ul"
      spacing={1.5}
      aria-label={M.sectionTitle}
      sx={{ listStyle: 'none', p: 0, m: 0, mb: 3 }}
    >
      {prompts.map((prompt) => {
        const name = prompt.listing.accommodation_name;
        const id = `review-prompt-${prompt.thread_id}`;
        return (
          <Paper
            key={prompt.thread_id}
            component="li"
            variant="outlined"
            aria-labelledby={id}
            data-testid="review-prompt"
            sx={{ p: { xs: 1.5, sm: 2 }, borderColor: 'primary.light', bgcolor: 'grey.50' }}
          >
            <Typography id={id} variant="h4" component="h2" sx={{ mb: 0.5 }}>
              {M.prompt(name)}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 1.5 }}>
              {M.promptBody(name)}
            </Typography>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1.5}
              sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
            >
              <ListingLine listing={prompt.listing} />
              <Button
                component={RouterLink}
                to={writeReviewPath(prompt.property_id)}
                variant="contained"
                sx={{ flexShrink: 0, minHeight: 44 }}
              >
                {M.promptAction}
              </Button>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
