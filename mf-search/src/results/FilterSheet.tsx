import { useSettled } from '@basera/shared/settled';
import { Box, Button, IconButton, Stack, Typography } from '@basera/shared/ui';
import { Dialog, DialogActions, DialogContent } from '@basera/shared/ui-more';
import Close from '@mui/icons-material/Close';
import {
  type ReactNode,
  type Ref,
  useDeferredValue,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import { FilterGroups } from '../FilterSidebar';
import { type SearchState, SHEET_KEYS, sheetChanges, sheetFilterCount } from '../search-state';
import { BudgetField, CATEGORY_TOGGLE, GenderToggle, ToggleRow, TypeSelect } from './MainFilters';
import { showResultsLabel, useSearchCount } from './search-count';

/** The draft's changes: filters the seeker is choosing, not yet the page's. */
const merge = (draft: SearchState, changes: SearchState): SearchState => {
  const next = { ...draft, ...changes };
  for (const [key, value] of Object.entries(changes)) if (!value) delete next[key as keyof SearchState];
  return next;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 2.5 }}>
      <Typography component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export interface FilterSheetProps {
  open: boolean;
  /** The page's search (the URL's): the draft starts from it each time the sheet opens. */
  search: SearchState;
  onClose: () => void;
  /** "Show N results": the page's URL takes the draft's filters. */
  onApply: (changes: SearchState) => void;
  /** Opened from the row's Budget button: the budget is scrolled to. */
  focus?: 'budget';
}

/**
 * The phone's filters: a full-screen sheet holding every filter (type, gender, who, budget and the sidebar's),
 * ending in a sticky "Show N results" button whose count follows the choices (GET /search-count). The sheet
 * edits a draft: the results under it stay as they are until that button; closing it drops the draft.
 */
export function FilterSheet({ open, search, onClose, onApply, focus }: FilterSheetProps) {
  const [draft, setDraft] = useState<SearchState>(search);
  // A new opening starts from the page's filters again (what was chosen and not applied is gone).
  useEffect(() => {
    if (open) setDraft(search);
  }, [open, search]);
  const { count, loading } = useSearchCount(draft, open);
  const change = (changes: SearchState) => setDraft((current) => merge(current, changes));
  const budgetRef = useRef<HTMLDivElement>(null);
  const active = sheetFilterCount(draft);
  // The sheet opens at once (its frame, title and button paint with the tap) and its filters, tens of controls,
  // render in a low-priority pass right after: rendered with the tap, they held its paint back by half a second
  // on a slow phone (INP, scripts/bench/inp.mjs).
  const opened = useDeferredValue(open, false);
  // Closing keeps them while the sheet fades out; once it has gone, only the frame stays mounted.
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    if (open) setLeaving(true);
  }, [open]);
  const filled = open ? opened : leaving;
  // Once the page has settled the closed sheet's frame is mounted (hidden), so the first tap on "Filters" shows a
  // frame already rendered and styled instead of building a modal with it (INP, scripts/bench/inp.mjs).
  const warm = useSettled();

  return (
    <Dialog
      fullScreen
      open={open}
      onClose={onClose}
      keepMounted={warm}
      aria-labelledby="filter-sheet-title"
      slotProps={{
        transition: {
          onEntered: () => {
            if (focus === 'budget') budgetRef.current?.scrollIntoView({ block: 'center' });
          },
          onExited: () => setLeaving(false),
        },
      }}
    >
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          gap: 1,
          px: 1,
          py: 0.5,
          borderBottom: 1,
          borderColor: 'divider',
          minHeight: 56,
        }}
      >
        <IconButton aria-label="Close filters" onClick={onClose}>
          <Close />
        </IconButton>
        <Typography
          id="filter-sheet-title"
          component="h2"
          sx={{ fontWeight: 700, fontSize: '1.15rem', flex: 1 }}
        >
          {active ? `Filters (${active})` : 'Filters'}
        </Typography>
        {active > 0 && (
          <Button
            size="small"
            onClick={() =>
              change(
                Object.fromEntries(
                  SHEET_KEYS.filter((key) => key !== 'room_type').map((key) => [key, undefined]),
                ),
              )
            }
          >
            Clear all
          </Button>
        )}
      </Stack>
      <DialogContent sx={{ px: 2, pt: 2 }} aria-busy={open && !filled}>
        {filled && (
          <>
            <Section title="Type">
              <TypeSelect search={draft} onChange={change} fullWidth />
            </Section>
            <Section title="Gender">
              <GenderToggle search={draft} onChange={change} fullWidth />
            </Section>
            <Section title="For">
              <ToggleRow
                label="For"
                options={CATEGORY_TOGGLE}
                value={draft.category}
                onChange={(category) => change({ category })}
                fullWidth
              />
            </Section>
            <Box ref={budgetRef} sx={{ mb: 2.5, px: 0.5 }}>
              <BudgetField search={draft} onChange={change} />
            </Box>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
              <FilterGroups search={draft} onChange={change} />
            </Box>
          </>
        )}
      </DialogContent>
      {/* Always on the screen: the count answers each tap where the finger is. */}
      <DialogActions sx={{ borderTop: 1, borderColor: 'divider', p: 1.5 }}>
        <Button
          variant="contained"
          size="large"
          fullWidth
          disableElevation
          aria-busy={loading}
          onClick={() => {
            const changes = sheetChanges(draft, search);
            if (Object.keys(changes).length) onApply(changes);
            else onClose();
          }}
          sx={{ minHeight: 48, fontWeight: 700 }}
        >
          {count ? showResultsLabel(count) : 'Show results'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** What the results page can do with its phone sheet (FilterSheetHost's handle). */
export interface FilterSheetHandle {
  /** Opens the sheet, scrolled to the budget when asked from the row's Budget button. */
  open: (focus?: 'budget') => void;
}

export interface FilterSheetHostProps {
  ref: Ref<FilterSheetHandle>;
  search: SearchState;
  /** "Show N results": the sheet has closed; the page takes the changes. */
  onApply: (changes: SearchState) => void;
}

/**
 * The sheet with its own open state: opening it re-renders the sheet, not the results page under it (at a
 * phone's 4x slower CPU that re-render was half of the "Filters" tap's time, INP in scripts/bench/inp.mjs).
 */
export function FilterSheetHost({ ref, search, onApply }: FilterSheetHostProps) {
  const [shown, setShown] = useState<false | 'all' | 'budget'>(false);
  useImperativeHandle(ref, () => ({ open: (focus) => setShown(focus ?? 'all') }), []);
  return (
    <FilterSheet
      open={shown !== false}
      focus={shown === 'budget' ? 'budget' : undefined}
      search={search}
      onClose={() => setShown(false)}
      onApply={(changes) => {
        setShown(false);
        onApply(changes);
      }}
    />
  );
}
