// Texts of the documents pages (/resource/JoiningForm and /resource/curriculum).
// English keeps the spec's exact wording; German and Kiswahili say the same.
const en = {
  joining: {
    title: 'Joining Forms',
    banner: 'Available Documents Below',
    intro: 'Joining instructions, school fees, exam schedules and other forms to download.',
    metaDescription:
      'Download the joining instructions, school fee list, exam schedules and forms of the Bright schools.',
  },
  curriculum: {
    title: 'Curriculum',
    banner: 'Curriculum Documents Below',
    intro: 'What our pupils learn, and when: the curriculum and timetables to download.',
    metaDescription: 'Download the curriculum and the timetables of the Bright schools.',
  },
  empty: 'No documents available.',
  download: 'Download',
  downloadLabel: 'Download {name} ({type}, {size})',
  fileType: 'File type',
  fileSize: 'Size',
  unknown: 'unknown',
  types: {
    schoolFee: 'School Fee',
    joiningInstruction: 'Joining Instruction',
    examSchedule: 'Exam Schedule',
    timetable: 'Timetable',
    curriculum: 'Curriculum',
    other: 'Other',
  },
};
export type DocumentsMessages = typeof en;

const de: DocumentsMessages = {
  joining: {
    title: 'Anmeldeunterlagen',
    banner: 'Verfügbare Dokumente',
    intro: 'Aufnahmehinweise, Schulgeld, Prüfungspläne und weitere Formulare zum Herunterladen.',
    metaDescription:
      'Aufnahmehinweise, Schulgeldübersicht, Prüfungspläne und Formulare der Bright-Schulen zum Herunterladen.',
  },
  curriculum: {
    title: 'Lehrplan',
    banner: 'Lehrplan-Dokumente',
    intro: 'Was unsere Kinder wann lernen: Lehrplan und Stundenpläne zum Herunterladen.',
    metaDescription: 'Lehrplan und Stundenpläne der Bright-Schulen zum Herunterladen.',
  },
  empty: 'Keine Dokumente vorhanden.',
  download: 'Herunterladen',
  downloadLabel: '{name} herunterladen ({type}, {size})',
  fileType: 'Dateityp',
  fileSize: 'Größe',
  unknown: 'unbekannt',
  types: {
    schoolFee: 'Schulgeld',
    joiningInstruction: 'Aufnahmehinweise',
    examSchedule: 'Prüfungsplan',
    timetable: 'Stundenplan',
    curriculum: 'Lehrplan',
    other: 'Sonstiges',
  },
};

const sw: DocumentsMessages = {
  joining: {
    title: 'Fomu za Kujiunga',
    banner: 'Nyaraka Zinazopatikana Hapa Chini',
    intro: 'Maelekezo ya kujiunga, ada za shule, ratiba za mitihani na fomu nyingine za kupakua.',
    metaDescription: 'Pakua maelekezo ya kujiunga, orodha ya ada, ratiba za mitihani na fomu za shule za Bright.',
  },
  curriculum: {
    title: 'Mtaala',
    banner: 'Nyaraka za Mtaala Hapa Chini',
    intro: 'Wanafunzi wetu hujifunza nini, na lini: mtaala na ratiba za vipindi za kupakua.',
    metaDescription: 'Pakua mtaala na ratiba za vipindi za shule za Bright.',
  },
  empty: 'Hakuna nyaraka zilizopo.',
  download: 'Pakua',
  downloadLabel: 'Pakua {name} ({type}, {size})',
  fileType: 'Aina ya faili',
  fileSize: 'Ukubwa',
  unknown: 'haijulikani',
  types: {
    schoolFee: 'Ada ya Shule',
    joiningInstruction: 'Maelekezo ya Kujiunga',
    examSchedule: 'Ratiba ya Mitihani',
    timetable: 'Ratiba ya Vipindi',
    curriculum: 'Mtaala',
    other: 'Nyingine',
  },
};

export default { en, de, sw };
