import type { PlaceSuggestion } from '@basera/shared';
import { Box } from '@basera/shared/ui';
import type { ListItemText as ListItemTextComponent } from '@basera/shared/ui-more';
import MyLocation from '@mui/icons-material/MyLocation';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useAutocomplete } from '../autocomplete-loader';
import { OutlinedField, READABLE_PLACEHOLDER } from '../fields';
import { placeDetail, usePlaceSuggestions } from './suggest-places';

export const WHERE_LABEL = 'Where';
export const WHERE_PLACEHOLDER = 'City, locality, college or station';
export const USE_MY_LOCATION = 'Use my location';

type WhereOption = { type: 'locate' } | { type: 'place'; place: PlaceSuggestion };
const LOCATE: WhereOption = { type: 'locate' };

export interface WhereBoxProps {
  /** The current where's name (shown when the seeker has not typed): "Koramangala, Bengaluru". */
  label: string;
  /** What the seeker typed since the last choice; null shows `label`. */
  typed: string | null;
  onType: (text: string) => void;
  onPick: (place: PlaceSuggestion) => void;
  onLocate: () => void;
  /** The field's clear button. */
  onClear: () => void;
  /** An inline message under the field (a refused location). */
  error?: string | null;
  ref?: Ref<{ focus: () => void }>;
}

/** The look the stand-in and the Autocomplete's input share, so the swap moves nothing. */
const fieldLook = (error: string | null | undefined) => ({
  label: WHERE_LABEL,
  placeholder: WHERE_PLACEHOLDER,
  error: Boolean(error),
  helperText: error ?? undefined,
  fullWidth: true,
  size: 'small' as const,
  name: 'where',
  sx: READABLE_PLACEHOLDER,
});

/** Phones: the room the field leaves under the sticky header when it moves up. */
const TOP_GAP_PX = 72;

/**
 * On a phone, a focused Where moves up under the header, so the suggestions open in the room the keyboard leaves
 * (the home page's box sits below the banner, where the keyboard would cover the list).
 */
function bringUp(input: HTMLInputElement | null) {
  if (!input || typeof window.matchMedia !== 'function') return;
  if (!window.matchMedia('(max-width: 575.98px)').matches) return;
  const field = input.closest('.MuiFormControl-root') ?? input;
  const top = field.getBoundingClientRect().top;
  if (top > TOP_GAP_PX + 48) window.scrollBy({ top: top - TOP_GAP_PX });
}

/** One suggestion: its name (and the other name typed, "Bengaluru (Bangalore)"), kind and city below. */
function SuggestionText({
  place,
  ListItemText,
}: {
  place: PlaceSuggestion;
  ListItemText: typeof ListItemTextComponent;
}) {
  return (
    <ListItemText
      primary={
        <>
          {place.name}
          {place.matched && (
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {` (${place.matched})`}
            </Box>
          )}
        </>
      }
      secondary={placeDetail(place)}
      sx={{ my: 0 }}
    />
  );
}

/**
 * The "where" field: suggestions from /places/suggest as the seeker types (every city), "Use my location" first.
 * Typing without picking keeps the text (the box searches it as keywords). MUI's Autocomplete arrives on intent
 * (autocomplete-loader.ts); until then, or when it cannot load (offline), a plain text field of the same size
 * stands in and takes free text, and what was typed or tapped meanwhile is carried over.
 */
export function WhereBox(props: WhereBoxProps) {
  const { label, typed, onType, onPick, onLocate, onClear, error, ref } = props;
  const { Autocomplete, parts } = useAutocomplete();
  const { suggestions } = usePlaceSuggestions(typed);
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const tapped = useRef(false);
  const hadFocus = useRef<boolean | null>(null);
  useImperativeHandle(ref, () => ({ focus: () => input.current?.focus() }), []);

  // The stand-in is still on screen while the render that replaces it runs: note whether it had the focus.
  if (Autocomplete && hadFocus.current === null)
    hadFocus.current = typeof document !== 'undefined' && document.activeElement === input.current;
  useEffect(() => {
    if (!Autocomplete || !hadFocus.current) return;
    input.current?.focus();
    if (tapped.current || typed) setOpen(true);
    // Runs once, when the Autocomplete replaces the stand-in.
  }, [Autocomplete]);

  const shown = typed ?? label;
  if (!Autocomplete || !parts)
    return (
      <OutlinedField
        label={WHERE_LABEL}
        placeholder={WHERE_PLACEHOLDER}
        name="where"
        error={error}
        sx={READABLE_PLACEHOLDER}
        inputRef={input}
        value={shown}
        onChange={(event) => onType(event.target.value)}
        onPointerDown={() => {
          tapped.current = true;
        }}
        onFocus={() => bringUp(input.current)}
        htmlInput={{
          role: 'combobox',
          'aria-expanded': false,
          'aria-autocomplete': 'list',
          autoComplete: 'off',
          enterKeyHint: 'search',
        }}
      />
    );
  const { TextField, ListItemText } = parts;

  const options: WhereOption[] = [LOCATE, ...suggestions.map((place) => ({ type: 'place' as const, place }))];
  return (
    <Autocomplete<WhereOption, false, false, true>
      freeSolo
      options={options}
      // The API already matched names, other names and typos: show its answer as it is.
      filterOptions={(all) => all}
      value={null}
      inputValue={shown}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') onType(text);
        else if (reason === 'clear') onClear();
      }}
      onChange={(_event, option) => {
        // A string is free text entered with Enter: the form submits it as keywords.
        if (!option || typeof option === 'string') return;
        if (option.type === 'locate') onLocate();
        else onPick(option.place);
      }}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      getOptionLabel={(option) =>
        typeof option === 'string' ? option : option.type === 'locate' ? USE_MY_LOCATION : option.place.name
      }
      getOptionKey={(option) =>
        typeof option === 'string' ? option : option.type === 'locate' ? 'locate' : option.place.id
      }
      renderOption={({ key: _key, ...item }, option) => (
        <Box
          component="li"
          key={option.type === 'locate' ? 'locate' : option.place.id}
          {...item}
          // Thumb-sized rows: an icon column and two lines.
          sx={{ gap: 1.5, minHeight: 48 }}
        >
          {option.type === 'locate' ? (
            <>
              <MyLocation fontSize="small" color="primary" aria-hidden="true" />
              <ListItemText primary={USE_MY_LOCATION} sx={{ my: 0, color: 'primary.main' }} />
            </>
          ) : (
            <>
              <PlaceOutlined fontSize="small" sx={{ color: 'action.active' }} aria-hidden="true" />
              <SuggestionText place={option.place} ListItemText={ListItemText} />
            </>
          )}
        </Box>
      )}
      size="small"
      renderInput={(params) => (
        <TextField
          {...params}
          {...fieldLook(error)}
          inputRef={input}
          onFocus={() => bringUp(input.current)}
          slotProps={{
            ...params.slotProps,
            inputLabel: { ...params.slotProps.inputLabel, shrink: true },
            htmlInput: { ...params.slotProps.htmlInput, enterKeyHint: 'search' },
          }}
        />
      )}
    />
  );
}
