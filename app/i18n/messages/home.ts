// Texts of the home page. English keeps the spec's exact wording (sections 2, 8 and 9).
const en = {
  title: 'Home',
  description:
    'Bright pre-primary and primary schools in Tanzania: scholarships, skilled teachers, a library, affordable fees and partner schools in Germany.',
  hero: {
    label: 'School pictures',
    title: 'Welcome to Bright Schools',
    subtitle: 'Caring pre-primary and primary schools in Tanzania, where every child learns, plays and grows.',
    loading: 'Loading hero images...',
    loadFailed: 'Failed to load header images',
    aboutCta: 'About Us',
    contactCta: 'Contact Us',
  },
  features: {
    heading: 'What we offer',
    scholarship: {
      title: 'Scholarship Facility',
      text: 'Scholarships help pupils from poor families to get a good education.',
    },
    teachers: { title: 'Skilled Teachers', text: 'Trained, caring teachers who know every child by name.' },
    library: { title: 'Book Library Facility', text: 'A physical and a digital library for reading and research.' },
    price: { title: 'Affordable Price', text: 'School fees are paid four times a year, and transport costs are low.' },
  },
  activities: {
    heading: 'Our Latest Activities',
    intro: 'Learning at Bright goes far beyond the classroom. This is what our pupils have been busy with recently.',
    scienceFair: 'Science Fair 2024',
    culturalDay: 'Cultural Day Celebration',
    artCraft: 'Art & Craft Exhibition',
    sportsWeek: 'Sports Week Highlights',
    play: 'See photos of our activities',
    imageAlt: 'Pupils showing their projects to visitors at a school activity day',
  },
  blog: {
    heading: 'Recent Blog Posts',
    empty: 'No blog posts yet.',
  },
  director: {
    heading: "DIRECTOR'S MESSAGE",
    caption: 'SCHOOLS DIRECTOR',
    fetchFailed: 'Failed to fetch director message',
    emptyMessage: 'No message available at the moment.',
    photoAlt: 'Photo of {name}',
    social: '{network} of {name} (opens in a new tab)',
    instagram: 'Instagram',
    linkedin: 'LinkedIn',
    x: 'X (Twitter)',
    facebook: 'Facebook',
  },
  schools: {
    heading: 'Our Schools',
    intro: 'From day care to secondary school: find the Bright school that fits your child.',
  },
  stats: {
    heading: 'Our schools in numbers',
    pupils: 'Pupils',
    teachers: 'Teachers',
    workers: 'Workers',
    awards: 'Awards',
  },
  strengths: {
    heading: 'We Maximize Your Learning Growth',
    intro: 'Everything at Bright is built around the child: good teachers, modern lessons and a safe place to learn.',
    qualifiedTeachers: { title: 'Qualified Teachers', text: 'Highly trained and caring professionals' },
    modernCurriculum: { title: 'Modern Curriculum', text: 'Interactive and up-to-date learning methods' },
    smartClassrooms: { title: 'Smart Classrooms', text: 'Tech-enabled learning environments' },
    safeEnvironment: { title: 'Safe Environment', text: 'Secure space where every Pupils feels safe' },
    awards: 'Awards',
    teachers: 'Teachers',
  },
  prePrimary: {
    heading: 'Bright Pre and Primary Education',
    intro:
      'From the first day of pre-primary to the last year of primary school, we give children a strong foundation in reading, writing, numbers and character.',
    qualifiedTeachers: 'Qualified Teachers',
    interactiveCurriculum: 'Interactive Curriculum',
    modernClassrooms: 'Modern Classrooms',
    safeEnvironment: 'Safe Environment',
    imageAlt: 'Young pupils learning together in a bright classroom',
    more: 'Learn more about us',
  },
  gallery: {
    heading: 'Photo Gallery',
    intro: 'Moments from everyday school life.',
  },
  partners: {
    heading: 'Collaborating with different Partners',
    intro: 'Schools and friends in Germany support our pupils and teachers.',
    school: 'Our partner school in Germany (opens in a new tab)',
    club: 'Our partner club in Germany',
  },
};
export type Messages = typeof en;

