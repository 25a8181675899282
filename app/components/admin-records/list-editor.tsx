// Editors for small lists inside a form: entries can be added and removed.
// - <StringListEditor>: one text field per entry (settings: phones, e-mails).
// - <PairListEditor>: a phone and an e-mail per entry (school details: contactList).
// A new entry's first field gets the focus; after removing one, the focus goes to the next entry (or the
// add button), so keyboard users never lose their place.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import type { SxProps, Theme } from '@mui/material/styles';
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
  /** The list's id (its form field's, so that a message about it can take the focus there). */
  id?: string;
  /** A message about the list (from the form's check or the server). */
  error?: string;
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
  id,
  error,
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
  const errorId = useId();
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ');
  return (
    <Box
      component="fieldset"
      id={id}
      tabIndex={id ? -1 : undefined}
      aria-describedby={describedBy || undefined}
      sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
    >
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
      {error && (
        <FormHelperText id={errorId} error role="alert" sx={{ mx: 0 }}>
          {error}
        </FormHelperText>
      )}
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

/** One field of an entry; an e-mail address may have 254 characters, a phone number or a text 50. */
function EntryField({
  label,
  value,
  type,
  disabled,
  fullWidth,
  onChange,
}: {
  label: string;
  value: string;
  type: 'text' | 'tel' | 'email';
  disabled?: boolean;
  fullWidth?: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      label={label}
      value={value}
      type={type}
      size="small"
      fullWidth={fullWidth}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ htmlInput: { maxLength: type === 'email' ? 254 : 50 } }}
    />
  );
}

type FrameTexts = Pick<ListFrameProps, 'id' | 'error' | 'legend' | 'hint' | 'empty' | 'addLabel' | 'disabled'>;

/**
 * A list of entries in its frame: `entry` draws the fields of one entry (given the entry, a setter for it and
 * its number), followed by its remove button; Add appends `blank`.
 */
function ListEditor<T>({
  items,
  onChange,
  blank,
  entry,
  removeLabel,
  testId,
  entrySx,
  ...frame
}: FrameTexts & {
  items: T[];
  onChange: (items: T[]) => void;
  blank: T;
  entry: (item: T, set: (item: T) => void, n: number) => ReactNode;
  removeLabel: (n: number) => string;
  testId?: string;
  entrySx: SxProps<Theme>;
}) {
  const { container, addButton, focusOn } = useFocusAfterChange(items.length);
  return (
    <ListFrame
      {...frame}
      addButton={addButton}
      container={container}
      count={items.length}
      onAdd={() => {
        onChange([...items, blank]);
        focusOn(items.length);
      }}
    >
      {items.map((item, index) => (
        <Box key={index} data-entry data-testid={testId} sx={entrySx}>
          {entry(item, (next) => onChange(items.map((v, i) => (i === index ? next : v))), index + 1)}
          <RemoveEntry
            items={items}
            index={index}
            label={removeLabel(index + 1)}
            onChange={onChange}
            focusOn={focusOn}
            disabled={frame.disabled}
          />
        </Box>
      ))}
    </ListFrame>
  );
}

export interface StringListEditorProps extends FrameTexts {
  values: string[];
  onChange: (values: string[]) => void;
  itemLabel: (n: number) => string;
  removeLabel: (n: number) => string;
  type?: 'text' | 'tel' | 'email';
  testId?: string;
}

export function StringListEditor({ values, itemLabel, type = 'text', ...props }: StringListEditorProps) {
  return (
    <ListEditor
      {...props}
      items={values}
      blank=""
      entrySx={{ display: 'flex', gap: 1, alignItems: 'center' }}
      entry={(value, set, n) => (
        <EntryField label={itemLabel(n)} value={value} type={type} disabled={props.disabled} fullWidth onChange={set} />
      )}
    />
  );
}

export interface PairListEditorProps extends FrameTexts {
  pairs: [string, string][];
  onChange: (pairs: [string, string][]) => void;
  firstLabel: (n: number) => string;
  secondLabel: (n: number) => string;
  removeLabel: (n: number) => string;
}

/** A phone and an e-mail per entry. */
export function PairListEditor({ pairs, firstLabel, secondLabel, ...props }: PairListEditorProps) {
  const on = { disabled: props.disabled };
  return (
    <ListEditor
      {...props}
      items={pairs}
      blank={['', '']}
      testId="contact-pair"
      entrySx={{ display: 'flex', gap: 1, alignItems: { xs: 'flex-start', sm: 'center' } }}
      entry={([phone, email], set, n) => (
        <Box sx={{ display: 'grid', gap: 1, flex: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <EntryField label={firstLabel(n)} value={phone} type="tel" onChange={(v) => set([v, email])} {...on} />
          <EntryField label={secondLabel(n)} value={email} type="email" onChange={(v) => set([phone, v])} {...on} />
        </Box>
      )}
    />
  );
}
