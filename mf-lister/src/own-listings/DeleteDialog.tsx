import { DELETE_LISTING_MESSAGES as M } from '@basera/shared/rules';
import { DialogContentText } from '@basera/shared/ui-more';
import { ConfirmListingDialog, type ListingDialogProps } from './ConfirmListingDialog';

export type DeleteDialogProps = ListingDialogProps;

/**
 * Asks before a listing is deleted: a draft goes for good with its photos; a published one (or any with
 * enquiries or payments) is archived, its conversations kept in the lead inbox. Either way it cannot be undone.
 */
export function DeleteDialog(props: DeleteDialogProps) {
  return (
    <ConfirmListingDialog
      {...props}
      title={M.confirmTitle}
      confirmLabel="Delete listing"
      busyLabel="Deleting..."
      body={(listing) => (
        <>
          <DialogContentText sx={{ fontWeight: 600, color: 'text.primary', mb: 1, overflowWrap: 'anywhere' }}>
            {listing?.accommodation_name}
          </DialogContentText>
          <DialogContentText>
            {listing?.status === 'draft' ? M.confirmDraft : M.confirmArchive}
          </DialogContentText>
        </>
      )}
    />
  );
}
