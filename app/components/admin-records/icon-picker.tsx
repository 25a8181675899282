// The school icon choice (spec section 3: SchoolIcon, ChildCareIcon, MenuBookIcon, EmojiPeopleIcon,
// CastleIcon): radio buttons that show each icon with its name; arrow keys move between them.
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { SCHOOL_ICONS } from '../../../common/constants.ts';
import { useT } from '../../i18n/i18n.tsx';
import { SchoolIconByName } from '../school/school-icon.tsx';

export function IconPicker({
  id,
  value,
  onChange,
  disabled,
}: {
  /** The form field's id (the form finds its fields by id). */
  id?: string;
  value: string;
  onChange: (icon: string) => void;
  disabled?: boolean;
}) {
  const { t } = useT();
  const labelId = useId();
  return (
    <FormControl id={id} component="fieldset" disabled={disabled}>
      <FormLabel id={labelId} component="legend" sx={{ mb: 1 }}>
        {t('adminRecords.schools.iconLabel')}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        name="iconName"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        sx={{ gap: 1 }}
      >
        {SCHOOL_ICONS.map((icon) => (
          <FormControlLabel
            key={icon}
            value={icon}
            control={<Radio size="small" />}
            data-testid={`icon-${icon}`}
            sx={{
              m: 0,
              pr: 1.5,
              border: 1,
              borderRadius: 2,
              borderColor: value === icon ? 'primary.main' : 'divider',
              bgcolor: value === icon ? 'rgba(0, 121, 107, 0.08)' : 'transparent',
            }}
            label={
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
                <SchoolIconByName name={icon} aria-hidden sx={{ color: 'primary.dark' }} />
                {t(`adminRecords.schools.icons.${icon}`)}
              </Box>
            }
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