const de: Messages = {
  title: 'Startseite',
  description:
    'Die Bright-Schulen – Vor- und Grundschulen in Tansania: Stipendien, qualifizierte Lehrkräfte, eine Bibliothek, bezahlbares Schulgeld und Partnerschulen in Deutschland.',
  hero: {
    label: 'Bilder aus der Schule',
    title: 'Willkommen bei den Bright-Schulen',
    subtitle: 'Vor- und Grundschulen mit Herz in Tansania, in denen jedes Kind lernt, spielt und wächst.',
    loading: 'Titelbilder werden geladen...',
    loadFailed: 'Die Titelbilder konnten nicht geladen werden',
    aboutCta: 'Über uns',
    contactCta: 'Kontakt',
  },
  features: {
    heading: 'Was wir bieten',
    scholarship: {
      title: 'Stipendien',
      text: 'Stipendien ermöglichen Kindern aus einkommensschwachen Familien eine gute Schulbildung.',
    },
    teachers: {
      title: 'Qualifizierte Lehrkräfte',
      text: 'Ausgebildete, fürsorgliche Lehrkräfte, die jedes Kind beim Namen kennen.',
    },
    library: {
      title: 'Schulbibliothek',
      text: 'Eine Bibliothek mit gedruckten und digitalen Büchern zum Lesen und Recherchieren.',
    },
    price: {
      title: 'Bezahlbares Schulgeld',
      text: 'Das Schulgeld wird viermal im Jahr bezahlt, und der Schulbus kostet wenig.',
    },
  },
  activities: {
    heading: 'Unsere neuesten Aktivitäten',
    intro: 'Lernen bei Bright geht weit über das Klassenzimmer hinaus. Damit waren unsere Kinder zuletzt beschäftigt.',
    scienceFair: 'Wissenschaftsausstellung 2024',
    culturalDay: 'Kulturtag',
    artCraft: 'Kunst- und Bastelausstellung',
    sportsWeek: 'Höhepunkte der Sportwoche',
    play: 'Fotos unserer Aktivitäten ansehen',
    imageAlt: 'Schulkinder zeigen Besuchern ihre Projekte an einem Aktionstag',
  },
  blog: {
    heading: 'Neueste Blogbeiträge',
    empty: 'Noch keine Blogbeiträge.',
  },
  director: {
    heading: 'GRUSSWORT DER DIREKTION',
    caption: 'SCHULDIREKTION',
    fetchFailed: 'Das Grußwort der Direktion konnte nicht geladen werden',
    emptyMessage: 'Im Moment ist kein Grußwort verfügbar.',
    photoAlt: 'Foto von {name}',
    social: '{network} von {name} (öffnet in einem neuen Tab)',
    instagram: 'Instagram',
    linkedin: 'LinkedIn',
    x: 'X (Twitter)',
    facebook: 'Facebook',
  },
  schools: {
    heading: 'Unsere Schulen',
    intro: 'Von der Kita bis zur weiterführenden Schule: Finden Sie die Bright-Schule, die zu Ihrem Kind passt.',
  },
  stats: {
    heading: 'Unsere Schulen in Zahlen',
    pupils: 'Kinder',
    teachers: 'Lehrkräfte',
    workers: 'Mitarbeitende',
    awards: 'Auszeichnungen',
  },
  strengths: {
    heading: 'Bestmögliche Förderung für Ihr Kind',
    intro:
      'Bei Bright steht das Kind im Mittelpunkt: gute Lehrkräfte, moderner Unterricht und ein sicherer Ort zum Lernen.',
    qualifiedTeachers: { title: 'Qualifizierte Lehrkräfte', text: 'Bestens ausgebildete und fürsorgliche Fachkräfte' },
    modernCurriculum: { title: 'Moderner Lehrplan', text: 'Interaktive und zeitgemäße Lernmethoden' },
    smartClassrooms: { title: 'Digitale Klassenzimmer', text: 'Lernumgebungen mit moderner Technik' },
    safeEnvironment: { title: 'Sichere Umgebung', text: 'Ein geschützter Ort, an dem sich jedes Kind sicher fühlt' },
    awards: 'Auszeichnungen',
    teachers: 'Lehrkräfte',
  },
  prePrimary: {
    heading: 'Vor- und Grundschulbildung bei Bright',
    intro:
      'Vom ersten Tag in der Vorschule bis zum letzten Grundschuljahr geben wir Kindern solide Grundlagen in Lesen, Schreiben und Rechnen und stärken ihre Persönlichkeit.',
    qualifiedTeachers: 'Qualifizierte Lehrkräfte',
    interactiveCurriculum: 'Interaktiver Lehrplan',
    modernClassrooms: 'Moderne Klassenzimmer',
    safeEnvironment: 'Sichere Umgebung',
    imageAlt: 'Junge Schulkinder lernen gemeinsam in einem hellen Klassenzimmer',
    more: 'Mehr über uns erfahren',
  },
  gallery: {
    heading: 'Fotogalerie',
    intro: 'Momente aus dem Schulalltag.',
  },
  partners: {
    heading: 'Gemeinsam mit unseren Partnern',
    intro: 'Schulen und Freunde in Deutschland unterstützen unsere Kinder und Lehrkräfte.',
    school: 'Unsere Partnerschule in Deutschland (öffnet in einem neuen Tab)',
    club: 'Unser Partnerverein in Deutschland',
  },
};

