/** A choice of a field: the value is also the label, or both are given. */
export type Option = string | { value: string | number; label: string };
export const optionValue = (option: Option) => (typeof option === 'string' ? option : option.value);
export const optionLabel = (option: Option) => (typeof option === 'string' ? option : option.label);

/** Props of a numeric text field: the phone's number pad. */
export const NUMERIC = { htmlInput: { inputMode: 'numeric' as const } };
/** Props of date and time fields: the label stays above the browser's own placeholder. */
export const SHRINK = { inputLabel: { shrink: true } };
