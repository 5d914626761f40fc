import { apiFetcher, formatDateTime, LoadError, usePageMeta } from '@basera/shared';
import { Link as RouterLink, useSearchParams } from '@basera/shared/router';
import { ADMIN_API, RATING_MESSAGES } from '@basera/shared/rules';
import { AUDIT_ACTION_GROUPS, AUDIT_ACTIONS, type AuditRow } from '@basera/shared/schemas';
import {
  Box,
  CircularProgress,
  Link,
  Paper,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@basera/shared/ui';
import {
  Pagination,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
} from '@basera/shared/ui-more';
import useSWR from 'swr';
import { ADMIN_BASE } from '../../paths';

type AuditAction = (typeof AUDIT_ACTIONS)[number];
type AuditGroup = (typeof AUDIT_ACTION_GROUPS)[number];

/** Each recorded action in words. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'listing.approve': 'Listing approved',
  'listing.reject': 'Listing rejected',
  'listing.suspend': 'Listing suspended',
  'listing.verify': 'Listing verified',
  'listing.unverify': 'Verified badge removed',
  'report.dismiss': 'Report dismissed',
  'report.action': 'Report actioned',
  'user.ban': 'User banned',
  'user.unban': 'User unbanned',
  'content.create': 'Content created',
  'content.update': 'Content updated',
  'content.delete': 'Content deleted',
  'content.publish': 'Content published',
  'content.unpublish': 'Content unpublished',
  'review.hide': RATING_MESSAGES.hidden,
  'review.unhide': RATING_MESSAGES.unhidden,
};

const GROUP_LABELS: Record<AuditGroup, string> = {
  listing: 'All listing actions',
  report: 'All report actions',
  user: 'All user actions',
  content: 'All content actions',
  review: 'All review actions',
};

const isFilter = (value: string | null): value is AuditAction | AuditGroup =>
  (AUDIT_ACTIONS as readonly string[]).includes(value ?? '') ||
  (AUDIT_ACTION_GROUPS as readonly string[]).includes(value ?? '');

export const actionLabel = (action: string) => AUDIT_ACTION_LABELS[action as AuditAction] ?? action;

interface AuditPageAnswer {
  data: AuditRow[];
  total: number;
  page: number;
  per_page: number;
}

/** What the row acted on: a link to the listing or user in the console, or its kind and id. */
function Target({ row }: { row: AuditRow }) {
  const to =
    row.target_kind === 'listing'
      ? `${ADMIN_BASE}/listings/${row.target_id}`
      : row.target_kind === 'user'
        ? `${ADMIN_BASE}/users/${row.target_id}`
        : null;
  const text = `${row.target_kind} #${row.target_id}`;
  return to ? (
    <Link component={RouterLink} to={to}>
      {text}
    </Link>
  ) : (
    <>{text}</>
  );
}

/** A phone's audit log: one entry a block (action and target, then who and when, then why). */
function AuditList({ rows }: { rows: AuditRow[] }) {
  return (
    <Paper variant="outlined" component="ul" aria-label="Audit log" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((row, index) => (
        <Box
          component="li"
          key={row.id}
          sx={{ px: 2, py: 1.5, borderTop: index ? 1 : 0, borderColor: 'divider' }}
        >
          <Typography sx={{ fontWeight: 600 }}>
            {actionLabel(row.action)} · <Target row={row} />
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {row.actor_email} · <time dateTime={row.created_at}>{formatDateTime(row.created_at)}</time>
          </Typography>
          {row.reason && <Typography variant="body2">{row.reason}</Typography>}
        </Box>
      ))}
    </Paper>
  );
}

/**
 * /admin/audit: every operator action, newest first, 20 a page, filtered by one action or a kind of action.
 * Page and filter live in the address (`?page=2&action=user.ban`), so Back and a shared link keep them. Read
 * only: nothing here (or in the API) edits the log.
 */
export default function AuditPage() {
  usePageMeta('Audit log');
  const [params, setParams] = useSearchParams();
  const action = isFilter(params.get('action')) ? params.get('action')! : '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const query = new URLSearchParams();
  query.set('page', String(page));
  if (action) query.set('action', action);
  const { data, error, mutate, isLoading } = useSWR<AuditPageAnswer>(
    `${ADMIN_API.audit}?${query}`,
    apiFetcher,
    { keepPreviousData: true },
  );

  const change = (next: { action?: string; page?: number }) => {
    const updated = new URLSearchParams(params);
    if (next.action !== undefined) {
      if (next.action) updated.set('action', next.action);
      else updated.delete('action');
      updated.delete('page');
    }
    if (next.page !== undefined) {
      if (next.page > 1) updated.set('page', String(next.page));
      else updated.delete('page');
    }
    setParams(updated);
  };

  // A phone gets a list of entries; a wider screen the table.
  const wide = useMediaQuery(useTheme().breakpoints.up('lg'), { noSsr: true });
  const pages = data ? Math.max(1, Math.ceil(data.total / (data.per_page || 20))) : 1;

  return (
    <Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="h2" component="h1">
          Audit log
        </Typography>
        <TextField
          select
          size="small"
          label="Action"
          value={action}
          onChange={(event) => change({ action: event.target.value })}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: { sm: 260 } }}
        >
          <option value="">All actions</option>
          {AUDIT_ACTION_GROUPS.map((group) => (
            <optgroup key={group} label={GROUP_LABELS[group].replace('All ', '').replace(' actions', '')}>
              <option value={group}>{GROUP_LABELS[group]}</option>
              {AUDIT_ACTIONS.filter((item) => item.startsWith(`${group}.`)).map((item) => (
                <option key={item} value={item}>
                  {AUDIT_ACTION_LABELS[item]}
                </option>
              ))}
            </optgroup>
          ))}
        </TextField>
      </Stack>

      {error ? (
        <LoadError onRetry={() => void mutate()} message="We could not load the audit log." />
      ) : !data ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label="Loading the audit log" />
        </Box>
      ) : data.data.length === 0 ? (
        <Typography color="text.secondary">
          {action ? 'No operator action of this kind yet.' : 'No operator action yet.'}
        </Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {data.total} {data.total === 1 ? 'entry' : 'entries'}, newest first
          </Typography>
          {!wide ? (
            <AuditList rows={data.data} />
          ) : (
            <Paper variant="outlined" sx={{ overflowX: 'auto', opacity: isLoading ? 0.6 : 1 }}>
              <Table size="small" aria-label="Audit log" sx={{ minWidth: 720 }}>
                <TableHead>
                  <TableRow>
                    <TableCell>When</TableCell>
                    <TableCell>Operator</TableCell>
                    <TableCell>Action</TableCell>
                    <TableCell>Target</TableCell>
                    <TableCell>Reason</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.data.map((row) => (
                    <TableRow key={row.id}>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        <time dateTime={row.created_at}>{formatDateTime(row.created_at)}</time>
                      </TableCell>
                      <TableCell sx={{ wordBreak: 'break-all' }}>{row.actor_email}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{actionLabel(row.action)}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        <Target row={row} />
                      </TableCell>
                      <TableCell>{row.reason ?? '—'}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Paper>
          )}
          {pages > 1 && (
            <Pagination
              count={pages}
              page={Math.min(page, pages)}
              onChange={(_event, next) => change({ page: next })}
              sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
            />
          )}
        </>
      )}
    </Box>
  );
}
