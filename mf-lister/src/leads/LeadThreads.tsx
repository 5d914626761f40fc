import type { EnquiryThreadSummary } from '@basera/shared';
import { ThreadList } from '@basera/shared/enquiries';
import { Box, Typography } from '@basera/shared/ui';
import { groupByListing, leadPath } from './model';

/**
 * One page of leads in runs of one listing, each under a small header with the listing's name (the API sends a
 * listing's threads together, the listing with the newest lead first). The rows are the shared ThreadList.
 */
export function LeadThreads({ threads }: { threads: EnquiryThreadSummary[] }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      {groupByListing(threads).map((group, index) => {
        const headingId = `lead-group-${index}-${group.propertyId}`;
        return (
          <Box component="section" key={headingId} aria-labelledby={headingId}>
            <Typography
              id={headingId}
              variant="overline"
              component="h3"
              color="text.secondary"
              noWrap
              title={group.name}
              sx={{ display: 'block', fontWeight: 700, lineHeight: 1.6, mb: 0.5 }}
            >
              {group.name}
            </Typography>
            <ThreadList threads={group.threads} hrefOf={leadPath} />
          </Box>
        );
      })}
    </Box>
  );
}
