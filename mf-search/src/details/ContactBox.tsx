import { cutChars, orNA } from '@basera/shared';
import { Link as RouterLink } from '@basera/shared/router';
import {
  ENQUIRIES_PATH,
  ENQUIRY_MESSAGES,
  freeBedsText,
  ownerRepliesText,
  REPLY_RATE_DAYS,
} from '@basera/shared/rules';
import { Box, Button, Paper, Stack, Typography } from '@basera/shared/ui';
import { Alert } from '@basera/shared/ui-more';
import { videoFrame } from '@basera/shared/video';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import EventAvailable from '@mui/icons-material/EventAvailable';
import Schedule from '@mui/icons-material/Schedule';
import type { ReactNode } from 'react';
import { BedAlertToggle, isFull } from '../alerts/BedAlertToggle';
import { type EnquiryMode, preloadEnquiryForm, useContact } from '../contact/ContactScope';
import { PhoneNumber, SignInToCall } from '../contact/PhoneNumber';
import { ReportListing } from '../report/ReportListing';
import { SECTION_NAV_HEIGHT, sectionNavTop } from './DetailSections';
import { affiliationOf, askFor } from './listing-facts';
import { useIsPreview } from './preview';
import type { DetailListing } from './types';

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      {children}
    </div>
  );
}

/**
 * The two ways to write to the owner, opening the page's contact dialog on its tab. The form's code starts
 * downloading when the pointer comes near (or on focus or touch), not with the page.
 */
export function EnquiryButtons({ property }: { property: DetailListing }) {
  const { openEnquiry } = useContact();
  const open = (mode: EnquiryMode) => () =>
    openEnquiry({ propertyId: property.propty_id, name: property.accommodation_name }, mode);
  const warm = {
    onPointerEnter: preloadEnquiryForm,
    onFocus: preloadEnquiryForm,
    onTouchStart: preloadEnquiryForm,
  };
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      <Button variant="contained" startIcon={<ChatBubbleOutline />} onClick={open('ask')} sx={grow} {...warm}>
        Ask the owner
      </Button>
      <Button variant="outlined" startIcon={<EventAvailable />} onClick={open('visit')} sx={grow} {...warm}>
        Book a visit
      </Button>
    </Stack>
  );
}

const grow = { flex: '1 1 auto', whiteSpace: 'nowrap' } as const;

/** After a send from this page: what happened, and where the conversation goes on. */
function SentNotice({ property }: { property: DetailListing }) {
  const sent = useContact().sentTo(property.propty_id);
  if (!sent) return null;
  return (
    <Alert
      severity="success"
      sx={{ mt: 2 }}
      action={
        <Button component={RouterLink} to={ENQUIRIES_PATH} color="inherit" size="small">
          My enquiries
        </Button>
      }
    >
      {sent === 'visit' ? ENQUIRY_MESSAGES.visitSent : ENQUIRY_MESSAGES.sent}
    </Alert>
  );
}

/**
 * How the owner answers enquiries, over the last 30 days: "Usually replies within 3 hours" and the share of
 * threads answered. Nothing when the API has too few threads to say (null) or the owner answered none.
 */
export function OwnerReplies({ property }: { property: DetailListing }) {
  const replies = property.owner_replies;
  const text = ownerRepliesText(replies);
  if (!replies || !text) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 1.5, alignItems: 'flex-start' }}>
      <Schedule fontSize="small" color="action" aria-hidden sx={{ mt: 0.25 }} />
      <div>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {text}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Replies to {replies.rate}% of enquiries (last {REPLY_RATE_DAYS} days)
        </Typography>
      </div>
    </Stack>
  );
}

/**
 * The sticky side box (first on a phone): listing id, the owner's numbers (masked with "Sign in to call" for a
 * visitor), the ways to write to the owner, gender, occupation, the affiliation (cut at 25 characters, spec 02
 * section 9; Other Details has it whole), the listing's video in a sandboxed frame, and "Report this listing".
 */
export function ContactBox({ property }: { property: DetailListing }) {
  const video = videoFrame(property.video_link, `Video of ${property.accommodation_name}`);
  const affiliation = affiliationOf(property);
  const phones = [property.contact_no_1, property.contact_no_2].filter(Boolean) as string[];
  const contactPerson = askFor(property);
  // Sticky just below the section links (under the site's header on the page, at the dialog's top in a preview).
  const top = sectionNavTop(useIsPreview()) + SECTION_NAV_HEIGHT;
  return (
    <Paper
      variant="outlined"
      sx={{ p: 3, position: { lg: 'sticky' }, top: { lg: top } }}
      aria-label="Contact the owner"
    >
      <Labelled label="Listing ID">
        <Typography sx={{ fontWeight: 700, mb: 2 }}>{property.listing_id}</Typography>
      </Labelled>
      {property.property_type !== 'Mess' && (
        <Labelled label="Beds">
          <Typography
            sx={{
              fontWeight: 700,
              mb: 2,
              color: property.free_beds_now > 0 ? 'success.main' : 'text.primary',
            }}
          >
            {freeBedsText(property)}
          </Typography>
          {isFull(property) && property.status === 'active' && (
            <Box sx={{ mt: -1, mb: 2 }}>
              <BedAlertToggle listingId={property.propty_id} />
            </Box>
          )}
        </Labelled>
      )}
      <Labelled label="Contact">
        {contactPerson && <Typography sx={{ fontWeight: 600 }}>{contactPerson}</Typography>}
        {phones.map((phone, i) => (
          <PhoneNumber
            key={`${i}:${phone}`}
            listing={property}
            phone={phone}
            sx={{ display: 'block', fontWeight: 700 }}
          />
        ))}
        {property.contact_hidden && phones.length > 0 && (
          <SignInToCall variant="outlined" size="small" sx={{ mt: 1 }} />
        )}
      </Labelled>
      <Box sx={{ mt: 2 }}>
        <EnquiryButtons property={property} />
        <OwnerReplies property={property} />
        <SentNotice property={property} />
      </Box>
      <Stack direction="row" spacing={3} sx={{ my: 2 }}>
        <Labelled label="Gender">
          <Typography>{orNA(property.accommodation_gender)}</Typography>
        </Labelled>
        <Labelled label="Occupation">
          <Typography>{orNA(property.accommodation_occupation)}</Typography>
        </Labelled>
      </Stack>
      {affiliation && (
        <Box sx={{ mb: 2 }}>
          <Labelled label="Affiliation">
            <Typography title={affiliation}>{cutChars(affiliation, 25)}</Typography>
          </Labelled>
        </Box>
      )}
      {video && (
        <Box
          component="iframe"
          {...video}
          loading="lazy"
          sx={{ width: '100%', aspectRatio: '16 / 9', border: 0, borderRadius: 1 }}
        />
      )}
      {/* A listing the public cannot see (its owner is looking at it) cannot be reported. */}
      {property.status === 'active' && (property.review ?? 'approved') === 'approved' && (
        <Box sx={{ mt: 1, textAlign: 'right' }}>
          <ReportListing target={{ propertyId: property.propty_id, name: property.accommodation_name }} />
        </Box>
      )}
    </Paper>
  );
}
