// A row of big numbers with their labels (school counts, partner counts).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { paperSx } from '../home/styles.ts';

export interface Stat {
  label: string;
  value: number;
  icon?: ReactNode;
}

export function StatGrid({ stats, columns = 4 }: { stats: Stat[]; columns?: 3 | 4 }) {
  const { lang } = useT();
  const format = new Intl.NumberFormat(lang);
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: { xs: 1.5, md: 2.5 },
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: `repeat(${columns}, minmax(0, 1fr))` },
      }}
    >
      {stats.map((stat) => (
        <Box
          key={stat.label}
          sx={{
            ...paperSx,
            borderTop: '4px solid',
            borderColor: 'secondary.main',
            p: { xs: 2, md: 3 },
            textAlign: 'center',
            display: 'flex',
            flexDirection: 'column-reverse',
            alignItems: 'center',
            gap: 0.5,
          }}
        >
          <Typography
            component="dt"
            sx={{ color: 'text.secondary', fontWeight: 500, display: 'flex', alignItems: 'center', gap: 0.75 }}
          >
            {stat.icon}
            {stat.label}
          </Typography>
          <Typography
            component="dd"
            sx={{
              m: 0,
              fontSize: { xs: '1.75rem', md: '2.25rem' },
              fontWeight: 700,
              color: 'primary.dark',
              lineHeight: 1.1,
            }}
          >
            {format.format(stat.value)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
