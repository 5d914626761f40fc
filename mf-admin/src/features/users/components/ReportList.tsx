import { formatDate } from '@basera/shared';
import { Link as RouterLink } from '@basera/shared/router';
import { Box, Link, Typography } from '@basera/shared/ui';
import { Chip } from '@basera/shared/ui-more';
import type { Report } from '../../reports/api/getReports';

const STATUS_COLORS = { open: 'warning', dismissed: 'default', actioned: 'success' } as const;

/** Reports a user made or received, one line each: reason, status, date and what it was about. */
export function ReportList({ reports, label, empty }: { reports: Report[]; label: string; empty: string }) {
  if (!reports.length)
    return (
      <Typography variant="body2" color="text.secondary">
        {empty}
      </Typography>
    );
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {reports.map((report) => (
        <Box component="li" key={report.id} sx={{ wordBreak: 'break-word' }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 600 }}>{report.reason_label}</Typography>
            <Chip size="small" color={STATUS_COLORS[report.status]} label={report.status} />
          </Box>
          <Typography variant="body2" color="text.secondary">
            {formatDate(report.created_at)} · {report.kind === 'review' && 'a review of '}
            {report.listing ? (
              <Link component={RouterLink} to={`/admin/listings/${report.listing.id}`}>
                {report.listing.property_name}
              </Link>
            ) : report.thread ? (
              'an enquiry thread'
            ) : (
              'a deleted listing'
            )}
            {report.note ? ` · “${report.note}”` : ''}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
