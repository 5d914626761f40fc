import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

const ICONS = { success: CheckCircleOutline, error: ErrorOutline };

export interface NoticeProps {
  severity: keyof typeof ICONS;
  children: ReactNode;
  /** A button at the end of the line (LoadError's Retry). */
  action?: ReactNode;
  /** `alert` (read out at once) by default; `status` for good news that can wait its turn. */
  role?: 'alert' | 'status';
  sx?: SxProps<Theme>;
}

/**
 * A message in a tinted box with its icon, drawn like MUI's standard Alert from the parts every page has: Alert
 * itself lives in `@basera/shared/ui-more`, which neither the first visit nor a page with only a form downloads.
 */
export function Notice({ severity, children, action, role = 'alert', sx }: NoticeProps) {
  const Icon = ICONS[severity];
  return (
    <Box
      role={role}
      sx={[
        {
          px: 2,
          py: 0.75,
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          borderRadius: 1,
          typography: 'body2',
          color: `${severity}.dark`,
          bgcolor: (theme) => alpha(theme.palette[severity].main, 0.08),
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Icon fontSize="small" sx={{ color: `${severity}.main`, flexShrink: 0 }} />
      <Box sx={{ flex: 1, py: 1 }}>{children}</Box>
      {action}
    </Box>
  );
}
