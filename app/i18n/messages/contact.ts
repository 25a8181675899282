// Texts of the /contact page.
const en = {
  title: 'Contact Us',
  metaDescription: 'Phone numbers, e-mail addresses and a message form to reach the Bright schools.',
  intro: 'We would love to hear from you. Call us, write to us, or send a message below.',
  fullName: 'Full Name',
  phone: 'Phone (optional)',
  formTitle: 'Send us a message',
  failedSettings: 'Failed to load settings.',
  phones: 'Call us',
  emails: 'Email us',
  hours: 'Business hours',
  reachUs: 'How to reach us',
};
export type ContactMessages = typeof en;

const de: ContactMessages = {
  title: 'Kontakt',
  metaDescription: 'So erreichen Sie die Bright-Schulen: Telefonnummern, E-Mail-Adressen und Kontaktformular.',
  intro:
    'Wir freuen uns, von Ihnen zu hören. Rufen Sie uns an, schreiben Sie uns oder senden Sie unten eine Nachricht.',
  fullName: 'Vor- und Nachname',
  phone: 'Telefon (optional)',
  formTitle: 'Senden Sie uns eine Nachricht',
  failedSettings: 'Die Kontaktdaten konnten nicht geladen werden.',
  phones: 'Rufen Sie uns an',
  emails: 'Schreiben Sie uns eine E-Mail',
  hours: 'Bürozeiten',
  reachUs: 'So erreichen Sie uns',
};

const sw: ContactMessages = {
  title: 'Wasiliana Nasi',
  metaDescription: 'Namba za simu, anwani za barua pepe na fomu ya ujumbe ili kuwasiliana na shule za Bright.',
  intro: 'Karibu uwasiliane nasi. Tupigie simu, tuandikie barua pepe, au tutumie ujumbe hapa chini.',
  fullName: 'Jina Kamili',
  phone: 'Simu (si lazima)',
  formTitle: 'Tutumie ujumbe',
  failedSettings: 'Imeshindikana kupakia mipangilio.',
  phones: 'Tupigie simu',
  emails: 'Tutumie barua pepe',
  hours: 'Saa za kazi',
  reachUs: 'Jinsi ya kutufikia',
};

export default { en, de, sw };
