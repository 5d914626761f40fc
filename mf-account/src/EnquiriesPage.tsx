import { apiFetcher, LoadError, type NoProps } from '@basera/shared';
import { ThreadList, ThreadView } from '@basera/shared/enquiries';
import { Link as RouterLink, useParams, useSearchParams } from '@basera/shared/router';
import { ENQUIRIES_PATH, RATINGS_API } from '@basera/shared/rules';
import { Box, Button, CircularProgress, Paper, Stack, Typography } from '@basera/shared/ui';
import { Alert, Pagination } from '@basera/shared/ui-more';
import { preload as swrPreload } from 'swr';
import { AccountLayout } from './AccountLayout';
import { enquiriesKey, useMyEnquiries } from './enquiries';
import { useReviewPromptsSettled } from './reviews/calls/getReviewPrompts';
import { ReviewPrompts } from './reviews/ReviewPrompts';

const TITLE = 'My enquiries';

/** A positive whole number from the address, else null. */
const wholeNumber = (value: string | null | undefined) => {
  const number = Number(value);
  return value && Number.isSafeInteger(number) && number > 0 ? number : null;
};

/**
 * Called by the shell as soon as this module has loaded: the list's two reads (the review prompts and the page of
 * threads the address names) start before the page's first render, not after it.
 */
export function preload(params: { threadId?: string }, location: { search: string }) {
  if (params.threadId !== undefined) return;
  const page = wholeNumber(new URLSearchParams(location.search).get('page')) ?? 1;
  for (const key of [RATINGS_API.prompts, enquiriesKey(page)])
    swrPreload(key, apiFetcher).catch(() => undefined);
}

/** Nothing yet: how a conversation starts, and the way to the listings. */
function NoEnquiries() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Typography variant="h4" component="p">
        You have not contacted any owner yet.
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        Open a PG, hostel, mess or room and tap "Ask the owner" or "Book a visit". The owner's answers will
        show here.
      </Typography>
      <Button component={RouterLink} to="/list" variant="contained" sx={{ mt: 3 }}>
        Browse Listings
      </Button>
    </Paper>
  );
}

/**
 * The seeker's threads, newest first, a page at a time (the page is in the address, so Back returns to it), under
 * the review prompts. One spinner until both have answered: prompts that came after the list pushed the whole
 * list down (a layout shift of 0.11 on a phone).
 */
function EnquiryList() {
  const [params, setParams] = useSearchParams();
  const page = wholeNumber(params.get('page')) ?? 1;
  const { threads, total, pages, loaded, error, retry } = useMyEnquiries(page);
  const promptsSettled = useReviewPromptsSettled();

  if (!(loaded || error) || !promptsSettled)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading enquiries" />
      </Box>
    );
  if (error)
    return (
      <>
        <ReviewPrompts />
        <LoadError onRetry={retry} message="We could not load your enquiries." />
      </>
    );
  if (total === 0)
    return (
      <>
        <ReviewPrompts />
        <NoEnquiries />
      </>
    );
  return (
    <>
      <ReviewPrompts />
      <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
        {total} {total === 1 ? 'conversation' : 'conversations'}
      </Typography>
      {threads.length > 0 ? (
        <ThreadList threads={threads} hrefOf={(thread) => `${ENQUIRIES_PATH}/${thread.id}`} />
      ) : (
        <Typography color="text.secondary">No conversations on this page.</Typography>
      )}
      {pages > 1 && (
        <Stack sx={{ alignItems: 'center', mt: 3 }}>
          <Pagination
            count={pages}
            page={Math.min(page, pages)}
            onChange={(_event, next) => setParams(next > 1 ? { page: String(next) } : {})}
            color="primary"
            siblingCount={0}
          />
        </Stack>
      )}
    </>
  );
}

/**
 * /user/enquiries (My enquiries: the seeker's threads with owners, under "How was your visit to ...?" for each
 * past visit not reviewed yet) and /user/enquiries/:threadId (one thread,
 * with the visit, the replies and Report), in the account layout.
 */
export default function EnquiriesPage(_props: NoProps) {
  const { threadId } = useParams();
  const id = wholeNumber(threadId);
  let body = <EnquiryList />;
  if (threadId !== undefined)
    body = id ? (
      <ThreadView key={id} threadId={id} backTo={ENQUIRIES_PATH} backLabel={TITLE} />
    ) : (
      <Alert
        severity="warning"
        role="alert"
        action={
          <Button component={RouterLink} to={ENQUIRIES_PATH} color="inherit" size="small">
            {TITLE}
          </Button>
        }
      >
        This conversation was not found.
      </Alert>
    );
  return <AccountLayout title={TITLE}>{body}</AccountLayout>;
}
