import { ChunkBoundary, LoadError, lazyWithRetry, toast, useAuthStore } from '@basera/shared';
import { useLocation } from '@basera/shared/router';
import { ENQUIRY_MESSAGES } from '@basera/shared/rules';
import { useSettled } from '@basera/shared/settled';
import { Box, CircularProgress, IconButton, Typography, useMediaQuery } from '@basera/shared/ui';
import { Dialog, DialogContent, DialogTitle } from '@basera/shared/ui-more';
import Close from '@mui/icons-material/Close';
import type { Theme } from '@mui/material/styles';
import {
  createContext,
  type ReactNode,
  Suspense,
  useContext,
  useDeferredValue,
  useId,
  useMemo,
  useState,
} from 'react';
import { countCall } from './contact-calls';

/** The dialog's two tabs: a question for the owner, or a visit. */
export type EnquiryMode = 'ask' | 'visit';

/** The listing a seeker writes about. */
export interface EnquiryTarget {
  propertyId: number;
  name: string;
}

// The form (react-hook-form, zod, the schemas, MUI's Tabs) is code that only a tap on "Ask the owner" or "Book a
// visit" needs: its own chunk, asked for when the pointer comes near those buttons or on the tap itself.
export const loadEnquiryForm = () => import('./EnquiryForm');
// Opened offline, the form loads when the network is back (the dialog shows its spinner meanwhile).
const EnquiryForm = lazyWithRetry(loadEnquiryForm);
/** Starts downloading the form (pointer over, focus on or touch of a button that opens it). */
export const preloadEnquiryForm = () => {
  loadEnquiryForm().catch(() => undefined);
};

interface Contact {
  /** Opens the dialog on a tab; the same listing's draft is kept while the page is shown. */
  openEnquiry: (target: EnquiryTarget, mode: EnquiryMode) => void;
  /** What was sent to a listing's owner from this page, if anything. */
  sentTo: (propertyId: number) => EnquiryMode | undefined;
  /** Listings whose call was counted in this page view. */
  called: Set<number>;
}

const ContactContext = createContext<Contact | null>(null);

/**
 * The page's one "contact the owner" dialog and call count. A page mounts it around its content (the detail
 * page, the results), so the dialog and what was typed in it outlive the cards and boxes that open it: a card
 * that re-renders after a sign-in does not take the draft with it. A card rendered on a page without one brings
 * its own (nested scopes use the outer one).
 */
export function ContactScope({ children }: { children: ReactNode }) {
  const outer = useContext(ContactContext);
  return outer ? children : <OwnContactScope>{children}</OwnContactScope>;
}

interface Shown {
  target: EnquiryTarget;
  mode: EnquiryMode;
  open: boolean;
  /** A new draft (a fresh form) after each send and for each other listing. */
  draft: number;
  /** Sent: the form starts afresh once the dialog has closed (not while it fades out). */
  done?: boolean;
}

/**
 * The dialog before its first open: mounted closed once the page has settled, so the first tap on "Ask the owner"
 * only shows a frame that is already rendered and styled. Mounting it with the tap (a modal, its backdrop, focus
 * trap and the styles of each) was most of that tap's time on a slow phone (INP, scripts/bench/inp.mjs).
 */
const NOT_OPENED: Shown = { target: { propertyId: 0, name: '' }, mode: 'ask', open: false, draft: 0 };

