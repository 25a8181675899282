// Shared style pieces of the home, blog and about pages.
import type { SystemStyleObject, Theme } from '@mui/system';

/** Hidden on screen, read by screen readers. */
export const srOnly: SystemStyleObject<Theme> = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/** Vertical rhythm of one home page band. */
export const sectionSx: SystemStyleObject<Theme> = { py: { xs: 5, md: 8 } };

/** A white card with a soft shadow. */
export const cardSx: SystemStyleObject<Theme> = {
  bgcolor: '#ffffff',
  borderRadius: 2,
  boxShadow: '0 1px 3px rgba(0, 0, 0, 0.12), 0 4px 12px rgba(0, 0, 0, 0.06)',
  overflow: 'hidden',
};

/** Keyboard focus ring that shows on light backgrounds. */
export const focusSx: SystemStyleObject<Theme> = {
  outline: 'none',
  '&:focus-visible': { outline: '3px solid #f57c00', outlineOffset: 2 },
};
