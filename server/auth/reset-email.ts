// The "choose a new password" e-mail, in the language the staff member was reading the site in when they asked
// (the same choice as the pages: ?lang=, the saved choice, then the browser's languages). The link carries that
// language, so the reset page opens in it too.
import type { Lang } from '../../app/i18n/languages.ts';

interface ResetEmailText {
  subject: string;
  greeting: (name: string) => string;
  why: string;
  open: string;
  once: string;
}

const TEXTS: Record<Lang, ResetEmailText> = {
  en: {
    subject: 'Choose a new password for the Bright Schools website',
    greeting: (name) => `Hello ${name},`,
    why: 'Someone (probably you) asked to reset the password of your staff account on the Bright Schools website.',
    open: 'To choose a new password, open this link within one hour:',
    once: 'The link works only once. If you did not ask for it, you can ignore this e-mail: your password stays as it is.',
  },
  de: {
    subject: 'Neues Passwort für die Website der Bright Schools',
    greeting: (name) => `Guten Tag ${name},`,
    why: 'jemand (wahrscheinlich Sie) hat darum gebeten, das Passwort Ihres Mitarbeiterkontos auf der Website der Bright Schools zurückzusetzen.',
    open: 'Um ein neues Passwort zu wählen, öffnen Sie diesen Link innerhalb einer Stunde:',
    once: 'Der Link kann nur einmal verwendet werden. Falls Sie ihn nicht angefordert haben, können Sie diese E-Mail ignorieren: Ihr Passwort bleibt unverändert.',
  },
  sw: {
    subject: 'Chagua nenosiri jipya la tovuti ya Bright Schools',
    greeting: (name) => `Habari ${name},`,
    why: 'Mtu fulani (huenda ni wewe) ameomba kubadilisha nenosiri la akaunti yako ya wafanyakazi kwenye tovuti ya Bright Schools.',
    open: 'Ili kuchagua nenosiri jipya, fungua kiungo hiki ndani ya saa moja:',
    once: 'Kiungo hiki kinaweza kutumika mara moja tu. Ikiwa hukuomba, unaweza kupuuza barua pepe hii: nenosiri lako litabaki kama lilivyo.',
  },
};

export function resetEmail(lang: Lang, name: string, link: string): { subject: string; text: string } {
  const t = TEXTS[lang];
  return { subject: t.subject, text: [t.greeting(name), '', t.why, t.open, '', link, '', t.once].join('\n') };
}
