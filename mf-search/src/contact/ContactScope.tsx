import { ChunkBoundary, lazyWithRetry, toast, useAuthStore } from '@basera/shared';
import { useLocation } from '@basera/shared/router';
import { ENQUIRY_MESSAGES } from '@basera/shared/rules';
import { createContext, type ReactNode, Suspense, useContext, useMemo, useState } from 'react';
import { OpeningDialog } from '../OpeningDialog';
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
// The dialog around it (MUI's Dialog, `@basera/shared/ui-overlays`) likewise: the page does not download it.
const loadEnquiryDialog = () => import('./EnquiryDialog');
// Opened offline, the dialog and its form load when the network is back (a spinner shows meanwhile).
const EnquiryDialog = lazyWithRetry(loadEnquiryDialog);
/** Starts downloading the dialog and its form (pointer over, focus on or touch of a button that opens it). */
export const preloadEnquiryForm = () => {
  loadEnquiryDialog().catch(() => undefined);
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

export interface Shown {
  target: EnquiryTarget;
  mode: EnquiryMode;
  open: boolean;
  /** A new draft (a fresh form) after each send and for each other listing. */
  draft: number;
  /** Sent: the form starts afresh once the dialog has closed (not while it fades out). */
  done?: boolean;
}

function OwnContactScope({ children }: { children: ReactNode }) {
  // A page view is one location: a call is counted once in it, and again after the user navigates.
  const view = useLocation().key;
  const [calls, setCalls] = useState({ view, called: new Set<number>() });
  if (calls.view !== view) setCalls({ view, called: new Set() });
  const [shown, setShown] = useState<Shown | null>(null);
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
      {shown && (
        <ChunkBoundary>
          <Suspense fallback={shown.open ? <OpeningDialog /> : null}>
            <EnquiryDialog
              shown={shown}
              onClose={() => setShown({ ...shown, open: false })}
              onClosed={() => {
                if (shown.done) setShown({ ...shown, done: false, draft: shown.draft + 1 });
              }}
              onModeChange={(mode) => setShown({ ...shown, mode })}
              onSent={onSent}
            />
          </Suspense>
        </ChunkBoundary>
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
