// A small translation layer: the server picks the language and sends only that dictionary with the page.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Messages } from './catalog.ts';
import type { Lang } from './languages.ts';

export type MessageKey = Leaves<Messages>;
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** The group of a key ('admin.blog' of 'admin.blog.title'). */
type Parent<Key extends string> = Key extends `${infer Head}.${infer Tail}`
  ? Tail extends `${string}.${string}`
    ? `${Head}.${Parent<Tail>}`
    : Head
  : never;

/**
 * A group of messages that has every key in K, for parts that read a page's texts by their usual names:
 * Area<'title' | 'add'> accepts 'admin.blog' (it has admin.blog.title and admin.blog.add).
 */
export type Area<K extends string> = {
  [P in Parent<MessageKey>]: `${P}.${K}` extends MessageKey ? P : never;
}[Parent<MessageKey>];

/** The key `name` of an area: inArea('admin.blog', 'title') is 'admin.blog.title'. */
export function inArea<K extends string>(area: Area<K>, name: K): MessageKey {
  return `${area}.${name}` as MessageKey;
}

interface I18nValue {
  lang: Lang;
  messages: Messages;
}

const I18nContext = createContext<I18nValue | null>(null);

export function I18nProvider({ lang, messages, children }: I18nValue & { children: ReactNode }) {
  const value = useMemo(() => ({ lang, messages }), [lang, messages]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** Looks up "a.b.c" and fills {name} placeholders. */
export function translate(messages: Messages, key: MessageKey, vars?: Record<string, string | number>): string {
  let value: unknown = messages;
  for (const part of key.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
  const text = typeof value === 'string' ? value : key;
  return vars ? text.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m)) : text;
}

export function useT() {
  const ctx = useContext(I18nContext);
  if (!ctx) throw new Error('useT() needs <I18nProvider>');
  const { lang, messages } = ctx;
  return useMemo(
    () => ({ lang, t: (key: MessageKey, vars?: Record<string, string | number>) => translate(messages, key, vars) }),
    [lang, messages],
  );
}
