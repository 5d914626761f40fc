import {
  ApiError,
  type AskOwnerInput,
  type BookVisitInput,
  errorMessage,
  type LoginIntent,
  type NewEnquiryInput,
  openModalBox,
  showFieldErrors,
  useAuthStore,
} from '@basera/shared';
import {
  ENQUIRY_MESSAGE_MAX,
  ENQUIRY_PRESETS,
  ENQUIRY_MESSAGES as M,
  NOTIFY_MESSAGES,
  visitDateLabel,
  visitDates,
  visitSlotOptions,
} from '@basera/shared/rules';
import { askOwnerSchema, bookVisitSchema } from '@basera/shared/schemas';
import { Box, Button, FormHelperText, Stack, Typography } from '@basera/shared/ui';
import { Tab, Tabs } from '@basera/shared/ui-extra';
import { Alert, Chip, DialogActions, DialogContent, TextField } from '@basera/shared/ui-more';
import { zodResolver } from '@hookform/resolvers/zod';
import Add from '@mui/icons-material/Add';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import {
  type Control,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
  useController,
  useForm,
  useWatch,
} from 'react-hook-form';
import type { EnquiryMode, EnquiryTarget } from './ContactScope';
import { sendEnquiry } from './contact-calls';

export interface EnquiryFormProps {
  target: EnquiryTarget;
  mode: EnquiryMode;
  onModeChange: (mode: EnquiryMode) => void;
  /** Sent: the scope closes the dialog and says so. */
  onSent: (mode: EnquiryMode) => void;
  onCancel: () => void;
}

/**
 * The body of the "contact the owner" dialog (its own chunk): "Ask the owner" (a message, preset questions to
 * add) and "Book a visit" (a day in the next two weeks, a time slot, a note). Both forms stay mounted, so a tab
 * change loses nothing. Signed out, Send opens the login box and the dialog waits under it with what was typed;
 * once a seeker has signed in, it sends (they had pressed Send already). A Lister is told that only seekers can
 * write to owners.
 */
export default function EnquiryForm({ target, mode, onModeChange, onSent, onCancel }: EnquiryFormProps) {
  const base = useId();
  const lister = useAuthStore((state) => Boolean(state.token) && state.usertype === 'Lister');
  const ids = (tab: EnquiryMode) => ({ tab: `${base}-${tab}-tab`, panel: `${base}-${tab}-panel` });
  const panel = { target, blocked: lister, onCancel };
  return (
    <>
      <Tabs
        value={mode}
        onChange={(_event, value: EnquiryMode) => onModeChange(value)}
        variant="fullWidth"
        sx={{ borderBottom: 1, borderColor: 'divider', flexShrink: 0 }}
      >
        {(
          [
            ['ask', 'Ask the owner'],
            ['visit', 'Book a visit'],
          ] as const
        ).map(([value, label]) => (
          <Tab key={value} value={value} label={label} id={ids(value).tab} aria-controls={ids(value).panel} />
        ))}
      </Tabs>
      <AskPanel {...panel} ids={ids('ask')} hidden={mode !== 'ask'} onSent={() => onSent('ask')} />
      <VisitPanel {...panel} ids={ids('visit')} hidden={mode !== 'visit'} onSent={() => onSent('visit')} />
    </>
  );
}

interface PanelProps {
  target: EnquiryTarget;
  ids: { tab: string; panel: string };
  hidden: boolean;
  /** A Lister is signed in: only seekers write to owners. */
  blocked: boolean;
  onSent: () => void;
  onCancel: () => void;
}

/** A tab's form: its fields scroll between the tabs and the buttons. */
function Panel({
  ids,
  hidden,
  blocked,
  busy,
  failure,
  onSubmit,
  onCancel,
  children,
}: Pick<PanelProps, 'ids' | 'hidden' | 'blocked' | 'onCancel'> & {
  busy: boolean;
  failure: string | null;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <Box
      component="form"
      role="tabpanel"
      id={ids.panel}
      aria-labelledby={ids.tab}
      hidden={hidden}
      noValidate
      onSubmit={onSubmit}
      sx={{ display: hidden ? 'none' : 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
    >
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 2 }}>
          {blocked && <Alert severity="info">{M.seekersOnly}</Alert>}
          {children}
          {failure && <Alert severity="error">{failure}</Alert>}
        </Stack>
      </DialogContent>
      {/* Right above Send: sending shares the seeker's name and number with the owner (issue 30). */}
      <Typography
        variant="body2"
        color="text.secondary"
        data-testid="owner-sees-number"
        sx={{ px: 3, pt: 1.5, flexShrink: 0, borderTop: 1, borderColor: 'divider' }}
      >
        {NOTIFY_MESSAGES.ownerSeesNumber}
      </Typography>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={busy || blocked}>
          {busy ? 'Sending...' : 'Send'}
        </Button>
      </DialogActions>
    </Box>
  );
}

