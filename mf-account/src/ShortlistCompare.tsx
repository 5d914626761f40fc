import { LazyImage } from '@basera/shared';
import { Link as RouterLink } from '@basera/shared/router';
import { photoSources } from '@basera/shared/rules';
import { Box, Link, Paper, Typography } from '@basera/shared/ui';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@basera/shared/ui-more';
import { Fragment } from 'react';
import type { ShortlistItem } from './shortlist';
import { COMPARE_ROWS, type CompareValue, compareToday, idOf } from './shortlist-compare';

/** The row names' column: narrow on a phone, where it stays in view while the places scroll under it. */
const LABEL_WIDTH = { xs: 104, sm: 150 } as const;
/** A place's column: about half a phone's width, so a 360 px screen shows the labels and one and a half places. */
const PLACE_MIN_WIDTH = 176;

/** The first column: sticky on the left while a phone scrolls the places sideways. */
const sticky = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  width: LABEL_WIDTH,
  minWidth: LABEL_WIDTH,
  boxShadow: (theme: { palette: { divider: string } }) => `inset -1px 0 0 ${theme.palette.divider}`,
} as const;

function Value({ value }: { value: CompareValue }) {
  if (!Array.isArray(value)) return value;
  return value.map((line, i) => (
    <Fragment key={line}>
      {i > 0 && <br />}
      {line}
    </Fragment>
  ));
}

/**
 * "Compare places": two or three shortlisted places side by side, a column each (photo and name on top, then
 * rent per sharing, deposit, food, free beds, house rules, transit and locality). On a phone the table scrolls
 * sideways under its sticky first column.
 */
export function ShortlistCompare({ items, photoPath }: { items: ShortlistItem[]; photoPath: string }) {
  const today = compareToday();
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box
        sx={{ overflowX: 'auto', WebkitOverflowScrolling: 'touch' }}
        role="region"
        aria-label="Places compared"
        // A region that scrolls must be reachable by keyboard (axe: scrollable-region-focusable).
        tabIndex={0}
      >
        <Table
          size="small"
          aria-label="Compare places"
          sx={{
            tableLayout: 'fixed',
            minWidth: { xs: LABEL_WIDTH.xs + items.length * PLACE_MIN_WIDTH, sm: 0 },
            '& td, & th': { verticalAlign: 'top', px: { xs: 1, sm: 1.5 }, py: 1 },
            '& tbody tr:nth-of-type(even) > *': { bgcolor: 'action.hover' },
            '& tbody tr:nth-of-type(even) > th': { bgcolor: 'background.paper' },
          }}
        >
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col" sx={sticky}>
                <Typography variant="body2" color="text.secondary">
                  {items.length} places
                </Typography>
              </TableCell>
              {items.map((item) => (
                <TableCell key={idOf(item)} component="th" scope="col" sx={{ minWidth: PLACE_MIN_WIDTH }}>
                  <LazyImage
                    {...photoSources(
                      item.photo ? `${photoPath}${item.photo}` : PLACEHOLDER,
                      320,
                      '(min-width: 768px) 25vw, 45vw',
                    )}
                    alt=""
                    width={480}
                    height={320}
                    sx={{ width: '100%', aspectRatio: '3 / 2', borderRadius: 1, mb: 1 }}
                  />
                  <Link
                    component={RouterLink}
                    to={`/pgdetails/${idOf(item)}`}
                    underline="hover"
                    color="text.primary"
                    sx={{ fontWeight: 700, wordBreak: 'break-word', display: 'block' }}
                  >
                    {item.accommodation_name}
                  </Link>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {COMPARE_ROWS.map((row) => (
              <TableRow key={row.label}>
                <TableCell component="th" scope="row" sx={{ ...sticky, fontWeight: 600 }}>
                  {row.label}
                </TableCell>
                {items.map((item) => (
                  <TableCell key={idOf(item)} sx={{ wordBreak: 'break-word' }}>
                    <Value value={row.value(item, today)} />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Paper>
  );
}

/** Shown where a listing has no photo: an inline picture, so it needs no request. */
export const PLACEHOLDER =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 320"%3E%3Crect width="480" height="320" fill="%23e5e7eb"/%3E%3Cpath d="M160 220l60-70 45 50 35-35 60 55z" fill="%239ca3af"/%3E%3C/svg%3E';
