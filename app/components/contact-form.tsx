// The Contact Us form (footer and /contact): sends through POST /api/contact and says whether it went.
// Plain labelled inputs and a few lines of checks (the server still validates with the shared schema of
// common/schemas.ts): every public page carries this form in its footer, so it must cost next to nothing.
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { LIMITS } from '../../common/constants.ts';
import { useT, type MessageKey } from '../i18n/i18n.tsx';
import { apiSend } from '../lib/api-client.ts';
import './layout/site.css';

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; message: string };
type Values = { name: string; email: string; phone: string; message: string };
type FieldName = keyof Values;

/** The address rule of common/schemas.ts (EMAIL_PATTERN), repeated here so the page need not load zod. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX: Record<FieldName, number> = { name: LIMITS.short, email: 254, phone: 50, message: 5000 };
const EMPTY: Values = { name: '', email: '', phone: '', message: '' };

function check(values: Values): Partial<Record<FieldName, MessageKey | { key: MessageKey; max: number }>> {
  const out: Partial<Record<FieldName, MessageKey | { key: MessageKey; max: number }>> = {};
  const required: [FieldName, MessageKey][] = [
    ['name', 'common.footer.nameRequired'],
    ['email', 'common.footer.emailRequired'],
    ['message', 'common.footer.messageRequired'],
  ];
  for (const [name, key] of required) if (!values[name]) out[name] = key;
  if (values.email && !EMAIL_PATTERN.test(values.email)) out.email = 'common.footer.emailInvalid';
  for (const name of Object.keys(MAX) as FieldName[]) {
    if (!out[name] && values[name].length > MAX[name]) out[name] = { key: 'common.footer.tooLong', max: MAX[name] };
  }
  return out;
}

/**
 * Without JavaScript the browser posts the form itself; the server then sends it back to this page with
 * `?contactSent=footer|page` (or `…-failed`), see server/api/contact.ts. The name is repeated here so the
 * page bundle does not import server code.
 */
const RESULT_PARAM = 'contactSent';

export function ContactForm({ compact = false }: { compact?: boolean }) {
  const { t } = useT();
  const id = useId();
  const which = compact ? 'footer' : 'page';
  const [params] = useSearchParams();
  const posted = params.get(RESULT_PARAM);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [status, setStatus] = useState<Status>(() =>
    posted === which
      ? { kind: 'sent' }
      : posted === `${which}-failed`
        ? { kind: 'failed', message: t('common.footer.sendFailed') }
        : posted === `${which}-limited`
          ? { kind: 'failed', message: t('common.footer.tooManyMessages') }
          : { kind: 'idle' },
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed: Values = {
      name: values.name.trim(),
      email: values.email.trim(),
      phone: values.phone.trim(),
      message: values.message.trim(),
    };
    const problems = check(trimmed);
    if (Object.keys(problems).length) {
      const next: Partial<Record<FieldName, string>> = {};
      for (const [name, p] of Object.entries(problems) as [
        FieldName,
        MessageKey | { key: MessageKey; max: number },
      ][]) {
        next[name] = typeof p === 'string' ? t(p) : t(p.key, { max: p.max });
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setStatus({ kind: 'sending' });
    const result = await apiSend('/api/contact', { method: 'POST', json: trimmed });
    if (result.ok) {
      setStatus({ kind: 'sent' });
      setValues(EMPTY);
    } else {
      setErrors(result.error.fields ?? {});
      // Too many messages from this address, or a connection too slow: the page's own words (the server's
      // sentence is English).
      const message =
        result.status === 429
          ? t('common.footer.tooManyMessages')
          : result.status === 408
            ? t('common.footer.tooSlow')
            : result.error.message || t('common.footer.sendFailed');
      setStatus({ kind: 'failed', message });
    }
  };

  const field = (
    name: FieldName,
    label: string,
    options: { required?: boolean; type?: string; autoComplete?: string; rows?: number } = {},
  ) => {
    const inputId = `${id}-${name}`;
    const error = errors[name];
    const props = {
      id: inputId,
      name,
      value: values[name],
      required: options.required,
      autoComplete: options.autoComplete,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${inputId}-error` : undefined,
      onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
    };
    return (
      <div className="bs-field">
        <label htmlFor={inputId}>
          {label}
          {options.required && (
            <span className="bs-field__star" aria-hidden="true">
              *
            </span>
          )}
        </label>
        {options.rows ? (
          <textarea rows={options.rows} {...props} />
        ) : (
          <input type={options.type ?? 'text'} {...props} />
        )}
        {error && (
          <span id={`${inputId}-error`} className="bs-field__error">
            {error}
          </span>
        )}
      </div>
    );
  };

  return (
    <form
      id={`contact-${which}`}
      noValidate
      onSubmit={onSubmit}
      method="post"
      action="/api/contact"
      className={compact ? 'bs-form bs-form--dark' : 'bs-form'}
    >
      <input type="hidden" name="source" value={which} />
      {field('name', compact ? t('common.footer.name') : t('contact.fullName'), {
        required: true,
        autoComplete: 'name',
      })}
      {field('email', t('common.footer.email'), { required: true, type: 'email', autoComplete: 'email' })}
      {!compact && field('phone', t('contact.phone'), { type: 'tel', autoComplete: 'tel' })}
      {field('message', t('common.footer.message'), { required: true, rows: compact ? 2 : 4 })}
      {/* Left empty by people; bots fill it and their message is dropped. */}
      <input
        type="text"
        name="website"
        tabIndex={-1}
        autoComplete="off"
        aria-hidden="true"
        style={{ position: 'absolute', left: '-10000px' }}
      />
      <button type="submit" className="bs-btn bs-btn--accent" disabled={status.kind === 'sending'}>
        {status.kind === 'sending' ? t('common.footer.sending') : t('common.footer.send')}
      </button>
      <div aria-live="polite">
        {status.kind === 'sent' && <p className="bs-form__status bs-form__status--ok">{t('common.footer.sent')}</p>}
        {status.kind === 'failed' && <p className="bs-form__status bs-form__status--failed">{status.message}</p>}
      </div>
    </form>
  );
}
