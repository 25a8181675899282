// Editors for small lists inside a form: entries can be added and removed.
// - <StringListEditor>: one text field per entry (settings: phones, e-mails).
// - <PairListEditor>: a phone and an e-mail per entry (school details: contactList).
// A new entry's first field gets the focus; after removing one, the focus goes to the next entry (or the
// add button), so keyboard users never lose their place.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

function useFocusAfterChange(count: number) {
  const container = useRef<HTMLDivElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  useEffect(() => {
    if (focusIndex === null) return;
    const rows = container.current?.querySelectorAll<HTMLElement>('[data-entry]');
    const target = focusIndex >= 0 ? rows?.[focusIndex]?.querySelector<HTMLInputElement>('input') : null;
    (target ?? addButton.current)?.focus();
    // Focus moves once the changed rows are on the page; clearing the request only re-arms it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setFocusIndex(null);
  }, [focusIndex, count]);
  return { container, addButton, focusOn: setFocusIndex };
}

interface ListFrameProps {
  legend: string;
  hint?: string;
  empty: string;
  addLabel: string;
  onAdd: () => void;
  addButton: React.RefObject<HTMLButtonElement | null>;
  container: React.RefObject<HTMLDivElement | null>;
  disabled?: boolean;
  count: number;
  children: ReactNode;
}

function ListFrame({
  legend,
  hint,
  empty,
  addLabel,
  onAdd,
  addButton,
  container,
  disabled,
  count,
  children,
}: ListFrameProps) {
  const hintId = useId();
  return (
    <Box component="fieldset" aria-describedby={hint ? hintId : undefined} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ p: 0, mb: 1.5 }}>
        {legend}
      </Typography>
      {hint && (
        <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {hint}
        </Typography>
      )}
      <Box ref={container} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {count === 0 && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {empty}
          </Typography>
        )}
        {children}
      </Box>
      <Button ref={addButton} startIcon={<AddIcon />} onClick={onAdd} disabled={disabled} sx={{ mt: 1 }}>
        {addLabel}
      </Button>
    </Box>
  );
}

/** The remove button of entry `index`; afterwards the focus goes to the next entry (or the add button). */
function RemoveEntry<T>({
  items,
  index,
  label,
  onChange,
  focusOn,
  disabled,
}: {
  items: T[];
  index: number;
  label: string;
  onChange: (items: T[]) => void;
  focusOn: (index: number) => void;
  disabled?: boolean;
}) {
  return (
    <IconButton
      aria-label={label}
      onClick={() => {
        onChange(items.filter((_, i) => i !== index));
        focusOn(Math.min(index, items.length - 2));
      }}
      disabled={disabled}
      color="error"
    >
      <DeleteOutlineIcon />
    </IconButton>
  );
}

export interface StringListEditorProps {
  legend: string;
  hint?: string;
  values: string[];
  onChange: (values: string[]) => void;
  itemLabel: (n: number) => string;
  removeLabel: (n: number) => string;
  addLabel: string;
  empty: string;
  type?: 'text' | 'tel' | 'email';
  disabled?: boolean;
  testId?: string;
}

export function StringListEditor({
  legend,
  hint,
  values,
  onChange,
  itemLabel,
  removeLabel,
  addLabel,
  empty,
  type = 'text',
  disabled,
  testId,
}: StringListEditorProps) {
  const { container, addButton, focusOn } = useFocusAfterChange(values.length);
  return (
    <ListFrame
      legend={legend}
      hint={hint}
      empty={empty}
      addLabel={addLabel}
      addButton={addButton}
      container={container}
      disabled={disabled}
      count={values.length}
      onAdd={() => {
        onChange([...values, '']);
        focusOn(values.length);
      }}
    >
      {values.map((value, index) => (
        <Box key={index} data-entry data-testid={testId} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <TextField
            label={itemLabel(index + 1)}
            value={value}
            type={type}
            size="small"
            fullWidth
            disabled={disabled}
            onChange={(e) => onChange(values.map((v, i) => (i === index ? e.target.value : v)))}
            slotProps={{ htmlInput: { maxLength: type === 'email' ? 254 : 50 } }}
          />
          <RemoveEntry
            items={values}
            index={index}
            label={removeLabel(index + 1)}
            onChange={onChange}
            focusOn={focusOn}
            disabled={disabled}
          />
        </Box>
      ))}
    </ListFrame>
  );
}

export interface PairListEditorProps {
  legend: string;
  hint?: string;
  pairs: [string, string][];
  onChange: (pairs: [string, string][]) => void;
  firstLabel: (n: number) => string;
  secondLabel: (n: number) => string;
  removeLabel: (n: number) => string;
  addLabel: string;
  empty: string;
  disabled?: boolean;
}

export function PairListEditor({
  legend,
  hint,
  pairs,
  onChange,
  firstLabel,
  secondLabel,
  removeLabel,
  addLabel,
  empty,
  disabled,
}: PairListEditorProps) {
  const { container, addButton, focusOn } = useFocusAfterChange(pairs.length);
  const set = (index: number, part: 0 | 1, value: string) =>
    onChange(
      pairs.map((p, i) => (i === index ? ((part === 0 ? [value, p[1]] : [p[0], value]) as [string, string]) : p)),
    );
  return (
    <ListFrame
      legend={legend}
      hint={hint}
      empty={empty}
      addLabel={addLabel}
      addButton={addButton}
      container={container}
      disabled={disabled}
      count={pairs.length}
      onAdd={() => {
        onChange([...pairs, ['', '']]);
        focusOn(pairs.length);
      }}
    >
      {pairs.map((pair, index) => (
        <Box
          key={index}
          data-entry
          data-testid="contact-pair"
          sx={{ display: 'flex', gap: 1, alignItems: { xs: 'flex-start', sm: 'center' } }}
        >
          <Box sx={{ display: 'grid', gap: 1, flex: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              label={firstLabel(index + 1)}
              value={pair[0]}
              type="tel"
              size="small"
              disabled={disabled}
              onChange={(e) => set(index, 0, e.target.value)}
              slotProps={{ htmlInput: { maxLength: 50 } }}
            />
            <TextField
              label={secondLabel(index + 1)}
              value={pair[1]}
              type="email"
              size="small"
              disabled={disabled}
              onChange={(e) => set(index, 1, e.target.value)}
              slotProps={{ htmlInput: { maxLength: 254 } }}
            />
          </Box>
          <RemoveEntry
            items={pairs}
            index={index}
            label={removeLabel(index + 1)}
            onChange={onChange}
            focusOn={focusOn}
            disabled={disabled}
          />
        </Box>
      ))}
    </ListFrame>
  );
}
