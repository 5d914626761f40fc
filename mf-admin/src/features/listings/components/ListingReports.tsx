import { formatDate } from '@basera/shared';
import { Link as RouterLink } from '@basera/shared/router';
import { Box, Link, Typography } from '@basera/shared/ui';
import { Chip } from '@basera/shared/ui-more';
import type { Report } from '../../reports/api/getReports';

const STATUS_COLORS = { open: 'warning', dismissed: 'default', actioned: 'success' } as const;

/** What seekers reported about this listing, newest first as the API sends them. */
export function ListingReports({ reports }: { reports: Report[] }) {
  if (!reports.length)
    return (
      <Typography variant="body2" color="text.secondary">
        No one has reported this listing.
      </Typography>
    );
  return (
    <Box
      component="ul"
      aria-label="Reports on this listing"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
    >
      {reports.map((report) => (
        <Box component="li" key={report.id}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 600 }}>{report.reason_label}</Typography>
            <Chip size="small" color={STATUS_COLORS[report.status]} label={report.status} />
          </Box>
          {report.note && (
            <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
              “{report.note}”
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {report.reporter ? `${report.reporter.name} (${report.reporter.email})` : 'Deleted account'} ·{' '}
            {formatDate(report.created_at)}
            {report.kind === 'thread' ? ' · on an enquiry thread' : ''}
          </Typography>
        </Box>
      ))}
      <li>
        <Link component={RouterLink} to="/admin/reports">
          All open reports
        </Link>
      </li>
    </Box>
  );
}
