import { ApiError, toast } from '@basera/shared';
import { Link as RouterLink } from '@basera/shared/router';
import { RATING_MESSAGES, REVIEW_BURST_REASON } from '@basera/shared/rules';
import { Box, Button, Card, Link, Stack, Typography } from '@basera/shared/ui';
import { Chip } from '@basera/shared/ui-more';
import { type ReactNode, useState } from 'react';
import { ago } from '../../listings/components/ago';
import { ListingSummaryCard } from '../../listings/components/ListingSummaryCard';
import { ReasonDialog } from '../../listings/components/ReasonDialog';
import { AdminReview } from '../../reviews/components/AdminReview';
import type { Report } from '../api/getReports';
import { hideReviewFromReport } from '../api/hideReviewFromReport';
import { banFromReport, dismissReport, suspendFromReport } from '../api/reportActions';
import { ThreadMessages } from './ThreadMessages';

const STATUS_COLORS = { open: 'warning', dismissed: 'default', actioned: 'success' } as const;
const STATUS_LABELS = { open: 'Open', dismissed: 'Dismissed', actioned: 'Actioned' } as const;

type Action = 'dismiss' | 'suspend' | 'ban' | 'hide' | null;

const userLink = (user: { id: number; name: string }) => (
  <Link component={RouterLink} to={`/admin/users/${user.id}`}>
    {user.name || `User ${user.id}`}
  </Link>
);

/**
 * One report: what was said and by whom, beside what it is about (the listing, the thread's last messages, or the
 * review with its listing), and, while it is open, the ways to close it, each confirmed in a dialog.
 */
