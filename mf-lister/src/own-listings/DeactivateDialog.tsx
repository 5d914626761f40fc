import { formatDate } from '@basera/shared';
import { DialogContentText } from '@basera/shared/ui-more';
import { ConfirmListingDialog, type ListingDialogProps } from './ConfirmListingDialog';

export type DeactivateDialogProps = ListingDialogProps;

/** Asks before a listing leaves search: seekers stop finding it until the owner activates it again. */
export function DeactivateDialog(props: DeactivateDialogProps) {
  return (
    <ConfirmListingDialog
      {...props}
      title="Deactivate this listing?"
      confirmLabel="Deactivate"
      busyLabel="Updating..."
      body={(listing) => {
        const until = formatDate(listing?.expires_at);
        return (
          <DialogContentText>
            {listing?.accommodation_name} will be hidden from search and its page will no longer open for
            seekers.
            {until && ` You can activate it again while your subscription runs (until ${until}).`}
          </DialogContentText>
        );
      }}
    />
  );
}
