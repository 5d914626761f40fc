import { LEADS_PATH, PageHeader, usePageMeta } from '@basera/shared';
import { ThreadView } from '@basera/shared/enquiries';
import { Navigate, useParams } from '@basera/shared/router';
import { Container } from '@basera/shared/ui';
import { InviteFromLead } from './leads/InviteFromLead';
import { LeadInbox } from './leads/LeadInbox';

/**
 * The Lister's lead inbox (issue 15): `/user/leads` lists the enquiries and visit requests on their listings,
 * with each listing's last 30 days; `/user/leads/{threadId}` is one conversation (the shared ThreadView, which
 * gives the owner the reply box and the visit's confirm, reschedule and decline), with "Invite a resident to
 * review" above it, the lead's phone filled in.
 */
export default function LeadsPage() {
  const { threadId } = useParams();
  usePageMeta('Lead Inbox', null);
  if (threadId === undefined) return <LeadInbox />;
  const id = Number(threadId);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to={LEADS_PATH} replace />;
  return (
    <>
      <PageHeader title="Lead Inbox" crumb="Conversation" />
      <Container maxWidth="md" sx={{ py: 3 }}>
        <InviteFromLead threadId={id} />
        <ThreadView key={id} threadId={id} backTo={LEADS_PATH} backLabel="Lead Inbox" />
      </Container>
    </>
  );
}