function AskPanel({ target, onSent, ...panel }: PanelProps) {
  const form = useForm<AskOwnerInput>({
    resolver: zodResolver(askOwnerSchema),
    defaultValues: { message: '' },
  });
  const { submit, failure } = useSend(form, {
    reason: M.signInToAsk,
    fields: { message: 'message' },
    body: ({ message }) => ({ property_id: target.propertyId, message }),
    onSent,
  });
  const message = useWatch({ control: form.control, name: 'message' }) ?? '';
  const presetsId = useId();
  // A preset goes on a line of its own after what is written; the field is checked again once Send was tried.
  const add = (question: string) =>
    form.setValue('message', message.trim() ? `${message.trimEnd()}\n${question}` : question, {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });

  return (
    <Panel {...panel} busy={form.formState.isSubmitting} failure={failure} onSubmit={submit}>
      <div>
        <Typography id={presetsId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Tap a question to add it
        </Typography>
        <Box role="group" aria-labelledby={presetsId} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {ENQUIRY_PRESETS.map((question) => (
            <Chip
              key={question}
              label={question}
              icon={<Add />}
              variant="outlined"
              onClick={() => add(question)}
              disabled={message.includes(question)}
            />
          ))}
        </Box>
      </div>
      <MessageField control={form.control} name="message" label="Your message" minRows={4} />
    </Panel>
  );
}

/** The form's values: nothing chosen yet is an empty string (the schema says what is missing). */
interface VisitValues {
  date: string;
  slot: string;
  message: string;
}

// The form holds '' for a day or time not chosen yet, which the schema's input type (a slot of the list) has no
// word for; the schema reads it as missing.
const visitResolver = zodResolver(bookVisitSchema) as unknown as Resolver<
  VisitValues,
  unknown,
  BookVisitInput
>;

function VisitPanel({ target, onSent, ...panel }: PanelProps) {
  const form = useForm<VisitValues, unknown, BookVisitInput>({
    resolver: visitResolver,
    defaultValues: { date: '', slot: '', message: '' },
  });
  const { submit, failure } = useSend(form, {
    reason: M.signInToBook,
    fields: { 'visit.date': 'date', 'visit.slot': 'slot', date: 'date', slot: 'slot', message: 'message' },
    body: ({ date, slot, message }) => ({
      property_id: target.propertyId,
      visit: { date, slot },
      ...(message ? { message } : {}),
    }),
    onSent,
  });
  // Today and the next 14 days (in India), as of the dialog's opening.
  const [dates] = useState(() => visitDates().map((date) => ({ value: date, label: visitDateLabel(date) })));
  // Today's slots that have started are greyed out.
  const date = useWatch({ control: form.control, name: 'date' });

  return (
    <Panel {...panel} busy={form.formState.isSubmitting} failure={failure} onSubmit={submit}>
      <ChoiceField control={form.control} name="date" legend="Day" options={dates} scroll />
      <ChoiceField control={form.control} name="slot" legend="Time" options={visitSlotOptions(date)} />
      <MessageField control={form.control} name="message" label="Note for the owner (optional)" minRows={2} />
      <Typography variant="body2" color="text.secondary">
        The owner confirms the visit or suggests another time; you will see the answer in My enquiries.
      </Typography>
    </Panel>
  );
}

/**
 * Sends a valid form: signed out, the login box opens first (saying why) and the form is sent once a seeker has
 * signed in; a Lister never sends (the form says why). The server's field messages go under their fields (its
 * names: `visit.date` is the form's `date`), any other failure (a 403, a 429's wait) above the buttons.
 */
function useSend<T extends FieldValues, Out>(
  form: UseFormReturn<T, unknown, Out>,
  options: {
    reason: string;
    fields: Record<string, FieldPath<T>>;
    body: (values: Out) => NewEnquiryInput;
    onSent: () => void;
  },
) {
  const [failure, setFailure] = useState<string | null>(null);
  const again = useRef<() => void>(() => undefined);
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const intent: LoginIntent = {
      reason: options.reason,
      // The box closes on the same page: this dialog is still open under it, with the text.
      resume: (usertype) => {
        if (usertype === 'Customer') again.current();
      },
    };
    const { token, usertype } = useAuthStore.getState();
    if (!token) {
      openModalBox('login', intent);
      return;
    }
    if (usertype !== 'Customer') return;
    try {
      await sendEnquiry(options.body(values));
      options.onSent();
    } catch (error) {
      // The session ended meanwhile (apiRequest signed out): sign in again, the text stays.
      if (error instanceof ApiError && error.status === 401) {
        openModalBox('login', intent);
        return;
      }
      const fields = options.fields;
      if (
        showFieldErrors(error, Object.keys(fields), (field, message) =>
          form.setError(fields[field]!, message),
        )
      )
        return;
      setFailure(errorMessage(error, M.somethingWrong));
    }
  });
  useEffect(() => {
    again.current = () => void submit();
  });
  return { submit, failure };
}

