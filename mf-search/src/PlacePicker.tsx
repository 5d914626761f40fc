import { CHOOSE } from '@basera/shared/rules';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useAutocomplete } from './autocomplete-loader';
import { OutlinedField, READABLE_PLACEHOLDER } from './fields';
import { type Option, SelectField } from './options';

export interface PlacePickerProps {
  label: string;
  /** The chosen place's id, or "Choose...". */
  value: string;
  onChange: (value: string) => void;
  options: Option[];
  required?: boolean;
  error?: string;
  loading?: boolean;
  /** What the open list says when nothing matches what was typed (or there is nothing to list yet). */
  noOptionsText: string;
  /** Lets the box move focus here (a search without a state). */
  ref?: Ref<{ focus: () => void }>;
}

/** The look both the stand-in and the Autocomplete's input share, so the swap moves nothing. */
const fieldLook = (label: string, required: boolean, error: string | undefined) => ({
  label,
  required,
  error: Boolean(error),
  helperText: error,
  placeholder: CHOOSE,
  fullWidth: true,
  size: 'small' as const,
  sx: READABLE_PLACEHOLDER,
});

/**
 * A state or city picker that filters as the seeker types (MUI Autocomplete). Until the Autocomplete's code has
 * arrived (autocomplete-loader.ts) a plain text field of the same size stands in; whatever was typed or tapped
 * meanwhile is carried over: the typed letters, the focus and the open list. Should the code fail to load, the
 * picker is a plain select.
 */
export function PlacePicker(props: PlacePickerProps) {
  const {
    label,
    value,
    onChange,
    options,
    required = false,
    error,
    loading = false,
    noOptionsText,
    ref,
  } = props;
  const { Autocomplete, parts, failed } = useAutocomplete();
  const chosen = options.find((option) => option.value === value) ?? null;
  // What the seeker typed; null shows the chosen place's name.
  const [typed, setTyped] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const tapped = useRef(false);
  const carrying = useRef(false);
  const hadFocus = useRef<boolean | null>(null);
  useImperativeHandle(ref, () => ({ focus: () => input.current?.focus() }), []);

  // The stand-in is still on screen while the render that replaces it runs: note whether it had the focus.
  if (Autocomplete && hadFocus.current === null) {
    hadFocus.current = typeof document !== 'undefined' && document.activeElement === input.current;
    carrying.current = typed !== null;
  }
  useEffect(() => {
    if (!Autocomplete) return;
    const carried = carrying.current;
    carrying.current = false;
    if (!hadFocus.current) return;
    input.current?.focus();
    if (tapped.current || carried) setOpen(true);
    // Runs once, when the Autocomplete replaces the stand-in.
  }, [Autocomplete]);

  if (failed && !Autocomplete)
    return (
      <SelectField
        value={value}
        onChange={onChange}
        label={label}
        required={required}
        options={options}
        error={error}
      />
    );

  if (!Autocomplete || !parts)
    return (
      <OutlinedField
        label={label}
        required={required}
        error={error}
        placeholder={CHOOSE}
        sx={READABLE_PLACEHOLDER}
        inputRef={input}
        value={typed ?? chosen?.label ?? ''}
        onChange={(event) => setTyped(event.target.value)}
        onPointerDown={() => {
          tapped.current = true;
        }}
        htmlInput={{
          role: 'combobox',
          'aria-expanded': false,
          'aria-autocomplete': 'list',
          autoComplete: 'off',
        }}
        endAdornment={<ArrowDropDown sx={{ color: 'action.active', mr: -0.5 }} />}
      />
    );
  const { TextField } = parts;

  return (
    <Autocomplete
      options={options}
      value={chosen}
      onChange={(_event, option) => {
        setTyped(null);
        onChange(option ? option.value : CHOOSE);
      }}
      inputValue={typed ?? chosen?.label ?? ''}
      onInputChange={(_event, text, reason) => {
        // MUI writes the chosen name into the field as it mounts: the letters typed before it came win.
        if (reason === 'reset' && carrying.current) return;
        setTyped(reason === 'input' ? text : null);
      }}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, picked) => option.value === picked.value}
      renderOption={({ key: _key, ...item }, option) => (
        <li key={option.value} {...item}>
          {option.label}
        </li>
      )}
      // Typed letters and Enter (or leaving the field) pick the first match; a look at the list picks nothing.
      autoHighlight
      autoSelect={Boolean(typed)}
      loading={loading}
      noOptionsText={noOptionsText}
      size="small"
      renderInput={(params) => (
        <TextField
          {...params}
          {...fieldLook(label, required, error)}
          inputRef={input}
          slotProps={{ ...params.slotProps, inputLabel: { ...params.slotProps.inputLabel, shrink: true } }}
        />
      )}
    />
  );
}
