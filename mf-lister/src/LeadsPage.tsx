import { apiFetcher, PageHeader, usePageMeta } from '@basera/shared';
import { ThreadView } from '@basera/shared/enquiries';
import { Navigate, useParams } from '@basera/shared/router';
import { LEADS_PATH } from '@basera/shared/rules';
import { Container } from '@basera/shared/ui';
import { preload as swrPreload } from 'swr';
import { LEAD_STATS_PATH } from './leads/calls/leadStats';
import { leadsKey } from './leads/calls/leads';
import { InviteFromLead } from './leads/InviteFromLead';
import { LeadInbox } from './leads/LeadInbox';
import { readLeadsQuery } from './leads/model';

/**
 * Called by the shell as soon as this module has loaded: the inbox's two reads (the listings' numbers and the
 * page of leads the address names) start before the page's first render, not after it.
 */
export function preload(params: { threadId?: string }, location: { search: string }) {
  if (params.threadId !== undefined) return;
  for (const key of [LEAD_STATS_PATH, leadsKey(readLeadsQuery(new URLSearchParams(location.search)))])
    swrPreload(key, apiFetcher).catch(() => undefined);
}

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