/** A multi-line message with its length as it is typed. */
function MessageField<T extends FieldValues, Out>({
  control,
  name,
  label,
  minRows,
}: {
  control: Control<T, unknown, Out>;
  name: FieldPath<T>;
  label: string;
  minRows: number;
}) {
  const { field, fieldState } = useController({ control, name });
  const value = String(field.value ?? '');
  return (
    <TextField
      name={field.name}
      value={value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={label}
      multiline
      minRows={minRows}
      maxRows={10}
      fullWidth
      error={Boolean(fieldState.error)}
      helperText={
        <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
          <span>{fieldState.error?.message}</span>
          <Box
            component="span"
            sx={{ flexShrink: 0, color: value.length > ENQUIRY_MESSAGE_MAX ? 'error.main' : undefined }}
          >
            {value.length} / {ENQUIRY_MESSAGE_MAX}
          </Box>
        </Box>
      }
    />
  );
}

/**
 * One choice of a few, as a row of chips (toggle buttons): the visit's day and time. `scroll`: one row that
 * scrolls sideways on a phone (fifteen days), wrapped from sm. The group takes the focus when its choice is
 * missing, and its message is read with it.
 */
function ChoiceField<T extends FieldValues, Out>({
  control,
  name,
  legend,
  options,
  scroll = false,
}: {
  control: Control<T, unknown, Out>;
  name: FieldPath<T>;
  legend: string;
  options: ReadonlyArray<{ value: string; label: string; disabled?: boolean }>;
  scroll?: boolean;
}) {
  const { field, fieldState } = useController({ control, name });
  const legendId = useId();
  const errorId = useId();
  return (
    <Box
      role="group"
      aria-labelledby={legendId}
      aria-describedby={fieldState.error ? errorId : undefined}
      tabIndex={-1}
      ref={field.ref}
      sx={{ outline: 'none', minWidth: 0 }}
    >
      <Typography id={legendId} variant="subtitle2" component="p" sx={{ mb: 1 }}>
        {legend}
      </Typography>
      <Box
        sx={{
          display: 'flex',
          gap: 1,
          flexWrap: scroll ? { xs: 'nowrap', sm: 'wrap' } : 'wrap',
          overflowX: scroll ? { xs: 'auto', sm: 'visible' } : undefined,
          // Room for a focus ring and a thin scroll bar under the row.
          p: 0.5,
          m: -0.5,
        }}
      >
        {options.map((option) => {
          const chosen = field.value === option.value;
          return (
            <Chip
              key={option.value}
              label={option.label}
              aria-pressed={chosen}
              color={chosen ? 'primary' : 'default'}
              variant={chosen ? 'filled' : 'outlined'}
              disabled={option.disabled}
              onClick={() => field.onChange(option.value)}
              sx={{ flexShrink: 0 }}
            />
          );
        })}
      </Box>
      {fieldState.error && (
        <FormHelperText error id={errorId}>
          {fieldState.error.message}
        </FormHelperText>
      )}
    </Box>
  );
}
