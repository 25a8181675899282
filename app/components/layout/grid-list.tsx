// A list laid out as a grid, without bullets: the public lists (documents, pictures) and the admin's cards.
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** `columns`: the grid's columns by screen width; `gap` likewise. */
export function GridList({
  label,
  gap,
  columns,
  children,
}: {
  label?: string;
  gap: number | Record<string, number>;
  columns: string | Record<string, string>;
  children: ReactNode;
}) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap, gridTemplateColumns: columns }}
    >
      {children}
    </Box>
  );
}
