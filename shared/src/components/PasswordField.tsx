import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import { forwardRef, Suspense, useState } from 'react';
import { ChunkBoundary, lazyWithRetry } from '../lazy';
import { TextInput, type TextInputProps } from './TextInput';

export type PasswordFieldProps = TextInputProps & {
  /** The password rule, shown as a tooltip on an info button (the account page's change-password form). */
  hint?: string;
};

/** A password input with a show/hide toggle, for every form that asks for one. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { hint, ...props },
  ref,
) {
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      {...props}
      inputRef={ref}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...props.slotProps,
        input: {
          endAdornment: (
            // Where MUI's InputAdornment puts an end adornment (InputAdornment is in ui-more, not here).
            <Box
              sx={{ display: 'flex', alignItems: 'center', maxHeight: '2em', ml: 1, whiteSpace: 'nowrap' }}
            >
              {hint && <PasswordHint hint={hint} />}
              <IconButton
                aria-label={visible ? 'Hide password' : 'Show password'}
                onClick={() => setVisible((value) => !value)}
                edge="end"
                size="small"
              >
                {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
              </IconButton>
            </Box>
          ),
        },
      }}
    />
  );
});

// The hint's tooltip (with Popper.js under it) is code that only the change-password form needs: it comes from
// `@basera/shared/ui-extra` with the first field that has a hint, and the bare info button shows meanwhile.
// Offline it waits for the network; a failed download leaves the bare button (the password field stays put).
const HintTooltip = lazyWithRetry(() =>
  import('@basera/shared/ui-extra').then((ui) => ({ default: ui.Tooltip })),
);

/**
 * The info button and its tooltip with the password rule. The tooltip is open while pointed at, focused or
 * tapped; a point or tap before its code has arrived is kept, so the rule shows as soon as it can.
 */
function PasswordHint({ hint }: { hint: string }) {
  const [open, setOpen] = useState(false);
  const show = () => setOpen(true);
  const hide = () => setOpen(false);
  const waiting = (
    <HintButton
      hint={hint}
      onMouseOver={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={hide}
      onClick={show}
    />
  );
  return (
    <ChunkBoundary fallback={waiting}>
      <Suspense fallback={waiting}>
        <HintTooltip title={hint} open={open} onOpen={show} onClose={hide} enterTouchDelay={0} arrow>
          <HintButton hint={hint} />
        </HintTooltip>
      </Suspense>
    </ChunkBoundary>
  );
}

/** The info button that shows the password rule (its tooltip's anchor). */
const HintButton = forwardRef<HTMLButtonElement, IconButtonProps & { hint: string }>(function HintButton(
  { hint, ...props },
  ref,
) {
  return (
    <IconButton {...props} ref={ref} aria-label={hint} size="small" edge="end" sx={{ mr: 0.5 }}>
      <InfoOutlined fontSize="small" />
    </IconButton>
  );
});
