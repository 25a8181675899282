// The warning to an account's owner that someone entered many wrong two-step codes (wrong-codes.ts). Whoever did
// knows the password, so the e-mail says to change it. The request came from that stranger, so its language says
// nothing about the owner's: the e-mail is in English, Kiswahili and German. Its one link names PUBLIC_URL.
import type { Lang } from '../../app/i18n/languages.ts';

const TEXTS: Record<Lang, { subject: string; body: (name: string, attempts: number, minutes: number) => string }> = {
  en: {
    subject: 'Wrong sign-in codes for your Bright Schools account',
    body: (name, attempts, minutes) =>
      `Hello ${name},\n\nSomeone entered your password correctly on the Bright Schools website and then ${attempts} wrong codes of two-step sign-in. For the next ${minutes} minutes no code is accepted for your account. If this was not you, your password is known to someone else: sign in and change it now (Change password in the menu), and tell the Admin.`,
  },
  sw: {
    subject: 'Misimbo isiyo sahihi ya kuingia kwenye akaunti yako ya Bright Schools',
    body: (name, attempts, minutes) =>
      `Habari ${name},\n\nMtu fulani ameandika nenosiri lako kwa usahihi kwenye tovuti ya Bright Schools, kisha misimbo ${attempts} isiyo sahihi ya kuingia kwa hatua mbili. Kwa dakika ${minutes} zijazo hakuna msimbo utakaokubaliwa kwa akaunti yako. Ikiwa si wewe, nenosiri lako linajulikana na mtu mwingine: ingia na ulibadilishe sasa (Badilisha nenosiri kwenye menyu), kisha mjulishe Msimamizi.`,
  },
  de: {
    subject: 'Falsche Anmeldecodes für Ihr Konto bei Bright Schools',
    body: (name, attempts, minutes) =>
      `Guten Tag ${name},\n\njemand hat auf der Website der Bright Schools Ihr Passwort richtig eingegeben und danach ${attempts} falsche Codes der Zwei-Schritt-Anmeldung. In den nächsten ${minutes} Minuten wird für Ihr Konto kein Code angenommen. Falls Sie das nicht waren, kennt jemand anderes Ihr Passwort: Melden Sie sich an, ändern Sie es sofort (Passwort ändern im Menü) und informieren Sie den Admin.`,
  },
};

export function wrongCodesEmail(
  name: string,
  attempts: number,
  minutes: number,
  publicUrl: string,
): { subject: string; text: string } {
  const link = `${publicUrl}/loginPage`;
  const parts = (['en', 'sw', 'de'] as const).map((lang) => `${TEXTS[lang].body(name, attempts, minutes)}\n\n${link}`);
  return { subject: TEXTS.en.subject, text: parts.join('\n\n----\n\n') };
}