const sw: Messages = {
  title: 'Mwanzo',
  description:
    'Shule za awali na msingi za Bright nchini Tanzania: ufadhili wa masomo, walimu wenye ujuzi, maktaba, ada nafuu na shule washirika nchini Ujerumani.',
  hero: {
    label: 'Picha za shule',
    title: 'Karibu Shule za Bright',
    subtitle:
      'Shule za awali na msingi nchini Tanzania zenye malezi bora, ambapo kila mtoto hujifunza, hucheza na hukua.',
    loading: 'Picha za bango zinapakiwa...',
    loadFailed: 'Imeshindikana kupakia picha za bango',
    aboutCta: 'Kuhusu Sisi',
    contactCta: 'Wasiliana Nasi',
  },
  features: {
    heading: 'Tunachotoa',
    scholarship: {
      title: 'Ufadhili wa Masomo',
      text: 'Ufadhili huwasaidia wanafunzi kutoka familia zisizojiweza kupata elimu bora.',
    },
    teachers: { title: 'Walimu Wenye Ujuzi', text: 'Walimu waliofunzwa na wanaojali, wanaomjua kila mtoto kwa jina.' },
    library: { title: 'Huduma ya Maktaba', text: 'Maktaba ya vitabu na maktaba ya kidijitali kwa kusoma na kutafiti.' },
    price: { title: 'Gharama Nafuu', text: 'Ada ya shule hulipwa mara nne kwa mwaka, na gharama ya usafiri ni ndogo.' },
  },
  activities: {
    heading: 'Shughuli Zetu za Hivi Karibuni',
    intro: 'Hapa Bright, kujifunza hakuishii darasani. Tazama wanafunzi wetu wamekuwa wakifanya nini hivi karibuni.',
    scienceFair: 'Maonyesho ya Sayansi 2024',
    culturalDay: 'Sherehe ya Siku ya Utamaduni',
    artCraft: 'Maonyesho ya Sanaa na Ufundi',
    sportsWeek: 'Matukio ya Wiki ya Michezo',
    play: 'Tazama picha za shughuli zetu',
    imageAlt: 'Wanafunzi wakionyesha miradi yao kwa wageni siku ya shughuli za shule',
  },
  blog: {
    heading: 'Makala Mpya za Blogu',
    empty: 'Bado hakuna makala za blogu.',
  },
  director: {
    heading: 'UJUMBE WA MKURUGENZI',
    caption: 'MKURUGENZI WA SHULE',
    fetchFailed: 'Imeshindikana kupakia ujumbe wa mkurugenzi',
    emptyMessage: 'Hakuna ujumbe kwa sasa.',
    photoAlt: 'Picha ya {name}',
    social: '{network} ya {name} (inafunguka kwenye kichupo kipya)',
    instagram: 'Instagram',
    linkedin: 'LinkedIn',
    x: 'X (Twitter)',
    facebook: 'Facebook',
  },
  schools: {
    heading: 'Shule Zetu',
    intro: 'Kuanzia kituo cha kulelea watoto hadi shule ya sekondari: chagua shule ya Bright inayomfaa mtoto wako.',
  },
  stats: {
    heading: 'Shule zetu kwa takwimu',
    pupils: 'Wanafunzi',
    teachers: 'Walimu',
    workers: 'Wafanyakazi',
    awards: 'Tuzo',
  },
  strengths: {
    heading: 'Tunakuza Ujifunzaji wa Mtoto Wako kwa Kiwango cha Juu',
    intro: 'Kila kitu Bright kinamlenga mtoto: walimu bora, masomo ya kisasa na mahali salama pa kujifunzia.',
    qualifiedTeachers: { title: 'Walimu Wenye Sifa', text: 'Wataalamu waliofunzwa vizuri na wanaojali' },
    modernCurriculum: { title: 'Mtaala wa Kisasa', text: 'Mbinu shirikishi na za kisasa za kujifunza' },
    smartClassrooms: { title: 'Madarasa ya Kidijitali', text: 'Mazingira ya kujifunzia yenye teknolojia' },
    safeEnvironment: { title: 'Mazingira Salama', text: 'Mazingira ambapo kila mwanafunzi anajihisi salama' },
    awards: 'Tuzo',
    teachers: 'Walimu',
  },
  prePrimary: {
    heading: 'Elimu ya Awali na Msingi ya Bright',
    intro:
      'Kuanzia siku ya kwanza ya elimu ya awali hadi mwaka wa mwisho wa shule ya msingi, tunawapa watoto msingi imara wa kusoma, kuandika, kuhesabu na tabia njema.',
    qualifiedTeachers: 'Walimu Wenye Sifa',
    interactiveCurriculum: 'Mtaala Shirikishi',
    modernClassrooms: 'Madarasa ya Kisasa',
    safeEnvironment: 'Mazingira Salama',
    imageAlt: 'Wanafunzi wadogo wakijifunza pamoja katika darasa angavu',
    more: 'Fahamu zaidi kuhusu sisi',
  },
  gallery: {
    heading: 'Picha Zetu',
    intro: 'Matukio ya kila siku shuleni.',
  },
  partners: {
    heading: 'Tunashirikiana na Wadau Mbalimbali',
    intro: 'Shule na marafiki nchini Ujerumani huwasaidia wanafunzi na walimu wetu.',
    school: 'Shule yetu mshirika nchini Ujerumani (inafunguka kwenye kichupo kipya)',
    club: 'Klabu yetu mshirika nchini Ujerumani',
  },
};

export default { en, de, sw };
