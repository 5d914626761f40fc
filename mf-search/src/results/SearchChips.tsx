import { Box, Button } from '@basera/shared/ui';
import { Chip } from '@basera/shared/ui-more';

/** A chip's height: the row's, also while its chips are on their way. */
const CHIP_HEIGHT = 36;

/** One filter of the search as a chip (shared `searchChips`): its text and the URL keys that removing it deletes. */
export interface SearchChipData {
  id: string;
  label: string;
  clear: readonly string[];
}

/** The URL changes that remove these chips: each of their keys deleted. */
export const removeChips = (chips: readonly SearchChipData[]) =>
  Object.fromEntries(chips.flatMap((chip) => chip.clear.map((key) => [key, undefined])));

/**
 * What the search asks, one chip per filter, each removable ("Remove Girls"); "Clear all" when there are two or
 * more. Every word a keyword search understood is a chip too, so the seeker sees what was searched.
 */
export function SearchChips({
  chips,
  onRemove,
  oneLine = false,
  holdPlace = false,
}: {
  chips: readonly SearchChipData[];
  /** The chips to take out of the search (one, or all of them). */
  onRemove: (chips: readonly SearchChipData[]) => void;
  /** One line that scrolls sideways (a phone: the results stay on the first screen). */
  oneLine?: boolean;
  /** Chips are on their way (a landing page before its data): an empty row of their height holds their place. */
  holdPlace?: boolean;
}) {
  if (!chips.length)
    return holdPlace ? <Box aria-hidden="true" sx={{ mt: 1.5, height: CHIP_HEIGHT }} /> : null;
  return (
    <Box
      component="ul"
      aria-label="Search filters"
      sx={{
        display: 'flex',
        flexWrap: oneLine ? 'nowrap' : 'wrap',
        overflowX: oneLine ? 'auto' : 'visible',
        scrollbarWidth: 'none',
        '&::-webkit-scrollbar': { display: 'none' },
        '& > li': { flexShrink: 0 },
        alignItems: 'center',
        gap: 1,
        listStyle: 'none',
        p: 0,
        m: 0,
        mt: 1.5,
      }}
    >
      {chips.map((chip) => (
        <li key={chip.id}>
          <Chip
            label={chip.label}
            // The whole chip is the remove button (a bigger target than its x): its name says so.
            aria-label={`Remove ${chip.label}`}
            onClick={() => onRemove([chip])}
            onDelete={() => onRemove([chip])}
            color="primary"
            variant="outlined"
            sx={{
              fontWeight: 600,
              bgcolor: 'background.paper',
              height: CHIP_HEIGHT,
              borderRadius: CHIP_HEIGHT / 2,
            }}
          />
        </li>
      ))}
      {chips.length >= 2 && (
        <li>
          <Button size="small" onClick={() => onRemove(chips)} sx={{ minHeight: 36, whiteSpace: 'nowrap' }}>
            Clear all
          </Button>
        </li>
      )}
    </Box>
  );
}