export function ReportCard({ report, onChanged }: { report: Report; onChanged: () => Promise<unknown> }) {
  const [action, setAction] = useState<Action>(null);
  const open = report.status === 'open';
  const review = report.kind === 'review' ? (report.review ?? null) : null;
  // A burst flag (many reviews on one listing at once) has no reporter; the listing may be gaming its rating.
  const burst = report.kind === 'review' && report.reason === REVIEW_BURST_REASON;
  const canSuspend =
    open &&
    (report.kind !== 'review' || burst) &&
    report.listing !== null &&
    report.listing.review === 'approved';
  const canHide = open && review !== null && review.hidden_at === null;
  const canBan = open && report.reported_user !== null && !report.reported_user.banned_at;

  /** A dialog's send: done -> toast and reload; a closed report (409) -> say so and reload; else the dialog shows it. */
  const send =
    (call: (reason: string | undefined) => Promise<{ message: string }>) => async (reason?: string) => {
      try {
        const answer = await call(reason);
        setAction(null);
        toast.success(answer.message);
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 409)) throw error;
        setAction(null);
        toast.error(error.message);
      }
      await onChanged();
    };

  const facts: Array<[string, ReactNode]> = [];
  if (!burst)
    facts.push([
      'Reported by',
      report.reporter ? (
        <>
          {userLink(report.reporter)} ({report.reporter.email})
        </>
      ) : (
        'Deleted account'
      ),
    ]);
  facts.push([
    report.kind === 'review' ? RATING_MESSAGES.writtenBy : 'About',
    report.reported_user ? (
      <>
        {userLink(report.reported_user)} ({report.reported_user.email})
        {report.reported_user.banned_at && <Chip size="small" color="error" label="Banned" sx={{ ml: 1 }} />}
      </>
    ) : (
      'No user'
    ),
  ]);
  const about = { listing: 'on a listing', thread: 'on a thread', review: RATING_MESSAGES.onReview }[
    report.kind
  ];
  const title = burst ? report.reason_label : `${report.reason_label}, ${about}`;
  // The ways to close an open report. Beside a review they come after it on a phone (and in reading order): the
  // operator reads the review first.
  const actions = open ? (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', gridArea: 'actions', alignSelf: 'start' }}
    >
      {canHide && (
        <Button variant="contained" color="error" onClick={() => setAction('hide')}>
          {RATING_MESSAGES.hideAction}
        </Button>
      )}
      <Button variant="outlined" onClick={() => setAction('dismiss')}>
        Dismiss
      </Button>
      {canSuspend && (
        <Button variant="outlined" color="error" onClick={() => setAction('suspend')}>
          Suspend listing
        </Button>
      )}
      {canBan && (
        <Button variant="outlined" color="error" onClick={() => setAction('ban')}>
          Ban user
        </Button>
      )}
    </Stack>
  ) : null;
  // What the report is about: the review (with its listing), the listing, or the thread's last messages.
  const side = (
    <Box sx={{ minWidth: 0, gridArea: 'side' }}>
      {review && <AdminReview review={review} showAuthor={false} />}
      {report.listing && !review && <ListingSummaryCard listing={report.listing} />}
      {report.thread && (
        <Stack spacing={1} sx={{ mt: report.listing ? 2 : 0 }}>
          <Typography variant="subtitle2" component="p">
            Thread between {report.thread.seeker.name || 'the seeker'} and{' '}
            {report.thread.owner?.name || 'the owner'}
          </Typography>
          <ThreadMessages thread={report.thread} />
        </Stack>
      )}
    </Box>
  );
  return (
    <Card variant="outlined" component="article" aria-label={`Report ${report.id}: ${report.reason_label}`}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
          gridTemplateRows: { md: actions ? 'auto 1fr' : 'auto' },
          gridTemplateAreas: {
            xs: !actions ? '"info" "side"' : review ? '"info" "side" "actions"' : '"info" "actions" "side"',
            md: actions ? '"info side" "actions side"' : '"info side"',
          },
          gap: 2,
          p: { xs: 1.5, sm: 2 },
        }}
      >
        <Stack spacing={1} sx={{ minWidth: 0, gridArea: 'info' }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <Typography variant="h3" component="h2" sx={{ fontSize: '1.0625rem', fontWeight: 700 }}>
              {title}
            </Typography>
            <Chip size="small" color={STATUS_COLORS[report.status]} label={STATUS_LABELS[report.status]} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            Reported {ago(report.created_at)}
          </Typography>
          {report.note && (
            <Typography sx={{ wordBreak: 'break-word', whiteSpace: 'pre-line' }}>“{report.note}”</Typography>
          )}
          {facts.map(([label, value]) => (
            <Typography key={label} variant="body2" sx={{ wordBreak: 'break-word' }}>
              {label}: {value}
            </Typography>
          ))}
          {report.resolution && (
            <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
              Resolution: {report.resolution}
            </Typography>
          )}
        </Stack>
        {review ? (
          <>
            {side}
            {actions}
          </>
        ) : (
          <>
            {actions}
            {side}
          </>
        )}
      </Box>
      <ReasonDialog
        open={action === 'dismiss'}
        title="Dismiss this report?"
        text="Nothing changes for the listing or its owner; the report is closed."
        confirmLabel="Dismiss"
        required={false}
        danger={false}
        hint="For the audit log."
        onClose={() => setAction(null)}
        onSubmit={send((reason) => dismissReport(report.id, reason))}
      />
      <ReasonDialog
        open={action === 'hide'}
        title={RATING_MESSAGES.hideTitle}
        text={RATING_MESSAGES.hideText}
        confirmLabel={RATING_MESSAGES.hideAction}
        hint={RATING_MESSAGES.hideHint}
        onClose={() => setAction(null)}
        onSubmit={send((reason) => hideReviewFromReport(report.id, reason ?? ''))}
      />
      <ReasonDialog
        open={action === 'suspend'}
        title="Suspend this listing?"
        text={`${report.listing?.property_name ?? 'The listing'} leaves search at once and its owner is mailed the reason. The report is closed as actioned.`}
        confirmLabel="Suspend listing"
        hint="The owner reads this (3 to 500 characters)."
        onClose={() => setAction(null)}
        onSubmit={send((reason) => suspendFromReport(report.id, reason ?? ''))}
      />
      <ReasonDialog
        open={action === 'ban'}
        title={`Ban ${report.reported_user?.name || 'this user'}?`}
        text="Every session of theirs ends at once, their listings leave the site and they cannot sign in. The report is closed as actioned."
        confirmLabel="Ban user"
        hint="Kept with the ban (3 to 500 characters)."
        onClose={() => setAction(null)}
        onSubmit={send((reason) => banFromReport(report.id, reason ?? ''))}
      />
    </Card>
  );
}