function OwnContactScope({ children }: { children: ReactNode }) {
  // A page view is one location: a call is counted once in it, and again after the user navigates.
  const view = useLocation().key;
  const [calls, setCalls] = useState({ view, called: new Set<number>() });
  if (calls.view !== view) setCalls({ view, called: new Set() });
  const [shown, setShown] = useState<Shown | null>(null);
  const settled = useSettled();
  const [sent, setSent] = useState<Record<number, EnquiryMode>>({});

  const contact = useMemo<Contact>(
    () => ({
      openEnquiry: (target, mode) => {
        preloadEnquiryForm();
        setShown((current) => ({
          target,
          mode,
          open: true,
          draft:
            current && current.target.propertyId === target.propertyId && !current.done
              ? current.draft
              : (current?.draft ?? 0) + 1,
        }));
      },
      sentTo: (propertyId) => sent[propertyId],
      called: calls.called,
    }),
    [sent, calls.called],
  );

  const onSent = (mode: EnquiryMode) => {
    if (!shown) return;
    toast.success(mode === 'visit' ? ENQUIRY_MESSAGES.visitSent : ENQUIRY_MESSAGES.sent);
    setSent((all) => ({ ...all, [shown.target.propertyId]: mode }));
    setShown({ ...shown, open: false, done: true });
  };

  return (
    <ContactContext value={contact}>
      {children}
      {(shown || settled) && (
        <EnquiryDialog
          shown={shown ?? NOT_OPENED}
          onClose={() => shown && setShown({ ...shown, open: false })}
          onClosed={() => {
            if (shown?.done) setShown({ ...shown, done: false, draft: shown.draft + 1 });
          }}
          onModeChange={(mode) => shown && setShown({ ...shown, mode })}
          onSent={onSent}
        />
      )}
    </ContactContext>
  );
}

/** The page's contact scope: the dialog's opener and what was sent. */
export function useContact(): Contact {
  const contact = useContext(ContactContext);
  if (!contact) throw new Error('useContact needs a ContactScope around it');
  return contact;
}

/**
 * What a tap on a tel: link also does for a signed-in user: counts the call for the owner, once per listing and
 * page view. It never waits and never stops the call.
 */
export function useCallBeacon(propertyId: number) {
  const { called } = useContact();
  return () => {
    if (!useAuthStore.getState().token || called.has(propertyId)) return;
    called.add(propertyId);
    countCall(propertyId);
  };
}

interface EnquiryDialogProps {
  shown: Shown;
  onClose: () => void;
  /** The closing transition has ended. */
  onClosed: () => void;
  onModeChange: (mode: EnquiryMode) => void;
  onSent: (mode: EnquiryMode) => void;
}

/**
 * The dialog's frame comes with the page (MUI's Dialog is loaded anyway); its form loads on the first open and
 * stays mounted while closed (keepMounted), so a closed and reopened dialog still has what was typed. Full screen
 * on phones: a message, a row of days and the keyboard need the whole screen.
 */
function EnquiryDialog({ shown, onClose, onClosed, onModeChange, onSent }: EnquiryDialogProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  // The first open paints the dialog's frame with the tap; the form (tabs, fields, days) renders in a
  // low-priority pass right after. Rendered with the tap, it held the tap's paint back on a slow phone (INP,
  // scripts/bench/inp.mjs). Later opens find it mounted. Never opened (NOT_OPENED), the frame holds nothing.
  const opened = shown.draft > 0;
  const ready = useDeferredValue(opened, false);
  const spinner = (
    <DialogContent>
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading..." />
      </Box>
    </DialogContent>
  );
  return (
    <Dialog
      open={shown.open}
      onClose={onClose}
      keepMounted
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      aria-labelledby={titleId}
      slotProps={{ transition: { onExited: onClosed } }}
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          Contact the owner of
        </Typography>
        {shown.target.name}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <Close />
      </IconButton>
      {ready ? (
        <ChunkBoundary
          fallback={(retry) => (
            <DialogContent>
              <LoadError onRetry={retry} message="The form could not load." />
            </DialogContent>
          )}
        >
          <Suspense fallback={spinner}>
            <EnquiryForm
              key={`${shown.target.propertyId}:${shown.draft}`}
              target={shown.target}
              mode={shown.mode}
              onModeChange={onModeChange}
              onSent={onSent}
              onCancel={onClose}
            />
          </Suspense>
        </ChunkBoundary>
      ) : (
        opened && spinner
      )}
    </Dialog>
  );
}
