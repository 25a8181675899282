// The post editor's frame, shared by the editor (rich-text-editor.tsx, its own chunk) and the place it keeps
// while that chunk loads (rich-text-input.tsx): the same border, a toolbar row of the same buttons' size, and a
// text area of a fixed height. The form below does not move when the editor arrives, so a tap aimed at Save
// or Publish while it loads lands there (a moving form sent it elsewhere: stops 47 and 48's CI failures).
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** The toolbar's buttons: bold, italic, H2, H3, two lists, link, picture, document, undo, redo. */
export const TOOLBAR_BUTTONS = 11;
export const TOOLBAR_BUTTON_SIZE = 44;

/** The text area's height: it scrolls inside beyond it (at least 200 px, half the screen, at most 480 px). */
const TEXT_HEIGHT = 'clamp(200px, 50vh, 480px)';

export const toolbarSx: SxProps<Theme> = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 0.25,
  p: 0.5,
  borderBottom: 1,
  borderColor: 'divider',
  bgcolor: 'grey.50',
};

/** The bordered frame around the toolbar and the text. */
export function EditorFrame({ invalid = false, children }: { invalid?: boolean; children: ReactNode }) {
  return (
    <Box
      sx={{
        border: 1,
        borderColor: invalid ? 'error.main' : 'grey.400',
        borderRadius: 1,
        '&:focus-within': { borderColor: invalid ? 'error.main' : 'primary.main', boxShadow: '0 0 0 1px currentColor' },
      }}
    >
      {children}
    </Box>
  );
}

/** The toolbar's row before the editor is ready: empty places of its buttons' size, so it wraps as the toolbar will. */
export function ToolbarPlaceholder() {
  return (
    <Box aria-hidden sx={toolbarSx}>
      {Array.from({ length: TOOLBAR_BUTTONS }, (_, i) => (
        <Box key={i} sx={{ width: TOOLBAR_BUTTON_SIZE, height: TOOLBAR_BUTTON_SIZE }} />
      ))}
    </Box>
  );
}

/** The text's area, of a fixed height; `sx` styles what is inside it. */
export function TextArea({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) {
  return <Box sx={[{ height: TEXT_HEIGHT, overflowY: 'auto' }, ...(Array.isArray(sx) ? sx : [sx])]}>{children}</Box>;
}
