// Texts of the partner profile page (/PartnerClientView).
// English keeps the spec's exact wording; German and Kiswahili say the same.
const en = {
  title: 'Our Partner in Germany',
  metaDescription: 'Our partner club in Germany: who they are, their vision and mission, projects and contacts.',
  since: 'Since {year}',
  about: 'About',
  location: 'Location',
  vision: 'Vision',
  mission: 'Mission',
  gallery: 'Gallery',
  photoAlt: '{name}, photo {n}',
  inNumbers: 'Our partnership in numbers',
  workers: 'Workers',
  projects: 'Projects',
  satisfiedClients: 'Satisfied Clients',
  contacts: 'Contacts',
  noData: 'No partner data available.',
};
export type PartnerMessages = typeof en;

const de: PartnerMessages = {
  title: 'Unser Partner in Deutschland',
  metaDescription: 'Unser Partnerverein in Deutschland: wer er ist, seine Vision und Mission, Projekte und Kontakte.',
  since: 'Seit {year}',
  about: 'Über den Verein',
  location: 'Ort',
  vision: 'Vision',
  mission: 'Mission',
  gallery: 'Galerie',
  photoAlt: '{name}, Foto {n}',
  inNumbers: 'Unsere Partnerschaft in Zahlen',
  workers: 'Mitarbeitende',
  projects: 'Projekte',
  satisfiedClients: 'Zufriedene Partner',
  contacts: 'Kontakt',
  noData: 'Keine Partnerdaten vorhanden.',
};

const sw: PartnerMessages = {
  title: 'Mshirika Wetu Ujerumani',
  metaDescription: 'Klabu yetu mshirika nchini Ujerumani: ni akina nani, dira na dhamira yao, miradi na mawasiliano.',
  since: 'Tangu {year}',
  about: 'Kuhusu',
  location: 'Mahali',
  vision: 'Dira',
  mission: 'Dhamira',
  gallery: 'Picha',
  photoAlt: '{name}, picha ya {n}',
  inNumbers: 'Ushirikiano wetu kwa takwimu',
  workers: 'Wafanyakazi',
  projects: 'Miradi',
  satisfiedClients: 'Wanufaika Walioridhika',
  contacts: 'Mawasiliano',
  noData: 'Hakuna taarifa za mshirika zilizopo.',
};

export default { en, de, sw };
