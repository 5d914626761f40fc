import { ApiError, formatDate, toast, useAuthStore } from '@basera/shared';
import {
  RATING_MESSAGES as M,
  RATING_CATEGORIES,
  RATING_CATEGORY_LABELS,
  REVIEW_BASIS_LABELS,
  REVIEW_BODY_MAX,
} from '@basera/shared/rules';
import { type ReviewInput, reviewSchema } from '@basera/shared/schemas';
import type { ReviewEligibility, ReviewWithListing } from '@basera/shared/types';
import {
  Box,
  Button,
  CircularProgress,
  FormControl,
  FormHelperText,
  Paper,
  Stack,
  Typography,
} from '@basera/shared/ui';
import {
  Alert,
  Chip,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@basera/shared/ui-more';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type Control, type Resolver, useController, useForm } from 'react-hook-form';
import { useSaveFailure } from '../failure';
import { postReview } from './calls/postReview';
import { updateReview } from './calls/updateReview';
import { ListingLine } from './ListingLine';
import {
  EMPTY_REVIEW,
  forgetReviewDraft,
  type ReviewFormValues,
  reviewDraftKey,
  useKeepReviewDraft,
  useReviewDraft,
} from './review-draft';
import { StarsField } from './StarsField';

const FIELDS = ['rating', ...RATING_CATEGORIES, 'body', 'recommend'] as const;

/** A review's values in the form (edit mode starts from them). */
export const formValuesOf = (review: ReviewWithListing): ReviewFormValues => ({
  rating: review.rating,
  ...review.categories,
  body: review.body,
  recommend: review.recommend,
});

/** "123 / 1,000" under the text. */
const counter = (length: number) =>
  `${length.toLocaleString('en-IN')} / ${REVIEW_BODY_MAX.toLocaleString('en-IN')}`;

/** The text: several lines, "30 to 1,000 characters" and a live count under it, the message in its place on error. */
function BodyField({ control }: { control: Control<ReviewFormValues> }) {
  const { field, fieldState } = useController({ control, name: 'body' });
  const length = field.value.length;
  return (
    <TextField
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={M.body}
      multiline
      minRows={5}
      fullWidth
      required
      error={Boolean(fieldState.error)}
      helperText={
        <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
          <span>{fieldState.error?.message ?? M.bodyHelp}</span>
          <Box
            component="span"
            data-testid="body-counter"
            sx={{ flexShrink: 0, color: length > REVIEW_BODY_MAX ? 'error.main' : 'text.secondary' }}
          >
            {counter(length)}
          </Box>
        </Box>
      }
      slotProps={{ formHelperText: { component: 'div', sx: { mx: 0 } } }}
    />
  );
}

/** "Would you recommend it?" Yes / No. */
function RecommendField({ control }: { control: Control<ReviewFormValues> }) {
  const { field, fieldState } = useController({ control, name: 'recommend' });
  const value = field.value === true ? 'yes' : field.value === false ? 'no' : '';
  return (
    <FormControl component="fieldset" error={Boolean(fieldState.error)}>
      <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary' }}>
        {M.recommend}
      </FormLabel>
      <RadioGroup
        row
        name="recommend"
        value={value}
        onChange={(event) => field.onChange(event.target.value === 'yes')}
        onBlur={field.onBlur}
        ref={(element: HTMLElement | null) =>
          field.ref(element ? { focus: () => element.querySelector('input')?.focus() } : null)
        }
      >
        <FormControlLabel value="yes" control={<Radio />} label={M.yes} sx={{ minHeight: 44, mr: 3 }} />
        <FormControlLabel value="no" control={<Radio />} label={M.no} sx={{ minHeight: 44 }} />
      </RadioGroup>
      <FormHelperText sx={{ mx: 0 }}>{fieldState.error?.message ?? ' '}</FormHelperText>
    </FormControl>
  );
}

/**
 * The review form: the overall stars, the four categories, the text with its counter, "Would you recommend it?".
 * Checked with the shared reviewSchema before anything is sent; the server's 422 messages go under their fields,
 * a refusal (403, 404, 409, 429) or no network above the button. POST for a new review, PATCH for the author's
 * edit. What is typed is kept in sessionStorage until it is saved (review-draft.ts).
 */
export function ReviewForm({
  eligibility,
  onSaved,
  onStale,
}: {
  eligibility: ReviewEligibility;
  onSaved: (review: ReviewWithListing) => void;
  /** The server says the page's state is old (reviewed already, the edit window closed): ask again. */
  onStale: () => void;
}) {
  const { listing, review } = eligibility;
  const userId = useAuthStore((state) => state.user?.id ?? 0);
  const [saved] = useState(() => (review ? formValuesOf(review) : EMPTY_REVIEW));
  const draftKey = reviewDraftKey(userId, listing.id);
  const start = useReviewDraft(draftKey, saved);
  const form = useForm<ReviewFormValues>({
    resolver: zodResolver(reviewSchema) as unknown as Resolver<ReviewFormValues>,
    defaultValues: start.values,
  });
  useKeepReviewDraft(draftKey, form, saved);
  const { failure, fail, clear } = useSaveFailure(FIELDS, form.setError);
  const busy = form.formState.isSubmitting;
  const basis = review?.basis ?? eligibility.basis;

  const submit = form.handleSubmit(async (values) => {
    clear();
    // The resolver hands over the schema's output: numbers, the text trimmed.
    const input = values as unknown as ReviewInput;
    try {
      const answer = review ? await updateReview(review.id, input) : await postReview(listing.id, input);
      forgetReviewDraft(draftKey);
      toast.success(answer.message || (review ? M.updated : M.posted));
      onSaved(answer.data);
    } catch (error) {
      fail(error);
      if (error instanceof ApiError && error.status === 409) onStale();
    }
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
      <ListingLine listing={listing}>
        {basis && (
          <Chip
            size="small"
            variant="outlined"
            color="success"
            label={REVIEW_BASIS_LABELS[basis]}
            sx={{ mt: 0.5, fontWeight: 600 }}
          />
        )}
      </ListingLine>
      {review?.editable_until && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {M.editableUntil(formatDate(review.editable_until))}
        </Typography>
      )}
      {start.restored && (
        <Alert severity="info" sx={{ mt: 2 }} data-testid="draft-kept">
          {M.draftKept}
        </Alert>
      )}
      <Stack component="form" onSubmit={submit} noValidate spacing={2.5} sx={{ mt: 2.5 }}>
        <StarsField control={form.control} name="rating" label={M.overall} large />
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <Typography component="legend" sx={{ fontWeight: 700, mb: 1, p: 0 }}>
            {M.categoriesLabel}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
              columnGap: 3,
              rowGap: 0.5,
            }}
          >
            {RATING_CATEGORIES.map((key) => (
              <StarsField key={key} control={form.control} name={key} label={RATING_CATEGORY_LABELS[key]} />
            ))}
          </Box>
        </Box>
        <BodyField control={form.control} />
        <RecommendField control={form.control} />
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          sx={{ alignSelf: { sm: 'flex-start' }, minWidth: 180 }}
        >
          {review ? M.save : M.post}
        </Button>
      </Stack>
    </Paper>
  );
}
