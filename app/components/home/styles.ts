// Shared style pieces of the public pages.
import type { SystemStyleObject, Theme } from '@mui/system';

/** Vertical rhythm of one home page band. */
export const sectionSx: SystemStyleObject<Theme> = { py: { xs: 5, md: 8 } };

/** A white card with the theme's first shadow: the school, partner, contact and list pages. */
export const paperSx: SystemStyleObject<Theme> = { bgcolor: '#fff', borderRadius: 2, boxShadow: 1 };

/** A white card with a soft shadow. */
export const cardSx: SystemStyleObject<Theme> = {
  bgcolor: '#ffffff',
  borderRadius: 2,
  boxShadow: '0 1px 3px rgba(0, 0, 0, 0.12), 0 4px 12px rgba(0, 0, 0, 0.06)',
  overflow: 'hidden',
};
