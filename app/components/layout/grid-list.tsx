// A list laid out as a grid, without bullets: the public lists (documents, pictures) and the admin's cards.
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** `columns`: the grid's columns by screen width; `gap` likewise; `data-…` attributes are passed on to the list. */
export function GridList({
  label,
  gap,
  columns,
  children,
  ...data
}: {
  label?: string;
  gap: number | Record<string, number>;
  columns: string | Record<string, string>;
  children: ReactNode;
  [attribute: `data-${string}`]: string;
}) {
  return (
    <Box
      component="ul"
      aria-label={label}
      {...data}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap, gridTemplateColumns: columns }}
    >
      {children}
    </Box>
  );
}
