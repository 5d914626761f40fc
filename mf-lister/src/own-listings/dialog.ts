/** Dialog paper with 16 px margins on a phone (MUI's 32 px leave a 360 px screen too little room). */
export const phoneDialogPaper = {
  m: { xs: 2, sm: 4 },
  width: { xs: 'calc(100% - 32px)', sm: 'calc(100% - 64px)' },
} as const;
