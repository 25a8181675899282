// Texts and ids the API tests send: every script, sizes past the limits, an id no record has.

/** Texts that must come back exactly as sent: Kiswahili, German, Chinese, Arabic, emoji, combining marks. */
export const WORLD_TEXT = {
  swahili: 'Karibu Shule ya Msingi — ngʼombe wa Bi. Zuhura, “Elimu ni ufunguo wa maisha”',
  german: 'Grüße aus der Schule: Übung macht den Meister, Größe, Straße, ÄÖÜ äöü ß',
  chinese: '欢迎来到光明学校，孩子们的未来从这里开始。',
  arabic: 'مرحبا بكم في مدرسة برايت — التعليم مفتاح الحياة',
  emoji: 'Sports day 🏃🏾‍♀️⚽🎉 family 👨‍👩‍👧‍👦 flag 🇹🇿',
  // "é" written as e + COMBINING ACUTE ACCENT: must not be normalised to the one-code-point form.
  combining: 'Cafe\u0301 na chai ya tangawizi',
};

export const WORLD_LINE = Object.values(WORLD_TEXT).join(' | ');

/** A short mix of every script, short enough for a 200-character title. */
export const WORLD_TITLE = 'Grüße · ngʼombe · 光明学校 · مدرسة · 🎉🇹🇿 · Cafe\u0301';

/** A title of 10,000 characters. */
export const HUGE_TITLE = 'A'.repeat(10_000);

/** A valid id that no record has. */
export const UNKNOWN_ID = 'ffffffffffffffffffffffff';
