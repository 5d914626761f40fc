import { createContext, useContext } from 'react';

/**
 * True inside a listing's preview (ListingPreview): the owner sees the page as a seeker will, but nothing in it
 * acts. Buttons are disabled by the preview's fieldset; what is a link (tap-to-call) reads as plain text here.
 */
export const PreviewContext = createContext(false);

export const useIsPreview = () => useContext(PreviewContext);
